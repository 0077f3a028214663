/**
 * Runs a query (issue 45) on the reads the back office already has: the dashboard's report for statistics, the
 * inbox's tally for leads. Members map to the report's tables and the lead table's columns by name from the
 * catalogue; values stay values (a group such as LinkedIn becomes the stored host names it stands for, each one a
 * bound value). Read-only: nothing here writes.
 */
import { tallyLeads, type LeadTallyBy } from "#app/lib/admin/lead-list.server.ts";
import { leadStatuses, type LeadStatus } from "#app/vocabulary/admin.ts";
import { dimensionTerms, measureTerms } from "#app/lib/ask/catalogue.ts";
import {
  changeInsight,
  standoutInsights,
  UNOWNED_AFTER_DAYS,
  type Basis,
  type Insight,
} from "#app/lib/ask/insights.ts";
import type { AskQuery, Dimension, Filter, Grain, Measure } from "#app/lib/ask/query.ts";
import { addDays, dayStartMinute, monthsBefore, ROLLUP_RETENTION_MONTHS } from "#app/lib/analytics/days.ts";
import {
  analyticsReport,
  visitorsNow,
  type AnalyticsReport,
  type AnalyticsTiming,
} from "#app/lib/analytics/report.server.ts";
import { dashboardQuery, type Filters } from "#app/lib/analytics/range.ts";
import { OTHER, type Counts, type Dimension as Table, type VisitFilters } from "#app/lib/analytics/summary.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";
import type { AnswerNote } from "#app/vocabulary/ask.ts";

/** Defined with the words the copy names (app/vocabulary/ask.ts). */
export type { AnswerNote } from "#app/vocabulary/ask.ts";

export type Cell = string | number | null;
export type ResultColumn = { name: Measure | Dimension | "time"; kind: "label" | "period" | "count" | "rate" };

export type AskResult = {
  columns: ResultColumn[];
  rows: Cell[][];
  /** The compared period's rows, in the same shape (`time` then counts its own periods). */
  compared?: Cell[][];
  /** The period actually read (clipped to what is kept). */
  dateRange?: [string, string];
  /** Visits behind the figures (recommendations say "based on N visits"). */
  visits?: number;
  notes: AnswerNote[];
  /** What stands out, by the rules of insights.ts. */
  insights: Insight[];
  /**
   * Where the back office shows these numbers: the dashboard or the inbox with this query string. `exact` when it
   * shows the same figures; otherwise the dashboard shows the same period without the filters it cannot express.
   */
  view?: { page: "analytics" | "leads"; search: string; exact: boolean };
};

export type Operator = { id: string; email: string; name: string };
export type AskSources = {
  sql: Sql;
  timing: AnalyticsTiming;
  today: string;
  askerId: string;
  operators: readonly Operator[];
};

export async function runQuery(query: AskQuery, sources: AskSources): Promise<AskResult> {
  const leads = query.measures.every((measure) => measureTerms[measure].capability === "leads");
  if (query.measures.includes("visitorsNow")) {
    const now = await visitorsNow(sources.sql, sources.timing.now);
    return {
      columns: [{ name: "visitorsNow", kind: "count" }],
      rows: [[now.visitors]],
      notes: [],
      insights: [],
      view: { page: "analytics", search: "range=today", exact: false },
    };
  }
  return leads ? runLeads(query, sources) : runStatistics(query, sources);
}

// ---------------------------------------------------------------------------------------------------------------
// Statistics

/** The report's column of a facet, and each dimension's table of the report. */
const facetOf: Partial<Record<Dimension, keyof VisitFilters>> = {
  source: "source",
  campaign: "campaign",
  entryPage: "entry",
  page: "page",
  language: "lang",
  device: "device",
};

type Keyed = { key: string; label: string; counts: Counts };

