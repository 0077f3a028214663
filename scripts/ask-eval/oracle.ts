/**
 * The numbers an answer must show, computed with plain SQL over the fixture's tables (issue 45): written apart
 * from the dashboard's report functions and from the Ask engine, so an answer's figures are checked against
 * something that shares neither's code. It covers the plain shapes: totals of visitors, page views, demo requests,
 * the conversion rate and leads over a date range, filtered by the visit's facets or the lead's status, owner and
 * language, and a breakdown by language, device, status or owner (or by source, entry page or page, whose rows
 * must add up to the total, however the engine groups them). Anything else it declines (`undefined`).
 *
 * Where the numbers live: a closed day's visits in its rollups (`analytics_daily` for the day as a whole,
 * `analytics_visits` for its visits by facet); a day not rolled up yet (today) in its raw events, whose visitor
 * ids still join a visitor's views, each visitor counted under the facets of their first view of the day; leads
 * in `contact_requests`.
 */
import type { AskQuery, Dimension, Filter, Measure } from "#app/lib/ask/query.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";
import { berlinDayStart, berlinDayStartMinute, shiftDays } from "./dates.ts";

/**
 * Source values that stand for several referring hosts; any other value is a host itself. The questions'
 * expected filters use these display names (see questions.ts).
 */
export const sourceGroups: Record<string, { hosts?: string[]; prefix?: string }> = {
  linkedin: { hosts: ["linkedin.com", "lnkd.in"] },
  google: { prefix: "google." },
  bing: { hosts: ["bing.com"] },
  xing: { hosts: ["xing.com"] },
  direct: { hosts: [""] },
};

const deviceCodes: Record<string, number> = { desktop: 1, phone: 2, tablet: 3 };

export type OracleContext = {
  sql: Sql;
  today: string;
  /** The operator who asks: `owner = me`. */
  askerId: string;
  /** Operators by e-mail address: an owner named in a filter. */
  operatorIds: ReadonlyMap<string, string>;
};

export type OracleRow = { label: string; value: number; optional?: boolean };

export type OracleAnswer =
  /** No dimension: one figure per measure. */
  | { kind: "totals"; values: Partial<Record<Measure, number>> }
  /** One row per value of the dimension; the engine's rows must show the same figures (`optional`: may be left out). */
  | { kind: "rows"; dimension: Dimension; measure: Measure; rows: OracleRow[] }
  /** A breakdown whose grouping is the engine's to choose: its rows must add up to this. */
  | { kind: "sum"; dimension: Dimension; measure: Measure; total: number };

const visitMeasures: readonly Measure[] = ["visitors", "pageViews", "demoRequests", "conversionRate"];
const visitFilters: readonly Dimension[] = ["source", "campaign", "entryPage", "page", "language", "device"];
const leadFilters: readonly Dimension[] = ["status", "owner", "language"];

/** The expected figures of a query, or `undefined` for a shape this oracle does not cover. */
export async function oracleAnswer(query: AskQuery, context: OracleContext): Promise<OracleAnswer | undefined> {
  if (query.limit !== undefined || query.dimensions.length > 1 || query.timeDimensions.length > 1) return undefined;
  const time = query.timeDimensions[0];
  if (time && (time.granularity || time.compareDateRange)) return undefined;
  const range = time?.dateRange;
  // Leads without a date range are all leads there are; visits always need one.
  if (query.measures.length > 0 && query.measures.every((measure) => measure === "leads"))
    return leadAnswer(query, context, range);
  if (!range || !query.measures.every((measure) => visitMeasures.includes(measure))) return undefined;
  return visitAnswer(query, context, range);
}

// ----- Leads -----

const leadValues: Partial<Record<Dimension, (context: OracleContext) => OracleRow[]>> = {
  status: () => ["new", "contacted", "qualified", "closed"].map((label) => ({ label, value: 0 })),
  language: () => ["en", "de"].map((label) => ({ label, value: 0 })),
  owner: (context) => [
    ...[...context.operatorIds.keys()].map((label) => ({ label, value: 0 })),
    { label: "", value: 0, optional: true },
  ],
};

