/**
 * A table of the visit statistics as a download (CSV and Excel, issue 47): the dashboard's columns with their
 * names in the operator's language, days as dates, counts and rates as numbers, and codes as the dashboard words
 * them (a language, a device, a browser, "Direct or unknown" for a visit without a referring site, the row of all
 * others).
 */
import type { AdminContent } from "#app/content/admin/types.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { filtersFromQuery, rangeFromQuery, type Filters } from "#app/lib/analytics/range.ts";
import { analyticsReport } from "#app/lib/analytics/report.server.ts";
import { OTHER } from "#app/lib/analytics/summary.ts";
import {
  analyticsTables,
  columnKinds,
  tableColumns,
  tableRows,
  type AnalyticsTableId,
  type Cell,
  type ColumnId,
} from "#app/lib/analytics/tables.ts";
import type { Sheet, SheetKind, SheetValue } from "#app/lib/contact/sheet.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

type Copy = AdminContent["analytics"];

const kinds: Record<(typeof columnKinds)[ColumnId], SheetKind> = {
  day: "day",
  count: "count",
  rate: "rate",
  text: "text",
  language: "text",
  device: "text",
  browser: "text",
};

/** Room for a path or an address; figures as wide as their column's name, up to a point. */
const textWidths: Partial<Record<ColumnId, number>> = { page: 40, path: 40, source: 28, campaign: 24 };

export function statisticsSheet(table: AnalyticsTableId, copy: Copy): Sheet {
  return {
    name: copy.tables[table].heading.slice(0, 31),
    columns: tableColumns[table].map((column) => {
      const header = copy.columns[column];
      return {
        header,
        kind: kinds[columnKinds[column]],
        width: Math.max(textWidths[column] ?? 12, Math.min(header.length + 2, 24)),
      };
    }),
  };
}

/** A row of the table (tableRows) with its codes in words. */
export function statisticsSheetRow(row: readonly Cell[], table: AnalyticsTableId, copy: Copy): SheetValue[] {
  const columns = tableColumns[table];
  return row.map((value, index) => {
    const column = columns[index]!;
    if (value === OTHER) return copy.other;
    switch (columnKinds[column]) {
      case "language":
        // The row of all others has no language.
        return value === "" ? "" : copy.languages[value === "de" ? "de" : "en"];
      case "device":
        return copy.devices[value as keyof Copy["devices"]] ?? value;
      case "browser":
        return copy.browsers[value as keyof Copy["browsers"]] ?? value;
      default:
        return column === "source" && value === "" ? copy.direct : value;
    }
  });
}

/** The words that name a table's download: `statistics`, the table, and whether the dashboard was filtered. */
export function statisticsViewWords(
  table: AnalyticsTableId,
  filters: Filters,
  copy: Pick<AdminContent, "analytics" | "sheets">,
): string[] {
  const filtered = Object.keys(filters).length > 0;
  return [
    copy.sheets.files.statistics,
    copy.analytics.tables[table].heading,
    ...(filtered ? [copy.sheets.files.filtered] : []),
  ];
}

/** What a statistics download holds, and the words and dates of its file name. */
export type StatisticsDownload = { sheet: Sheet; rows: SheetValue[][]; words: string[]; dates: string[] };

/**
 * The table and period a download asks for (`?table=sources&range=30&lang=de`), read as the dashboard reads them,
 * and its rows; or why it cannot be made (the route says it in the operator's language, a 400).
 */
export async function statisticsDownload(
  url: URL,
  { sql, retentionDays, pageAliases }: { sql: Sql; retentionDays: number; pageAliases?: ReadonlyMap<string, string> },
  copy: Pick<AdminContent, "analytics" | "sheets">,
): Promise<StatisticsDownload | { refused: "unknown-table" | "invalid-range" }> {
  const table = analyticsTables.find((name) => name === url.searchParams.get("table"));
  if (!table) return { refused: "unknown-table" };
  const now = new Date();
  const range = rangeFromQuery(url.searchParams, berlinDay(now));
  if (range.invalid) return { refused: "invalid-range" };
  const filters = filtersFromQuery(url.searchParams);
  const report = await analyticsReport(sql, range, { now, retentionDays }, { filters, pageAliases });
  return {
    sheet: statisticsSheet(table, copy.analytics),
    rows: tableRows(report, table).map((row) => statisticsSheetRow(row, table, copy.analytics)),
    words: statisticsViewWords(table, filters, copy),
    dates: range.from === range.to ? [range.from] : [range.from, range.to],
  };
}
