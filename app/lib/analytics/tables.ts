/**
 * The dashboard's tables, defined once for the page and for its CSV export:
 * which rows of the report each shows and which columns, as plain values (the
 * page formats them in the operator's language, the CSV keeps them raw).
 */
import type { Locale } from "#app/i18n/locales.ts";
import { pages, type PageId } from "#app/i18n/pages.ts";
import { pagePath } from "#app/i18n/paths.ts";
import type { FilterFacet } from "#app/lib/analytics/range.ts";
import type { AnalyticsReport } from "#app/lib/analytics/report.server.ts";
import { sourceGroupOf } from "#app/lib/analytics/source-groups.ts";
import { OTHER } from "#app/lib/analytics/summary.ts";
import type { AnalyticsTableId, ColumnId } from "#app/vocabulary/analytics.ts";

/** Defined with the words the copy names (app/vocabulary/analytics.ts). */
export { analyticsTables, columnKinds, type AnalyticsTableId, type ColumnId } from "#app/vocabulary/analytics.ts";

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

/** The dashboard's panels: a table each, its rows named by one cell and filtering the dashboard when clicked. */
export const panels = ["pages", "sources", "entries", "campaigns", "languages", "devices", "notFound"] as const;
export type PanelId = (typeof panels)[number];

/** The figures a panel shows beside each row's name (the CSV has every column). */
export const panelColumns: Record<PanelId, ColumnId[]> = {
  pages: ["views", "visitors"],
  sources: ["visitors", "conversions", "conversionRate"],
  entries: ["visitors", "conversions", "conversionRate"],
  campaigns: ["visitors", "conversions", "conversionRate"],
  languages: ["visitors", "conversions", "conversionRate"],
  devices: ["visitors", "conversions", "conversionRate"],
  notFound: ["views"],
};

/**
 * A panel's row: its name's parts (each with the column that says how to show it), its filter, its figures; a
 * group of sources (Google) has the rows of its hosts as `members` and no filter of its own.
 */
export type PanelRow = {
  name: { column: ColumnId; value: Cell }[];
  filter?: [FilterFacet, string];
  figures: number[];
  members?: PanelRow[];
};

/** The figures of the funnel panel: visitors → opened the home page with the form → demo requests. */
export const funnelColumns: ColumnId[] = ["visitors", "formVisitors", "conversions"];

const other = (value: string) => value === OTHER;

/** A panel's rows, with its own figures or those of `columns` (the funnel's, for sources and campaigns). */
export function panelRows(report: AnalyticsReport, panel: PanelId, columns = panelColumns[panel]): PanelRow[] {
  const figures = (row: { views?: number; visitors?: number; conversions?: number }) =>
    columns.map((column) =>
      column === "conversionRate"
        ? conversionRate({ visitors: row.visitors ?? 0, conversions: row.conversions ?? 0 })
        : ((row as Record<string, number | undefined>)[column] ?? 0),
    );
  const filter = (facet: FilterFacet, value: string, name: string): [FilterFacet, string] | undefined =>
    other(name) ? undefined : [facet, value];
  switch (panel) {
    case "pages":
    case "entries":
      return report[panel].map((row) => ({
        name: [{ column: "page", value: other(row.page) ? OTHER : pageLabel(row.page, row.lang) }],
        filter: filter(panel === "pages" ? "page" : "entry", `${row.page} ${row.lang}`, row.page),
        figures: figures(row),
      }));
    case "sources":
      return groupedSources(
        report.sources.map((row) => ({
          name: [{ column: "source", value: row.source }],
          filter: filter("source", row.source, row.source),
          figures: figures(row),
        })),
        columns,
      );
    case "campaigns":
      return report.campaigns.map((row) => ({
        name: (["source", "medium", "campaign"] as const)
          .filter((column) => row[column] !== "")
          .map((column) => ({ column, value: row[column] })),
        filter: filter("campaign", JSON.stringify([row.source, row.medium, row.campaign]), row.source),
        figures: figures(row),
      }));
    case "languages":
      return report.languages.map((row) => ({
        name: [{ column: "language", value: row.lang }],
        filter: filter("lang", row.lang, row.lang),
        figures: figures(row),
      }));
    case "devices":
      return report.devices.map((row) => ({
        name: [
          { column: "device", value: row.device },
          { column: "browser", value: row.browser },
        ],
        filter: filter("device", `${row.device} ${row.browser}`, row.device),
        figures: figures(row),
      }));
    case "notFound":
      return report.notFound.map((row) => ({ name: [{ column: "path", value: row.path }], figures: figures(row) }));
  }
}

/**
 * Hosts of one group (app/lib/analytics/source-groups.ts) as one row, its figures their sums (a visit has one
 * source, so visitors add up), its hosts inside; the rows ranked again by their first figure, all others last.
 * A rate is worked out again from the sums, not added.
 */
function groupedSources(rows: PanelRow[], columns: readonly ColumnId[]): PanelRow[] {
  const groups = new Map<string, PanelRow>();
  const shown: PanelRow[] = [];
  for (const row of rows) {
    const group = sourceGroupOf(String(row.name[0]?.value ?? ""));
    if (!group) {
      shown.push(row);
      continue;
    }
    let found = groups.get(group.name);
    if (!found) {
      found = { name: [{ column: "source", value: group.title ?? group.name }], figures: columns.map(() => 0) };
      found.members = [];
      groups.set(group.name, found);
      shown.push(found);
    }
    found.members!.push(row);
    found.figures = found.figures.map((sum, index) => sum + (row.figures[index] ?? 0));
  }
  const visitors = columns.indexOf("visitors");
  const conversions = columns.indexOf("conversions");
  const rate = columns.indexOf("conversionRate");
  if (rate >= 0 && visitors >= 0 && conversions >= 0)
    for (const group of groups.values())
      group.figures[rate] = conversionRate({
        visitors: group.figures[visitors]!,
        conversions: group.figures[conversions]!,
      });
  const isOther = (row: PanelRow) => row.name[0]?.value === OTHER;
  return shown.sort((a, b) => Number(isOther(a)) - Number(isOther(b)) || b.figures[0]! - a.figures[0]!);
}
