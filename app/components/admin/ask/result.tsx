import { AskChart } from "#app/components/admin/ask-chart.tsx";
import type { AdminContent } from "#app/content/admin/types.ts";
import { formatCount, formatLongDate } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { AnswerColumn, AskAnswer } from "#app/lib/ask/answer.ts";
import type { Cell } from "#app/lib/ask/run.server.ts";

export type Text = AdminContent["ask"];

function formatCell(cell: Cell, column: AnswerColumn, locale: Locale): string {
  if (cell === null) return "";
  if (column.kind === "count") return formatCount(Number(cell), locale);
  if (column.kind === "rate")
    return new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB", {
      style: "percent",
      maximumFractionDigits: 1,
    }).format(Number(cell));
  if (column.kind === "period")
    return /^\d{4}-\d{2}-\d{2}$/.test(String(cell)) ? formatLongDate(String(cell), locale) : String(cell);
  return String(cell);
}

/** The figures asked for: one row as large numbers, more as a chart and a table (beside another period's). */
export function Result({
  result,
  locale,
  text,
}: {
  result: NonNullable<AskAnswer["result"]>;
  locale: Locale;
  text: Text;
}) {
  const { columns, rows, compared } = result;
  const labels = columns.filter((column) => column.kind === "label" || column.kind === "period");
  const figures = columns.filter((column) => column.kind === "count" || column.kind === "rate");
  if (!rows.length) return <p className="mt-3 text-slate-700">{text.empty}</p>;
  if (!labels.length && rows.length === 1) {
    return (
      <dl className="mt-4 flex flex-wrap gap-8" data-testid="ask-figures">
        {figures.map((column, index) => (
          <div key={column.name}>
            <dt className="text-sm text-slate-600">{column.title}</dt>
            <dd className="text-4xl font-bold text-slate-900 tabular-nums">
              {formatCell(rows[0]![index]!, column, locale)}
            </dd>
            {compared?.[0] ? (
              <dd className="text-sm text-slate-600">
                {text.previous}: {formatCell(compared[0][index]!, column, locale)}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    );
  }
  // A breakdown compared with another period: each row's figures then, beside its figures now.
  const before =
    compared && columns[0]?.kind === "label"
      ? (row: Cell[]) => compared.find((other) => other[0] === row[0])
      : undefined;
  const figureClass = "py-1.5 pr-4 text-right tabular-nums";
  return (
    <>
      <AskChart
        columns={columns}
        rows={rows}
        label={(row) => formatCell(row[0]!, columns[0]!, locale)}
        value={(row) => Number(row[labels.length] ?? 0)}
        formatValue={(value) => formatCell(value, figures[0]!, locale)}
        line={columns[0]?.kind === "period"}
        compared={compared}
        comparedLabel={text.previous}
      />
      <table className="mt-4 w-full text-left text-sm" data-testid="ask-table">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {columns.map((column) => (
              <th
                key={column.name}
                scope="col"
                className={column.kind === "label" || column.kind === "period" ? "py-2 pr-4" : "py-2 pr-4 text-right"}
              >
                {column.title || (column.kind === "period" ? "" : column.name)}
              </th>
            ))}
            {before
              ? figures.map((column) => (
                  <th key={`before-${column.name}`} scope="col" className="py-2 pr-4 text-right">
                    {column.title} ({text.previous})
                  </th>
                ))
              : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-slate-100">
              {row.map((cell, index) => (
                <td
                  key={index}
                  className={
                    columns[index]!.kind === "count" || columns[index]!.kind === "rate" ? figureClass : "py-1.5 pr-4"
                  }
                >
                  {formatCell(cell, columns[index]!, locale)}
                </td>
              ))}
              {before
                ? figures.map((column, index) => {
                    const then = before(row)?.[labels.length + index];
                    return (
                      <td key={`before-${column.name}`} className={`${figureClass} text-slate-600`}>
                        {then === undefined ? "–" : formatCell(then, column, locale)}
                      </td>
                    );
                  })
                : null}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
