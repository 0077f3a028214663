import { formatCount } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

type Bar = { key: string; label: string; views: number; visitors: number; conversions: number };

type AnalyticsChartProps = {
  /** Days, or a day's hours: each a bar, `label` its name on the axis. */
  bars: Bar[];
  /** Visitors of the period before, bar by bar: a faint line over the bars. */
  previous?: number[];
  locale: Locale;
  /** The chart's accessible name; the same figures are in the table below it. */
  label: string;
  legend: { visitors: string; views: string; previous: string; conversions: string };
  /** A bar's values, shown on hover (an SVG title): "{label}", "{visitors}", "{views}", "{conversions}". */
  point: string;
};

/** Per bar a wide light one for page views and, over it, a narrow dark one for visitors. */
const series = [
  { name: "views", inset: 1, className: "fill-indigo-200" },
  { name: "visitors", inset: 3, className: "fill-indigo-700" },
] as const;

/** A step of 1, 2 or 5 times a power of ten that puts the top line at or above `max`. */
function niceTop(max: number): number {
  if (max <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** Which bars get a label on the axis: about six, evenly spread, the first always. */
function ticks(count: number): number[] {
  const every = Math.max(1, Math.ceil(count / 6));
  return Array.from({ length: count }, (_, index) => index).filter((index) => index % every === 0);
}

/**
 * Page views (light) and visitors (dark) as bars, the period before as a faint line, and under them demo requests
 * on a scale of their own (a few a day would not show on that of the page views): SVGs that stretch with their
 * box, their text in HTML around them so that it stays 12 px at any width (as on the home page's charts). Each
 * bar's values show on hover (an SVG title over its whole column, no script); the day-by-day table has them for
 * the keyboard and a screen reader, which reads the chart as one image by its label.
 */
export function AnalyticsChart({ bars, previous, locale, label, legend, point }: AnalyticsChartProps) {
  const top = niceTop(Math.max(0, ...bars.map((bar) => bar.views), ...(previous ?? [])));
  const width = Math.max(1, bars.length) * 10;
  const height = (value: number) => (value / top) * 100;
  const line = previous?.map((value, index) => `${index * 10 + 5},${100 - height(value)}`).join(" ");
  const requestsTop = Math.max(1, ...bars.map((bar) => bar.conversions));
  const titleOf = (bar: Bar) =>
    formatTemplate(point, {
      label: bar.label,
      visitors: formatCount(bar.visitors, locale),
      views: formatCount(bar.views, locale),
      conversions: formatCount(bar.conversions, locale),
    });
  return (
    <div role="img" aria-label={label} className="mt-4">
      <div className="flex gap-2 text-xs text-slate-600" aria-hidden="true">
        <div className="flex h-32 flex-col justify-between text-right tabular-nums">
          <span>{formatCount(top, locale)}</span>
          <span>{formatCount(top / 2, locale)}</span>
          <span>0</span>
        </div>
        <div className="flex-1">
          <div className="relative h-32 border-b border-l border-slate-300">
            <div className="absolute inset-x-0 top-0 border-t border-dashed border-slate-200" />
            <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-slate-200" />
            <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full">
              {bars.map((bar, index) => (
                <g key={bar.key} data-testid="chart-bar">
                  <title>{titleOf(bar)}</title>
                  {/* The whole column answers the pointer, not only the bars in it. */}
                  <rect x={index * 10} y={0} width={10} height={100} fill="transparent" />
                  {series.map(({ name, inset, className }) => (
                    <rect
                      key={name}
                      x={index * 10 + inset}
                      y={100 - height(bar[name])}
                      width={10 - 2 * inset}
                      height={height(bar[name])}
                      className={className}
                    />
                  ))}
                </g>
              ))}
              {line ? (
                <polyline
                  points={line}
                  fill="none"
                  strokeWidth={2}
                  strokeDasharray="4 3"
                  vectorEffect="non-scaling-stroke"
                  className="stroke-slate-400"
                />
              ) : null}
            </svg>
          </div>
          <div className="relative mt-1 h-8 border-b border-slate-300">
            <span className="absolute -left-1 top-0 -translate-x-full pr-1 tabular-nums">
              {formatCount(requestsTop, locale)}
            </span>
            <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full">
              {bars.map((bar, index) => (
                <g key={bar.key}>
                  <title>{titleOf(bar)}</title>
                  <rect x={index * 10} y={0} width={10} height={100} fill="transparent" />
                  <rect
                    x={index * 10 + 2}
                    y={100 - (bar.conversions / requestsTop) * 100}
                    width={6}
                    height={(bar.conversions / requestsTop) * 100}
                    className="fill-emerald-700"
                  />
                </g>
              ))}
            </svg>
          </div>
          <div className="relative mt-1 h-4">
            {ticks(bars.length).map((index, place) => (
              <span
                key={bars[index]!.key}
                // A phone's axis has room for every other label only ("27 Oct" ran into "1 Nov" at 390 px).
                className={cn(
                  "absolute -translate-x-1/2 whitespace-nowrap first:translate-x-0",
                  place % 2 === 1 && "max-sm:hidden",
                )}
                style={{ left: `${((index + 0.5) / bars.length) * 100}%` }}
              >
                {bars[index]!.label}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
        <span className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-indigo-700" />
          {legend.visitors}
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-indigo-200" />
          {legend.views}
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-emerald-700" />
          {legend.conversions}
        </span>
        {line ? (
          <span className="flex items-center gap-2">
            <span className="inline-block w-4 border-t-2 border-dashed border-slate-400" />
            {legend.previous}
          </span>
        ) : null}
      </div>
    </div>
  );
}
