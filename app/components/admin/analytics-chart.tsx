import { formatCount } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";

type Day = { day: string; label: string; views: number; visitors: number };

type AnalyticsChartProps = {
  days: Day[];
  locale: Locale;
  /** The chart's accessible name; the same figures are in the table below it. */
  label: string;
  legend: { visitors: string; views: string };
};

/** Per day a wide light bar for page views and, over it, a narrow dark one for visitors. */
const bars = [
  { series: "views", inset: 1, className: "fill-indigo-200" },
  { series: "visitors", inset: 3, className: "fill-indigo-700" },
] as const;

/** A step of 1, 2 or 5 times a power of ten that puts the top line at or above `max`. */
function niceTop(max: number): number {
  if (max <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/**
 * Page views (light) and visitors (dark) per day as bars: an SVG that stretches with its box, its text in
 * HTML around it so that it stays 12 px at any width (as on the home page's charts). No library.
 */
export function AnalyticsChart({ days, locale, label, legend }: AnalyticsChartProps) {
  const top = niceTop(Math.max(0, ...days.map((day) => day.views)));
  const width = Math.max(1, days.length) * 10;
  const height = (value: number) => (value / top) * 100;
  return (
    <div role="img" aria-label={label} className="mt-4">
      <div className="flex gap-2 text-xs text-slate-600" aria-hidden="true">
        <div className="flex h-48 flex-col justify-between text-right tabular-nums">
          <span>{formatCount(top, locale)}</span>
          <span>{formatCount(top / 2, locale)}</span>
          <span>0</span>
        </div>
        <div className="relative h-48 flex-1 border-b border-l border-slate-300">
          <div className="absolute inset-x-0 top-0 border-t border-dashed border-slate-200" />
          <div className="absolute inset-x-0 top-1/2 border-t border-dashed border-slate-200" />
          <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="absolute inset-0 h-full w-full">
            {days.map((day, index) =>
              bars.map(({ series, inset, className }) => (
                <rect
                  key={`${day.day}-${series}`}
                  x={index * 10 + inset}
                  y={100 - height(day[series])}
                  width={10 - 2 * inset}
                  height={height(day[series])}
                  className={className}
                />
              )),
            )}
          </svg>
        </div>
      </div>
      <div className="mt-1 flex justify-between pl-10 text-xs text-slate-600" aria-hidden="true">
        <span>{days[0]?.label}</span>
        {days.length > 1 ? <span>{days.at(-1)?.label}</span> : null}
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
      </div>
    </div>
  );
}
