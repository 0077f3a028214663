import { Link } from "react-router";
import { DataTable } from "#app/components/ui/data-table.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import type { ChosenRange, Filters } from "#app/lib/analytics/range.ts";
import { columnKinds, tableColumns, type Cell } from "#app/lib/analytics/tables.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { cellText, hrefWith, isNumeric, type Copy } from "./cells.ts";
import { CsvLink } from "./csv-link.tsx";

/** The period day by day, under the chart; a day opens that day by the hour. */
export function DayByDay({
  copy,
  locale,
  rows,
  range,
  filters,
}: {
  copy: Copy;
  locale: Locale;
  rows: Cell[][];
  range: ChosenRange;
  filters: Filters;
}) {
  const columns = tableColumns.perDay;
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-semibold text-indigo-700">{copy.dayByDay}</summary>
      <div className="mt-3 flex justify-end">
        <CsvLink
          copy={copy}
          locale={locale}
          table="perDay"
          heading={copy.tables.perDay.heading}
          range={range}
          filters={filters}
        />
      </div>
      <DataTable
        className="mt-2"
        caption={copy.tables.perDay.heading}
        rows={rows}
        rowKey={(row) => String(row[0])}
        empty={copy.tables.perDay.empty}
        compact
        columns={columns.map((column, index) => ({
          id: column,
          header: copy.columns[column],
          cell: (row: Cell[]) => {
            const text = cellText(row[index]!, column, copy, locale);
            if (index > 0) return text;
            // A day opens that day by the hour.
            const day = String(row[0]);
            return (
              <Link
                to={hrefWith(locale, { choice: "custom", from: day, to: day }, filters)}
                title={formatTemplate(copy.openDay, { day: text })}
                className="text-indigo-700 hover:text-indigo-900 hover:underline"
              >
                {text}
              </Link>
            );
          },
          rowHeader: index === 0,
          numeric: isNumeric(column),
          nowrap: columnKinds[column] === "day",
        }))}
      />
    </details>
  );
}