/** A dimension's rows of a report, each with its stored value (`key`) and the label Ask shows. */
function rowsOf(report: AnalyticsReport, dimension: Dimension): Keyed[] {
  const zero = { formVisitors: 0, conversions: 0 };
  switch (dimension) {
    case "source":
      return report.sources.map((row) => ({ key: row.source, label: sourceLabel(row.source), counts: row }));
    case "campaign":
      return report.campaigns.map((row) => ({
        key: row.source === OTHER ? OTHER : JSON.stringify([row.source, row.medium, row.campaign]),
        label: row.source === OTHER ? OTHER : row.campaign || row.source,
        counts: row,
      }));
    case "entryPage":
      return report.entries.map((row) => ({ key: `${row.page} ${row.lang}`, label: row.page, counts: row }));
    case "page":
      return report.pages.map((row) => ({
        key: `${row.page} ${row.lang}`,
        label: row.page,
        counts: { ...zero, ...row },
      }));
    case "language":
      return report.languages.map((row) => ({ key: row.lang, label: row.lang, counts: row }));
    case "device":
      return report.devices.map((row) => ({
        key: `${row.device} ${row.browser}`,
        label: row.device,
        counts: row,
      }));
    default:
      return [];
  }
}

/** A stored host under the name of its group (LinkedIn, Google), else the host; "" is a direct visit. */
function sourceLabel(host: string): string {
  if (host === OTHER) return OTHER;
  const group = dimensionTerms.source.values.find((value) => storedMatches("source", value.value, host));
  return group?.value ?? host;
}

/** Does a stored value belong to what a filter names (a group, a page, a language, a device class, a campaign)? */
export function storedMatches(dimension: Dimension, named: string, stored: string): boolean {
  if (stored === OTHER) return false;
  const term = dimensionTerms[dimension].values.find((value) => value.value === named);
  switch (dimension) {
    case "source": {
      const spec = term?.stored;
      if (!spec) return stored === named;
      return Boolean(spec.exact?.includes(stored) || spec.pattern?.test(stored));
    }
    case "entryPage":
    case "page": {
      const page = stored.split(" ")[0] ?? "";
      if (term?.stored?.prefix) return term.stored.prefix.some((prefix) => page.startsWith(prefix));
      return page === named || (term?.stored?.exact?.includes(page) ?? false);
    }
    case "device":
      return stored.split(" ")[0] === named;
    case "campaign":
      return (JSON.parse(stored) as string[])[2] === named;
    default:
      return stored === named;
  }
}

/** At most this many reports for one answer: a filter on groups is read as the sum of its stored values. */
const MAX_COMBINATIONS = 24;

/**
 * The report of a range with the query's filters: each filter becomes the stored values it names (found in the
 * unfiltered report of the same range), and the reports of every combination are added up. Exact for counts of
 * visits (a visit has one source, one entry page, one device); for visitors of several pages it counts a visitor
 * of two once per page (noted). `tables`: the report's tables the answer needs besides its totals and days.
 */
async function filteredReport(
  sources: AskSources,
  range: { from: string; to: string },
  filters: readonly Filter[],
  tables: readonly Table[],
): Promise<{ report: AnalyticsReport; perPageSum: boolean; carried?: Filters }> {
  // A filter's stored values come from the unfiltered report's table of its facet.
  const facets = filters.map((filter) => facetOf[filter.member]!);
  const plain = await analyticsReport(sources.sql, range, sources.timing, { tables: [...tables, ...facets] });
  if (!filters.length) return { report: plain, perPageSum: false, carried: {} };
  let combinations: VisitFilters[] = [{}];
  let perPageSum = false;
  for (const filter of filters) {
    const facet = facetOf[filter.member]!;
    const named = filter.values ?? [];
    const negated = filter.operator === "notEquals";
    // Every stored value of the period the filter lets through ("not Google": every other source, direct included).
    const stored = rowsOf(plain, filter.member)
      .map((row) => row.key)
      .filter((key) => key !== OTHER && named.some((value) => storedMatches(filter.member, value, key)) !== negated);
    if (filter.member === "page" && stored.length > 1) perPageSum = true;
    combinations = combinations.flatMap((combination) => stored.map((value) => ({ ...combination, [facet]: value })));
  }
  if (combinations.length > MAX_COMBINATIONS) combinations = combinations.slice(0, MAX_COMBINATIONS);
  // One after another: a transaction is one connection, which runs a statement at a time (pg queued them, warning
  // that it will not in its next major version).
  const reports: AnalyticsReport[] = [];
  for (const combination of combinations)
    reports.push(await analyticsReport(sources.sql, range, sources.timing, { filters: combination, tables }));
  // The dashboard filters by one stored value per facet: a filter that stands for several is not carried there.
  const carried = combinations.length === 1 ? (combinations[0] as Filters) : undefined;
  return { report: sumReports(reports, plain), perPageSum, ...(carried ? { carried } : {}) };
}