async function leadAnswer(
  query: AskQuery,
  context: OracleContext,
  range: [string, string] | undefined,
): Promise<OracleAnswer | undefined> {
  if (!query.filters.every((filter) => leadFilters.includes(filter.member))) return undefined;
  const dimension = query.dimensions[0];
  if (!dimension) {
    const count = await countLeads(context, range, query.filters);
    return count === undefined ? undefined : { kind: "totals", values: { leads: count } };
  }
  const values = leadValues[dimension]?.(context);
  if (!values) return undefined;
  for (const row of values) {
    const by: Filter =
      dimension === "owner" && row.label === ""
        ? { member: "owner", operator: "notSet" }
        : { member: dimension, operator: "equals", values: [row.label] };
    const count = await countLeads(context, range, [...query.filters, by]);
    if (count === undefined) return undefined;
    row.value = count;
  }
  return { kind: "rows", dimension, measure: "leads", rows: values.filter((row) => row.value > 0) };
}

async function countLeads(
  context: OracleContext,
  range: [string, string] | undefined,
  filters: readonly Filter[],
): Promise<number | undefined> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (range) {
    where.push("received_at >= ? AND received_at < ?");
    params.push(berlinDayStart(range[0]), berlinDayStart(shiftDays(range[1], 1)));
  }
  for (const filter of filters) {
    const clause = leadClause(filter, context);
    if (!clause) return undefined;
    where.push(clause.text);
    params.push(...clause.params);
  }
  const row = await context.sql.get<{ count: unknown }>(
    `SELECT COUNT(*) AS count FROM contact_requests${where.length ? ` WHERE ${where.join(" AND ")}` : ""}`,
    params,
  );
  return Number(row?.count ?? 0);
}

function leadClause(filter: Filter, context: OracleContext): { text: string; params: unknown[] } | undefined {
  const values = filter.values ?? [];
  const marks = values.map(() => "?").join(", ");
  const negate = filter.operator === "notEquals";
  switch (filter.member) {
    case "status":
    case "language": {
      if (filter.operator === "set" || filter.operator === "notSet") return undefined;
      const column = filter.member === "status" ? "status" : "locale";
      return { text: `${column} ${negate ? "NOT IN" : "IN"} (${marks})`, params: values.map((v) => v.toLowerCase()) };
    }
    case "owner": {
      if (filter.operator === "set") return { text: "owner_id IS NOT NULL", params: [] };
      if (filter.operator === "notSet") return { text: "owner_id IS NULL", params: [] };
      // Whether "not Ben's" includes the leads nobody owns is the engine's call: not checked here.
      if (negate) return undefined;
      const ids = values.map((value) =>
        value.toLowerCase() === "me" ? context.askerId : context.operatorIds.get(value.toLowerCase()),
      );
      if (ids.some((id) => id === undefined)) return undefined;
      return { text: `owner_id IN (${marks})`, params: ids };
    }
    default:
      return undefined;
  }
}

// ----- Visits -----

type VisitFigures = { visitors: number; pageViews: number; demoRequests: number };

const visitValues: Partial<Record<Dimension, string[]>> = {
  language: ["en", "de"],
  device: ["desktop", "phone", "tablet"],
};
/** Breakdowns whose rows add up to the total of these measures (every visit has one source, one entry page). */
const additive: Partial<Record<Dimension, readonly Measure[]>> = {
  source: ["visitors", "pageViews", "demoRequests"],
  entryPage: ["visitors", "pageViews", "demoRequests"],
  page: ["pageViews"],
};

async function visitAnswer(
  query: AskQuery,
  context: OracleContext,
  range: [string, string],
): Promise<OracleAnswer | undefined> {
  if (!query.filters.every((filter) => visitFilters.includes(filter.member))) return undefined;
  const dimension = query.dimensions[0];
  const measure = query.measures[0]!;
  if (!dimension) {
    const figures = await visitFigures(context, range, query.filters);
    if (!figures) return undefined;
    return { kind: "totals", values: Object.fromEntries(query.measures.map((each) => [each, pick(figures, each)])) };
  }
  if (query.measures.length !== 1) return undefined;
  const labels = visitValues[dimension];
  if (labels) {
    const rows: OracleRow[] = [];
    for (const label of labels) {
      const figures = await visitFigures(context, range, [
        ...query.filters,
        { member: dimension, operator: "equals", values: [label] },
      ]);
      if (!figures) return undefined;
      rows.push({ label, value: pick(figures, measure) });
    }
    return { kind: "rows", dimension, measure, rows: rows.filter((row) => row.value > 0) };
  }
  if (!additive[dimension]?.includes(measure)) return undefined;
  // A page breakdown's rows are pages viewed: their views add up to all views (of the visits that pass).
  const figures = await visitFigures(context, range, query.filters);
  return figures && { kind: "sum", dimension, measure, total: pick(figures, measure) };
}

