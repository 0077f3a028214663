/**
 * The dashboard's tables, defined once for the page and for its CSV export:
 * which rows of the report each shows and which columns, as plain values (the
 * page formats them in the operator's language, the CSV keeps them raw).
 */
import type { Locale } from "#app/i18n/locales.ts";
import { pages, type PageId } from "#app/i18n/pages.ts";
import { pagePath } from "#app/i18n/paths.ts";
import type { AnalyticsReport } from "#app/lib/analytics/report.server.ts";

export const analyticsTables = [
  "perDay",
  "pages",
  "entries",
  "languages",
  "sources",
  "campaigns",
  "devices",
  "notFound",
] as const;
export type AnalyticsTableId = (typeof analyticsTables)[number];

export const columnKinds = {
  day: "day",
  page: "text",
  language: "language",
  source: "text",
  medium: "text",
  campaign: "text",
  device: "device",
  browser: "browser",
  path: "text",
  views: "count",
  visitors: "count",
  formVisitors: "count",
  conversions: "count",
  conversionRate: "rate",
} as const;
export type ColumnId = keyof typeof columnKinds;
export type Cell = string | number;

const funnel: ColumnId[] = ["visitors", "formVisitors", "conversions", "conversionRate"];

export const tableColumns: Record<AnalyticsTableId, ColumnId[]> = {
  perDay: ["day", "visitors", "views", "conversions"],
  pages: ["page", "language", "views", "visitors"],
  entries: ["page", "language", ...funnel],
  languages: ["language", ...funnel],
  sources: ["source", ...funnel],
  campaigns: ["source", "medium", "campaign", ...funnel],
  devices: ["device", "browser", "visitors", "views"],
  notFound: ["path", "views"],
};

/** Demo requests per visitor, 0 when nobody came. */
export function conversionRate({ visitors, conversions }: { visitors: number; conversions: number }): number {
  return visitors === 0 ? 0 : conversions / visitors;
}

/** A page of the registry as its path in that language (`about de` → `/de/about-us`; a post → `/blog/2`). */
export function pageLabel(page: string, lang: string): string {
  const locale: Locale = lang === "de" ? "de" : "en";
  const [id = "", postId] = page.split(":");
  const known = id in pages ? pagePath(id as PageId, locale, postId ? { id: postId } : {}) : undefined;
  return known ?? page;
}

/** Each table's rows as objects whose keys are its columns (a page shown as its path, a language as `language`). */
const rowsOfTable: Record<AnalyticsTableId, (report: AnalyticsReport) => Record<string, unknown>[]> = {
  perDay: (report) => report.perDay,
  pages: (report) => report.pages.map((row) => ({ ...row, page: pageLabel(row.page, row.lang), language: row.lang })),
  entries: (report) =>
    report.entries.map((row) => ({ ...row, page: pageLabel(row.page, row.lang), language: row.lang })),
  languages: (report) => report.languages.map((row) => ({ ...row, language: row.lang })),
  sources: (report) => report.sources,
  campaigns: (report) => report.campaigns,
  devices: (report) => report.devices,
  notFound: (report) => report.notFound,
};

/** The rows of a table, each a cell per column (an empty source is a visit without a referring site). */
export function tableRows(report: AnalyticsReport, table: AnalyticsTableId): Cell[][] {
  const columns = tableColumns[table];
  const rows: Record<string, unknown>[] = rowsOfTable[table](report);
  return rows.map((row) =>
    columns.map((column) =>
      column === "conversionRate"
        ? conversionRate(row as { visitors: number; conversions: number })
        : ((row[column] as Cell | undefined) ?? ""),
    ),
  );
}