const emptyCounts = (): Counts => ({ views: 0, visitors: 0, formVisitors: 0, conversions: 0 });

function addInto(to: Counts, from: Counts) {
  to.views += from.views;
  to.visitors += from.visitors;
  to.formVisitors += from.formVisitors;
  to.conversions += from.conversions;
}

/** Reports of disjoint visits added up: totals, days, and each table by its stored value. */
function sumReports(reports: readonly AnalyticsReport[], shape: AnalyticsReport): AnalyticsReport {
  const totals = { ...emptyCounts(), optedOutViews: 0, botViews: 0 };
  const days = new Map<string, { day: string; views: number; visitors: number; conversions: number }>();
  for (const report of reports) {
    addInto(totals, report.totals);
    for (const day of report.perDay) {
      const sum = days.get(day.day) ?? { day: day.day, views: 0, visitors: 0, conversions: 0 };
      sum.views += day.views;
      sum.visitors += day.visitors;
      sum.conversions += day.conversions;
      days.set(day.day, sum);
    }
  }
  const table = <T extends Counts>(pick: (report: AnalyticsReport) => T[], key: (row: T) => string): T[] => {
    const rows = new Map<string, T>();
    for (const report of reports)
      for (const row of pick(report)) {
        const sum = rows.get(key(row)) ?? ({ ...row, ...emptyCounts() } as T);
        addInto(sum, row);
        rows.set(key(row), sum);
      }
    return [...rows.values()];
  };
  const zero = { formVisitors: 0, conversions: 0 };
  return {
    ...shape,
    totals,
    perDay: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    perHour: undefined,
    sources: table(
      (report) => report.sources,
      (row) => row.source,
    ),
    campaigns: table(
      (report) => report.campaigns,
      (row) => JSON.stringify([row.source, row.medium, row.campaign]),
    ),
    entries: table(
      (report) => report.entries,
      (row) => `${row.page} ${row.lang}`,
    ),
    languages: table(
      (report) => report.languages,
      (row) => row.lang,
    ),
    devices: table(
      (report) => report.devices,
      (row) => `${row.device} ${row.browser}`,
    ),
    pages: table(
      (report) => report.pages.map((row) => ({ ...zero, ...row })),
      (row) => `${row.page} ${row.lang}`,
    ),
  };
}

function measureOf(measure: Measure, counts: Counts): number {
  switch (measure) {
    case "visitors":
      return counts.visitors;
    case "pageViews":
      return counts.views;
    case "demoRequests":
      return counts.conversions;
    case "conversionRate":
      return counts.visitors === 0 ? 0 : counts.conversions / counts.visitors;
    default:
      return 0;
  }
}

const kindOf = (measure: Measure): ResultColumn["kind"] => (measureTerms[measure].kind === "rate" ? "rate" : "count");