function pick(figures: VisitFigures, measure: Measure): number {
  if (measure === "conversionRate") return figures.visitors === 0 ? 0 : figures.demoRequests / figures.visitors;
  return figures[measure as keyof VisitFigures];
}

/** The figures of [from, to]: rolled-up days from the rollups, the others (today) from their raw events. */
async function visitFigures(
  context: OracleContext,
  [from, to]: [string, string],
  filters: readonly Filter[],
): Promise<VisitFigures | undefined> {
  const pageFilter = filters.filter((filter) => filter.member === "page");
  // Visitors of one page: those of two pages would count a visitor who viewed both twice.
  if (pageFilter.length > 1 || pageFilter.some((filter) => filter.operator !== "equals" || filter.values.length !== 1))
    return undefined;
  const last = to < context.today ? to : context.today;
  if (from > last) return { visitors: 0, pageViews: 0, demoRequests: 0 };
  const rolled = new Set(
    (
      await context.sql.all<{ day: string }>("SELECT day FROM analytics_rolled_days WHERE day >= ? AND day <= ?", [
        from,
        last,
      ])
    ).map((row) => row.day),
  );
  const total = await rolledFigures(context.sql, from, last, filters);
  if (!total) return undefined;
  for (let day = from; day <= last; day = shiftDays(day, 1)) {
    if (rolled.has(day)) continue;
    const raw = await rawFigures(context.sql, day, filters);
    if (!raw) return undefined;
    total.visitors += raw.visitors;
    total.pageViews += raw.pageViews;
    total.demoRequests += raw.demoRequests;
  }
  return total;
}

type Clause = { text: string; params: unknown[] };

/** A condition on a visit's facet, over the rollups' columns (`rolled`) or a first view's raw columns. */
function facetClause(filter: Filter, rolled: boolean): Clause | undefined {
  if (filter.operator === "set" || filter.operator === "notSet") return undefined;
  const alternatives: Clause[] = [];
  for (const raw of filter.values ?? []) {
    const value = raw.toLowerCase();
    const clause = valueClause(filter.member, value, raw, rolled);
    if (!clause) return undefined;
    alternatives.push(clause);
  }
  const text = `(${alternatives.map((clause) => clause.text).join(" OR ")})`;
  return {
    text: filter.operator === "notEquals" ? `NOT ${text}` : text,
    params: alternatives.flatMap((clause) => clause.params),
  };
}

function valueClause(member: Dimension, value: string, raw: string, rolled: boolean): Clause | undefined {
  switch (member) {
    case "source": {
      const group = sourceGroups[value];
      const column = rolled ? "source" : "COALESCE(referrer, '')";
      if (group?.prefix) return { text: `${column} LIKE ?`, params: [`${group.prefix}%`] };
      const hosts = group?.hosts ?? [value];
      return { text: `${column} IN (${hosts.map(() => "?").join(", ")})`, params: hosts };
    }
    case "language":
      return { text: "lang = ?", params: [value] };
    case "device": {
      if (deviceCodes[value] === undefined) return undefined;
      return rolled
        ? { text: "device LIKE ?", params: [`${value} %`] }
        : { text: "device = ?", params: [deviceCodes[value]] };
    }
    case "campaign":
      // The rollups keep a campaign as JSON of [utm source, medium, campaign]; the question names the campaign.
      return rolled
        ? { text: "campaign LIKE ?", params: [`%,${JSON.stringify(raw)}]`] }
        : { text: "utm_campaign = ?", params: [raw] };
    case "entryPage":
      return rolled
        ? { text: "entry IN (?, ?)", params: [`${raw} en`, `${raw} de`] }
        : { text: "page = ?", params: [raw] };
    default:
      return undefined;
  }
}

