import type { AnswerColumn } from "#app/lib/ask/answer.ts";
import type { Cell } from "#app/lib/ask/run.server.ts";

type AskChartProps = {
  columns: readonly AnswerColumn[];
  rows: readonly Cell[][];
  label: (row: Cell[]) => string;
  value: (row: Cell[]) => number;
  formatValue: (value: number) => string;
  /** A series over time: a line; otherwise bars, one per row. */
  line: boolean;
};

/** At most this many bars: a long breakdown is in the table under the chart. */
const MAX_BARS = 12;

/**
 * An answer drawn as the dashboard draws (SVG rendered with the page, so also without JavaScript): a breakdown as
 * horizontal bars with their figures, a series over time as a line. Decorative beside the table that holds the
 * same figures, so hidden from assistive technology.
 */
export function AskChart({ rows, label, value, formatValue, line }: AskChartProps) {
  if (!rows.length) return null;
  if (line) return <Line rows={rows} label={label} value={value} formatValue={formatValue} />;
  const shown = rows.slice(0, MAX_BARS);
  const top = Math.max(...shown.map(value), 0) || 1;
  return (
    <ul className="mt-4 space-y-1.5" aria-hidden="true" data-testid="ask-bars">
      {shown.map((row, index) => (
        <li key={index} className="grid grid-cols-[minmax(6rem,14rem)_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate text-slate-700">{label(row)}</span>
          <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-3 w-full">
            <rect x="0" y="0" height="10" width={(value(row) / top) * 100} className="fill-indigo-600" />
          </svg>
          <span className="text-right text-slate-900 tabular-nums">{formatValue(value(row))}</span>
        </li>
      ))}
    </ul>
  );
}

function Line({ rows, label, value, formatValue }: Omit<AskChartProps, "line" | "columns">) {
  const values = rows.map(value);
  const top = Math.max(...values, 0) || 1;
  const step = rows.length > 1 ? 100 / (rows.length - 1) : 0;
  const points = values.map((figure, index) => `${index * step},${40 - (figure / top) * 38}`).join(" ");
  return (
    <div className="mt-4" aria-hidden="true" data-testid="ask-line">
      <div className="flex justify-between text-xs text-slate-600">
        <span>{formatValue(top)}</span>
      </div>
      <svg viewBox="0 0 100 40" preserveAspectRatio="none" className="h-32 w-full border-b border-l border-slate-300">
        <polyline
          points={points}
          fill="none"
          strokeWidth="1.5"
          vectorEffect="non-scaling-stroke"
          className="stroke-indigo-600"
        />
      </svg>
      <div className="flex justify-between text-xs text-slate-600">
        <span>{label(rows[0]!)}</span>
        <span>{label(rows.at(-1)!)}</span>
      </div>
    </div>
  );
}