async function runStatistics(query: AskQuery, sources: AskSources): Promise<AskResult> {
  const time = query.timeDimensions[0]!;
  const notes: AnswerNote[] = [];
  const oldest = monthsBefore(sources.today, ROLLUP_RETENTION_MONTHS);
  const clip = ([from, to]: [string, string]) => ({ from: from < oldest ? oldest : from, to });
  const range = clip(time.dateRange);
  if (range.from !== time.dateRange[0]) notes.push("clippedToRetention");
  const pageFilter = query.filters.find((filter) => filter.member === "page");
  if (pageFilter && !query.dimensions.length && !time.granularity)
    return pageFigures(query, pageFilter, sources, range, time.compareDateRange && clip(time.compareDateRange), notes);
  // Only the tables the answer shows: a breakdown's, the hours; a figure or a chart by day to year needs none.
  const tables = [
    ...query.dimensions.flatMap((dimension) => facetOf[dimension] ?? []),
    ...(time.granularity === "hour" ? (["hour"] as const) : []),
  ];
  const { report, perPageSum, carried } = await filteredReport(sources, range, query.filters, tables);
  if (perPageSum) notes.push("visitorsSummedOverPages");
  const compared = time.compareDateRange
    ? (await filteredReport(sources, clip(time.compareDateRange), query.filters, tables)).report
    : undefined;
  const shape = (which: AnalyticsReport) => shapeStatistics(query, which, time.granularity);
  const main = shape(report);
  const before = compared && shape(compared);
  if (query.measures.includes("visitors") && daysIn(range) > 1) notes.push("visitorsSummedOverDays");
  if (main.others) notes.push("othersGrouped");
  return {
    columns: main.columns,
    rows: main.rows,
    ...(before ? { compared: before.rows } : {}),
    dateRange: [range.from, range.to],
    visits: report.totals.visitors + (compared?.totals.visitors ?? 0),
    notes,
    insights: statisticsInsights(query, main, before),
    view: {
      page: "analytics",
      search: dashboardQuery({ choice: "custom", ...range }, carried ?? {}),
      exact: Boolean(carried) && !query.dimensions.some((dimension) => !facetOf[dimension]),
    },
  };
}

type Shaped = ReturnType<typeof shapeStatistics>;

/** A total against its compared period, or the standout of a breakdown by a rate. */
function statisticsInsights(query: AskQuery, main: Shaped, before: Shaped | undefined): Insight[] {
  const offset = main.columns.length - query.measures.length;
  if (
    !query.dimensions.length &&
    main.rows.length === 1 &&
    before?.rows.length === 1 &&
    main.bases[0] &&
    before.bases[0]
  )
    return query.measures.flatMap((measure, index) =>
      changeInsight(
        measure,
        kindOf(measure) === "rate",
        { ...main.bases[0]!, value: Number(main.rows[0]![offset + index]) },
        { ...before.bases[0]!, value: Number(before.rows[0]![offset + index]) },
      ),
    );
  if (query.dimensions.length && query.measures[0] && kindOf(query.measures[0]) === "rate")
    return standoutInsights(
      query.measures[0],
      main.rows.map((row, index) => ({ label: row[0] === null ? null : String(row[0]), basis: main.bases[index]! })),
    );
  return [];
}

/**
 * "Page views of the documentation": the views and visitors of those pages themselves (the pages table, both
 * languages added), with the other filters, not every view of the visits that saw them.
 */
async function pageFigures(
  query: AskQuery,
  pageFilter: Filter,
  sources: AskSources,
  range: { from: string; to: string },
  compareRange: { from: string; to: string } | undefined,
  notes: AnswerNote[],
): Promise<AskResult> {
  const others = query.filters.filter((filter) => filter !== pageFilter);
  const wanted = (key: string) =>
    (pageFilter.values ?? []).some((value) => storedMatches("page", value, key)) !==
    (pageFilter.operator === "notEquals");
  const figures = async (period: { from: string; to: string }) => {
    const { report } = await filteredReport(sources, period, others, ["page"]);
    const sum = emptyCounts();
    const rows = rowsOf(report, "page").filter((row) => row.key !== OTHER && wanted(row.key));
    for (const row of rows) addInto(sum, row.counts);
    if (rows.length > 1 && query.measures.includes("visitors")) notes.push("visitorsSummedOverPages");
    return [query.measures.map((measure) => measureOf(measure, sum))];
  };
  const rows = await figures(range);
  return {
    columns: query.measures.map((name) => ({ name, kind: kindOf(name) })),
    rows,
    ...(compareRange ? { compared: await figures(compareRange) } : {}),
    dateRange: [range.from, range.to],
    notes: [...new Set(notes)],
    insights: [],
    // The dashboard shows a page's own figures in its pages table, beside the whole visits of the period.
    view: { page: "analytics", search: dashboardQuery({ choice: "custom", ...range }, {}), exact: false },
  };
}

