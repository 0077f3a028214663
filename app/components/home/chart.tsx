import { useId } from "react";
import type { ChartData } from "#app/content/home/types.ts";
import { cn } from "#app/lib/cn.ts";

const WIDTH = 320;
const HEIGHT = 180;
const TOP = 22;
const BOTTOM = 26;
const SIDE = 10;

/**
 * Coordinates to a tenth of a unit (0.1 px of the drawing at its widest): the division's fifteen digits would travel
 * in every page's HTML, where such digits compress worst, and nobody sees them.
 */
const tenth = (value: number) => Math.round(value * 10) / 10;

type ChartProps = {
  data: ChartData;
  /** The values as the page's language writes them, formatted on the server. */
  valueLabels: string[];
  className?: string;
};

/** A small illustrative bar or line chart as inline SVG: crisp at any size, no request, a text alternative built in. */
export function Chart({ data, valueLabels, className }: ChartProps) {
  const id = useId();
  const max = Math.max(...data.values) * 1.1;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = (WIDTH - 2 * SIDE) / data.values.length;
  const x = (index: number) => SIDE + step * index + step / 2;
  const y = (value: number) => tenth(TOP + plotHeight - (value / max) * plotHeight);

  const labelsShown = data.values.flatMap((value, index) =>
    // Lines label their first and last point; bars label every bar.
    data.kind === "bar" || index === 0 || index === data.values.length - 1 ? [{ value, index }] : [],
  );

  // The shapes scale with the card; the text is HTML over them, so it keeps one readable size at every width.
  return (
    <div className={cn("relative", className)}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="block h-auto w-full"
      >
        <title id={`${id}-title`}>{data.title}</title>
        <desc id={`${id}-desc`}>{data.description}</desc>
        <line x1={SIDE} x2={WIDTH - SIDE} y1={TOP + plotHeight} y2={TOP + plotHeight} className="stroke-slate-300" />
        {data.kind === "bar" ? (
          data.values.map((value, index) => (
            <rect
              key={data.labels[index]}
              x={x(index) - step * 0.3}
              y={y(value)}
              width={step * 0.6}
              height={tenth(TOP + plotHeight - y(value))}
              rx={4}
              className={index === data.values.length - 1 ? "fill-indigo-600" : "fill-indigo-300"}
            />
          ))
        ) : (
          <LinePlot
            points={data.values.map((value, index) => [x(index), y(value)] as const)}
            baseline={TOP + plotHeight}
          />
        )}
      </svg>
      {/* What the labels say is in the image's description; these are for the eye only. */}
      <div aria-hidden="true" className="text-xs leading-none">
        {labelsShown.map(({ value, index }) => (
          <span
            key={`v${data.labels[index]}`}
            data-chart-label=""
            style={at(x(index), y(value))}
            className={cn(
              "absolute -translate-y-[calc(100%+4px)] font-semibold whitespace-nowrap text-slate-700",
              // A line's end points sit near the edges: their labels reach inwards, never out of the card.
              data.kind === "line" && index === 0
                ? "-translate-x-2"
                : data.kind === "line" && index > 0
                  ? "-translate-x-[calc(100%-0.5rem)]"
                  : "-translate-x-1/2",
            )}
          >
            {valueLabels[index]}
          </span>
        ))}
        {data.labels.map((label, index) => (
          <span
            key={label}
            data-chart-label=""
            style={at(x(index), TOP + plotHeight)}
            className="absolute -translate-x-1/2 translate-y-1.5 whitespace-nowrap text-slate-600"
          >
            {label}
          </span>
        ))}
      </div>
    </div>
  );
}

/** A point of the drawing as a position over it, in percent: it scales exactly as the SVG does. */
function at(px: number, py: number) {
  return { left: `${tenth((px / WIDTH) * 100)}%`, top: `${tenth((py / HEIGHT) * 100)}%` };
}

function LinePlot({ points, baseline }: { points: (readonly [number, number])[]; baseline: number }) {
  const line = points.map(([px, py]) => `${px},${py}`).join(" ");
  const first = points[0];
  const last = points.at(-1);
  const area = first && last ? `M${first[0]},${baseline} L${line.replaceAll(" ", " L")} L${last[0]},${baseline} Z` : "";
  return (
    <>
      <path d={area} className="fill-indigo-100" />
      <polyline points={line} fill="none" strokeWidth={2.5} strokeLinejoin="round" className="stroke-indigo-600" />
      {points.map(([px, py]) => (
        <circle key={px} cx={px} cy={py} r={3.5} className="fill-surface stroke-indigo-600" strokeWidth={2} />
      ))}
    </>
  );
}