async function rolledFigures(
  sql: Sql,
  from: string,
  to: string,
  filters: readonly Filter[],
): Promise<VisitFigures | undefined> {
  const page = filters.find((filter) => filter.member === "page");
  const facets = filters.filter((filter) => filter.member !== "page");
  if (!page && facets.length === 0) {
    const row = await sql.get<Record<string, unknown>>(
      `SELECT SUM(visitors) AS visitors, SUM(views) AS views, SUM(conversions) AS conversions
       FROM analytics_daily WHERE dim = 'all' AND value = '' AND day >= ? AND day <= ?`,
      [from, to],
    );
    return figuresOf(row, "views");
  }
  const where = ["day >= ?", "day <= ?"];
  const params: unknown[] = [from, to];
  if (page) {
    // The visits that viewed the page: their row of that page, its views the page's views.
    where.push(`page IN (${page.values!.map(() => "?, ?").join(", ")})`);
    params.push(...page.values!.flatMap((value) => [`${value} en`, `${value} de`]));
  } else where.push("page = ''");
  for (const filter of facets) {
    const clause = facetClause(filter, true);
    if (!clause) return undefined;
    where.push(clause.text);
    params.push(...clause.params);
  }
  const row = await sql.get<Record<string, unknown>>(
    `SELECT SUM(visitors) AS visitors, SUM(${page ? "page_views" : "views"}) AS views, SUM(conversions) AS conversions
     FROM analytics_visits WHERE ${where.join(" AND ")}`,
    params,
  );
  return figuresOf(row, "views");
}

function figuresOf(row: Record<string, unknown> | undefined, views: string): VisitFigures {
  return {
    visitors: Number(row?.visitors ?? 0),
    pageViews: Number(row?.[views] ?? 0),
    demoRequests: Number(row?.conversions ?? 0),
  };
}

/**
 * A day without a rollup, from its raw events: each visitor's first view of the day decides their facets; their
 * views and demo requests that day count with them. Events without a visitor id (crawlers, opted-out views) are
 * no visit's; an unfiltered day counts its views and demo requests all the same, as the day's totals do.
 */
async function rawFigures(sql: Sql, day: string, filters: readonly Filter[]): Promise<VisitFigures | undefined> {
  const bounds = [berlinDayStartMinute(day), berlinDayStartMinute(shiftDays(day, 1))];
  const page = filters.find((filter) => filter.member === "page");
  const facets = filters.filter((filter) => filter.member !== "page");
  if (!page && facets.length === 0) {
    const row = await sql.get<Record<string, unknown>>(
      `SELECT COUNT(DISTINCT CASE WHEN kind = 0 THEN visitor END) AS visitors,
              SUM(CASE WHEN kind = 0 THEN 1 ELSE 0 END) AS views,
              SUM(CASE WHEN kind = 2 THEN 1 ELSE 0 END) AS conversions
       FROM analytics_events WHERE minute >= ? AND minute < ?`,
      bounds,
    );
    return figuresOf(row, "views");
  }
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const filter of facets) {
    const clause = facetClause(filter, false);
    if (!clause) return undefined;
    conditions.push(clause.text);
    params.push(...clause.params);
  }
  const pages = page?.values ?? [];
  const viewed = page ? `AND page IN (${pages.map(() => "?").join(", ")})` : "";
  const row = await sql.get<Record<string, unknown>>(
    `WITH views AS (
       SELECT id, minute, page, lang, referrer, utm_campaign, device, visitor FROM analytics_events
       WHERE kind = 0 AND visitor IS NOT NULL AND minute >= ? AND minute < ?
     ), firsts AS (
       SELECT v.* FROM views v WHERE NOT EXISTS (
         SELECT 1 FROM views w WHERE w.visitor = v.visitor AND (w.minute < v.minute OR (w.minute = v.minute AND w.id < v.id)))
     ), passing AS (
       SELECT visitor FROM firsts${conditions.length ? ` WHERE ${conditions.join(" AND ")}` : ""}
     ), counted AS (
       SELECT DISTINCT visitor FROM views WHERE visitor IN (SELECT visitor FROM passing) ${viewed}
     )
     SELECT (SELECT COUNT(*) FROM counted) AS visitors,
            (SELECT COUNT(*) FROM views WHERE visitor IN (SELECT visitor FROM counted) ${viewed}) AS views,
            (SELECT COUNT(*) FROM analytics_events WHERE kind = 2 AND minute >= ? AND minute < ?
               AND visitor IN (SELECT visitor FROM counted)) AS conversions`,
    [...bounds, ...params, ...pages, ...pages, ...bounds],
  );
  return figuresOf(row, "views");
}