function daysIn({ from, to }: { from: string; to: string }): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/** The figures of a report as the query asks, with the visits and demo requests behind each row (`bases`). */
function shapeStatistics(query: AskQuery, report: AnalyticsReport, granularity: Grain | undefined) {
  const measureColumns: ResultColumn[] = query.measures.map((name) => ({ name, kind: kindOf(name) }));
  const basisOf = (counts: Counts): Basis => ({ visitors: counts.visitors, conversions: counts.conversions });
  const values = (counts: Counts) => query.measures.map((measure) => measureOf(measure, counts));
  const dimension = query.dimensions[0];
  if (dimension) {
    const merged = new Map<string, Counts>();
    for (const row of rowsOf(report, dimension)) {
      const sum = merged.get(row.label) ?? emptyCounts();
      addInto(sum, row.counts);
      merged.set(row.label, sum);
    }
    let rows: Cell[][] = [...merged].map(([label, counts]) => [label === OTHER ? null : label, ...values(counts)]);
    const others = rows.some((row) => row[0] === null);
    rows = ordered(rows, query, 1);
    const bases = rows.map((row) => basisOf(merged.get(row[0] === null ? OTHER : String(row[0]))!));
    return { columns: [{ name: dimension, kind: "label" as const }, ...measureColumns], rows, others, bases };
  }
  if (granularity === "hour") {
    const rows: Cell[][] = (report.perHour ?? []).map((hour) => [hour.hour, ...values({ ...hour, formVisitors: 0 })]);
    return {
      columns: [{ name: "time" as const, kind: "period" as const }, ...measureColumns],
      rows,
      others: false,
      bases: [] as Basis[],
    };
  }
  if (granularity) {
    const buckets = new Map<string, Counts>();
    for (const day of report.perDay) {
      const key = periodOf(day.day, granularity);
      const sum = buckets.get(key) ?? emptyCounts();
      addInto(sum, { ...day, formVisitors: 0 });
      buckets.set(key, sum);
    }
    // A period begun before the range (the week of its first day) is named by the range's first day.
    const first = report.perDay[0]?.day;
    const rows: Cell[][] = [...buckets].map(([period, counts]) => [
      first && period < first ? first : period,
      ...values(counts),
    ]);
    return {
      columns: [{ name: "time" as const, kind: "period" as const }, ...measureColumns],
      rows: query.order ? ordered(rows, query, 1) : rows,
      others: false,
      bases: [] as Basis[],
    };
  }
  return { columns: measureColumns, rows: [values(report.totals)], others: false, bases: [basisOf(report.totals)] };
}

/** The period a day falls in, named as its first day (a week: its Monday; a quarter: its first month's 1st). */
export function periodOf(day: string, grain: Grain): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  switch (grain) {
    case "week": {
      const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
      return addDays(day, -weekday);
    }
    case "month":
      return `${day.slice(0, 7)}-01`;
    case "quarter":
      return `${year}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, "0")}-01`;
    case "year":
      return `${year}-01-01`;
    default:
      return day;
  }
}

/** Rows ordered as the query says (the first measure, its column after the labels), "all others" last, limited. */
function ordered(rows: Cell[][], query: AskQuery, firstMeasureColumn: number): Cell[][] {
  const [member, direction] = query.order?.[0] ?? [query.measures[0]!, "desc"];
  const column = Math.max(firstMeasureColumn, firstMeasureColumn + query.measures.indexOf(member as Measure));
  const sign = direction === "asc" ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    if (a[0] === null) return 1;
    if (b[0] === null) return -1;
    return sign * (Number(a[column]) - Number(b[column])) || String(a[0]).localeCompare(String(b[0]));
  });
  return query.limit ? sorted.filter((row) => row[0] !== null).slice(0, query.limit) : sorted;
}

// ---------------------------------------------------------------------------------------------------------------
// Leads

const leadColumnOf: Partial<Record<Dimension, LeadTallyBy>> = {
  status: "status",
  owner: "owner",
  language: "language",
};

