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
  /** The compared period's rows, drawn faint: a line by position, a bar beside the row of the same label. */
  compared?: readonly Cell[][];
  /** The compared period's name in the legend ("Before"). */
  comparedLabel?: string;
};

/** At most this many bars: a long breakdown is in the table under the chart. */
const MAX_BARS = 12;

/**
 * An answer drawn as the dashboard draws (SVG rendered with the page, so also without JavaScript): a breakdown as
 * horizontal bars with their figures, a series over time as a line. Decorative beside the table that holds the
 * same figures, so hidden from assistive technology.
 */
export function AskChart({ rows, label, value, formatValue, line, compared, comparedLabel }: AskChartProps) {
  if (!rows.length) return null;
  if (line)
    return (
      <Line
        rows={rows}
        label={label}
        value={value}
        formatValue={formatValue}
        compared={compared}
        comparedLabel={comparedLabel}
      />
    );
  const shown = rows.slice(0, MAX_BARS);
  const before = (row: Cell[]) => {
    const match = compared?.find((other) => other[0] === row[0]);
    return match ? value(match) : undefined;
  };
  const top = Math.max(...shown.map(value), ...shown.map((row) => before(row) ?? 0), 0) || 1;
  return (
    <ul className="mt-4 space-y-1.5" aria-hidden="true" data-testid="ask-bars">
      {shown.map((row, index) => {
        const previous = before(row);
        return (
          <li key={index} className="grid grid-cols-[minmax(6rem,14rem)_1fr_auto] items-center gap-3 text-sm">
            <span className="truncate text-slate-700">{label(row)}</span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-3 w-full">
              {previous === undefined ? (
                <rect x="0" y="0" height="10" width={(value(row) / top) * 100} className="fill-indigo-600" />
              ) : (
                <>
                  <rect x="0" y="0" height="6" width={(value(row) / top) * 100} className="fill-indigo-600" />
                  <rect
                    x="0"
                    y="7"
                    height="3"
                    width={(previous / top) * 100}
                    className="fill-indigo-300"
                    data-compared=""
                  />
                </>
              )}
            </svg>
            <span className="text-right text-slate-900 tabular-nums">{formatValue(value(row))}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Line({ rows, label, value, formatValue, compared, comparedLabel }: Omit<AskChartProps, "line" | "columns">) {
  const values = rows.map(value);
  const previous = compared?.map(value) ?? [];
  const top = Math.max(...values, ...previous, 0) || 1;
  const step = Math.max(rows.length, previous.length) > 1 ? 100 / (Math.max(rows.length, previous.length) - 1) : 0;
  const pointsOf = (figures: number[]) =>
    figures.map((figure, index) => `${index * step},${40 - (figure / top) * 38}`).join(" ");
  const points = pointsOf(values);
  return (
    <div className="mt-4" aria-hidden="true" data-testid="ask-line">
      <div className="flex justify-between text-xs text-slate-600">
        <span>{formatValue(top)}</span>
      </div>
      <svg viewBox="0 0 100 40" preserveAspectRatio="none" className="h-32 w-full border-b border-l border-slate-300">
        {previous.length ? (
          <polyline
            points={pointsOf(previous)}
            fill="none"
            strokeWidth="1.5"
            strokeDasharray="3 2"
            vectorEffect="non-scaling-stroke"
            className="stroke-indigo-300"
            data-compared=""
          />
        ) : null}
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
      {previous.length && comparedLabel ? (
        <p className="mt-1 flex items-center gap-2 text-xs text-slate-600">
          <svg viewBox="0 0 16 2" className="h-0.5 w-4">
            <line x1="0" y1="1" x2="16" y2="1" strokeWidth="2" strokeDasharray="3 2" className="stroke-indigo-300" />
          </svg>
          {comparedLabel}
        </p>
      ) : null}
    </div>
  );
}