async function runLeads(query: AskQuery, sources: AskSources): Promise<AskResult> {
  const time = query.timeDimensions[0];
  const range = time?.dateRange;
  const filter = {
    ...(range ? { from: instantOf(range[0]), to: instantOf(addDays(range[1], 1)) } : {}),
    ...leadFilters(query.filters, sources),
  };
  const by = query.dimensions.flatMap((dimension) => leadColumnOf[dimension] ?? []);
  const label = (name: LeadTallyBy, value: string | null | undefined): Cell =>
    name === "owner"
      ? value
        ? (sources.operators.find((o) => o.id === value)?.name ?? value)
        : null
      : (value ?? null);
  const tally = async (filterOf: typeof filter) => {
    const rows = await tallyLeads(sources.sql, filterOf, by);
    return rows.map((row) => [...by.map((name) => label(name, row.values[name])), row.leads]);
  };
  let rows = await tally(filter);
  if (by.length) rows = ordered(rows, query, by.length);
  else if (!rows.length) rows = [[0]];
  const compared = time?.compareDateRange
    ? await tally({
        ...filter,
        from: instantOf(time.compareDateRange[0]),
        to: instantOf(addDays(time.compareDateRange[1], 1)),
      })
    : undefined;
  const view = inboxQuery(query, sources);
  return {
    columns: [...query.dimensions.map((name) => ({ name, kind: "label" as const })), { name: "leads", kind: "count" }],
    rows,
    ...(compared ? { compared } : {}),
    ...(range ? { dateRange: range } : {}),
    notes: [],
    insights: await unownedInsight(sources),
    ...(view === undefined ? {} : { view: { page: "leads", search: view, exact: true } }),
  };
}

/** New leads that have waited more than two days for an owner: said beside every answer about leads. */
async function unownedInsight(sources: AskSources): Promise<Insight[]> {
  const waited = new Date(sources.timing.now.getTime() - UNOWNED_AFTER_DAYS * 86_400_000);
  const [row] = await tallyLeads(sources.sql, { to: waited, statuses: ["new"], owners: [null] }, []);
  const leads = row?.leads ?? 0;
  return leads ? [{ kind: "unowned", leads, days: UNOWNED_AFTER_DAYS }] : [];
}

/**
 * The inbox's address for the same leads, when the inbox can show them: all time, one status at most, and one
 * owner (you, nobody, a colleague) at most. The inbox has no period, language or breakdown.
 */
function inboxQuery(query: AskQuery, sources: AskSources): string | undefined {
  if (query.timeDimensions.length || query.dimensions.length) return undefined;
  const view: { status?: string; owner?: string } = {};
  for (const filter of query.filters) {
    const values = filter.values ?? [];
    if (filter.member === "status" && filter.operator === "equals" && values.length === 1) view.status = values[0];
    else if (filter.member === "owner" && filter.operator === "notSet") view.owner = "none";
    else if (filter.member === "owner" && filter.operator === "equals" && values.length === 1) {
      view.owner = values[0] === "me" ? "mine" : sources.operators.find((operator) => operator.email === values[0])?.id;
      if (!view.owner) return undefined;
    } else return undefined;
  }
  // The inbox's own order of its parameters: status, then owner.
  return new URLSearchParams([
    ...(view.status ? [["status", view.status]] : []),
    ...(view.owner ? [["owner", view.owner]] : []),
  ]).toString();
}

function instantOf(day: string): Date {
  return new Date(dayStartMinute(day) * 60_000);
}

function leadFilters(filters: readonly Filter[], sources: AskSources) {
  const result: { statuses?: LeadStatus[]; owners?: (string | null)[]; languages?: string[] } = {};
  for (const filter of filters) {
    // "Not closed" is every other status; "not English" every other language; "not mine" everyone else's.
    const named = filter.values ?? [];
    const keep = filter.operator === "equals";
    if (filter.member === "status") result.statuses = leadStatuses.filter((status) => named.includes(status) === keep);
    if (filter.member === "language") result.languages = ["en", "de"].filter((lang) => named.includes(lang) === keep);
    if (filter.member === "owner") result.owners = ownersOf(filter, sources);
  }
  return result;
}

function ownersOf(filter: Filter, sources: AskSources): (string | null)[] {
  const everyone = sources.operators.map((operator) => operator.id);
  if (filter.operator === "notSet") return [null];
  if (filter.operator === "set") return everyone;
  const named = (filter.values ?? []).map((value) =>
    value === "me" ? sources.askerId : (sources.operators.find((o) => o.email === value)?.id ?? value),
  );
  return filter.operator === "equals" ? named : [...everyone.filter((id) => !named.includes(id)), null];
}
