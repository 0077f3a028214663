/**
 * Reading the statistics: the rollup job that sums up each closed day once,
 * the retention that deletes what is older than promised, and the report of
 * a date range the dashboard shows (rollups for closed days, raw events only
 * for days not rolled up yet, i.e. today).
 */
import {
  addDays,
  berlinDay,
  dayMinutes,
  daysBetween,
  minuteOf,
  monthsBefore,
  ROLLUP_RETENTION_MONTHS,
} from "#app/lib/analytics/days.ts";
import {
  clearVisitorsBefore,
  deleteAnalyticsBefore,
  deleteSaltsBefore,
  eachEvent,
  eventPage,
  rolledDays,
  rollupRowsOf,
  rollupSums,
  rollupTotals,
  startOfMinute,
  storeRollup,
  passes,
  recentViews,
  visitSums,
  type EventCursor,
  type SummedRow,
  type VisitFilters,
} from "#app/lib/analytics/store.server.ts";
import {
  addCounts,
  DaySummary,
  hourOf,
  OTHER,
  ranked,
  type Counts,
  type DayRow,
  type Dimension,
  type VisitFacet,
  type VisitRow,
  visitFacets,
} from "#app/lib/analytics/summary.ts";
import { memoKey, type Sql } from "#app/lib/store/sql.server.ts";

/** Every instance has flushed a day's last events this long after it ended (they flush every 2 s). */
const CLOSE_AFTER_MINUTES = 10;

export type AnalyticsTiming = { now: Date; retentionDays: number };

/** The first day not closed yet: today, or yesterday in the first minutes after midnight (late events may come). */
export function firstOpenDay(now: Date): string {
  const today = berlinDay(now);
  return minuteOf(now) < dayMinutes(today).start + CLOSE_AFTER_MINUTES ? addDays(today, -1) : today;
}

/**
 * Sums up every closed day of the raw events' retention that has no rollup yet. Answers how many it stored, and
 * the first closed day left without a rollup (none: the first open day), before which every day is summed up.
 */
export async function rollUpClosedDays(
  sql: Sql,
  { now, retentionDays }: AnalyticsTiming,
): Promise<{ stored: number; summedUpBefore: string }> {
  const open = firstOpenDay(now);
  const first = addDays(berlinDay(now), -retentionDays);
  const last = addDays(open, -1);
  const done = await rolledDays(sql, first, last);
  let stored = 0;
  for (const day of daysBetween(first, last)) {
    if (done.has(day)) continue;
    const { rows, visits } = await summedUp(sql, day);
    if (await storeRollup(sql, day, rows, visits)) stored += 1;
  }
  return { stored, summedUpBefore: open };
}

/**
 * The job every instance runs every few minutes, with the statistics on or off (what was counted while they were
 * on must go as promised): roll up closed days and clear their events' visitor ids, delete the salts of closed
 * days (a salt lives from its day's first use until the first upkeep 10 minutes after the day ended), raw events
 * past their retention and rollups past 25 months; then, counting, sum up today's settled events, so that the
 * first dashboard after a start does not have to.
 */
export async function maintainAnalytics(sql: Sql, timing: AnalyticsTiming & { counting?: boolean }) {
  const { stored, summedUpBefore } = await rollUpClosedDays(sql, timing);
  const visitorsCleared = await clearVisitorsBefore(sql, dayMinutes(summedUpBefore).start);
  const today = berlinDay(timing.now);
  const salts = await deleteSaltsBefore(sql, firstOpenDay(timing.now));
  const deleted = await deleteAnalyticsBefore(sql, {
    eventsBefore: dayMinutes(addDays(today, -timing.retentionDays)).start,
    rollupsBefore: monthsBefore(today, ROLLUP_RETENTION_MONTHS),
  });
  if (timing.counting !== false) await liveDay(sql, today, timing.now);
  return {
    rolledUp: stored,
    visitorsCleared,
    saltsDeleted: salts,
    eventsDeleted: deleted.events,
    rollupsDeleted: deleted.rollups,
  };
}

/** Rows per table at most, in the report, the dashboard and its CSV; the rest is one "all others" row. */
export const REPORT_ROWS = 1_000;

export type DateRange = { from: string; to: string };

export type Funnel = Counts;
export type PageRow = { page: string; lang: string; views: number; visitors: number };
export type FunnelRow<K> = K & Funnel;

export type DayCounts = { day: string; views: number; visitors: number; conversions: number };
export type HourCounts = { hour: string; views: number; visitors: number; conversions: number };

export type AnalyticsReport = DateRange & {
  /** What the report is filtered by (none: every visit, and the views, crawlers and paths counted apart). */
  filters: VisitFilters;
  totals: Funnel & { optedOutViews: number; botViews: number };
  perDay: DayCounts[];
  /** A single day's hours, Berlin time (unfiltered only: the visit rows keep no time). */
  perHour: HourCounts[] | undefined;
  /**
   * Today (unfiltered) beside the same hours of yesterday and of the same weekday a week before (issue 48): what a
   * day early in its hours is fairly compared with, not the whole of the day before.
   */
  sameHours: SameHours | undefined;
  /** The period of the same length just before, filtered alike: its totals and days, for comparison. */
  previous: (DateRange & { totals: Funnel; perDay: DayCounts[] }) | undefined;
  pages: PageRow[];
  entries: FunnelRow<{ page: string; lang: string }>[];
  languages: FunnelRow<{ lang: string }>[];
  sources: FunnelRow<{ source: string }>[];
  campaigns: FunnelRow<{ source: string; medium: string; campaign: string }>[];
  devices: FunnelRow<{ device: string; browser: string }>[];
  notFound: { path: string; lang: string; views: number }[];
};

/** A day until the time of day it is now: yesterday's, or the same weekday's a week before. */
export type DayUntil = Funnel & {
  day: string;
  /** Its visitors estimated from its page views (a day summed up before its arrivals were kept, issue 48). */
  estimated: boolean;
};

/** "Until" is Berlin time ("10:37"); `hours` are yesterday's visitors per hour, for the chart of today's. */
export type SameHours = { until: string; yesterday: DayUntil; weekAgo: DayUntil; hours: number[] };

export type ReportOptions = {
  filters?: VisitFilters;
  compare?: boolean;
  /**
   * Only these tables besides the totals of the funnel and the days (Ask's answers: a breakdown needs one, a
   * figure or a chart over months none, `[]`): the others stay empty (the hours are `hour`, the crawler and
   * opted-out views `bots` and `opted-out`), and the store sums up only these per value, the read that grows with
   * the range.
   */
  tables?: readonly Dimension[];
  /**
   * Pages counted under another name that are one page now, by `"<page> <lang>"`: a blog post's old addresses
   * (and its id) to its current one (`blogPost:old de` → `blogPost:new`), so that its views keep to it across a
   * change of its address (issue 48). Their rows in the pages and entries tables are summed into one.
   */
  pageAliases?: ReadonlyMap<string, string>;
};

const zero: Counts = { views: 0, visitors: 0, formVisitors: 0, conversions: 0 };

/**
 * Events this many minutes old are settled: every instance has flushed them (every 2 s) even with its clock a
 * little off. What is older than that is summed up once and kept; the rest is read again on every report.
 */
const SETTLED_AFTER_MINUTES = 5;

/**
 * Events of the last minutes read on a request at most: under a flood the newest wait until they settle, and a
 * request's work stays bounded.
 */
const TAIL_EVENTS = 20_000;

/** Settled events summed up per statement. */
const SUMMED_AT_ONCE = 5_000;

type LiveDay = { summary: DaySummary; read: EventCursor; turn: Promise<unknown> };
/**
 * Per store, the days not rolled up yet (today; yesterday for its first ten minutes), summed up so far; for the
 * reads of its transactions (Ask's read-only ones) apart, but once for all of them, not once per transaction.
 */
const liveDays = new WeakMap<object, Map<string, LiveDay>>();

/**
 * The rows of a day without a rollup. Its settled events are summed up once (and kept, per store, in this
 * process, bounded as every day's summary is); each call reads only the events since then, a page at a time,
 * and at most `TAIL_EVENTS` of the last minutes. Calls take turns, so no event is counted twice.
 */
export async function liveRows(sql: Sql, day: string, now: Date): Promise<DayRow[]> {
  return (await liveDay(sql, day, now)).rows;
}

type DayRead = { rows: DayRow[]; visits: VisitRow[] };

/** With `visits`, the day's visit rows that pass those filters as well. */
async function liveDay(sql: Sql, day: string, now: Date, visits: VisitFilters | false = false): Promise<DayRead> {
  let days = liveDays.get(memoKey(sql));
  if (!days) liveDays.set(memoKey(sql), (days = new Map()));
  let live = days.get(day);
  if (!live) {
    // Keep today and yesterday at most.
    for (const kept of [...days.keys()].sort().slice(0, -1)) days.delete(kept);
    live = { summary: new DaySummary(day), read: startOfMinute(dayMinutes(day).start), turn: Promise.resolve() };
    days.set(day, live);
  }
  const current = live;
  const result = current.turn.then(async () => {
    const { end } = dayMinutes(day);
    const settled = Math.min(end, minuteOf(now) - SETTLED_AFTER_MINUTES);
    // A page at a time, the place read kept with what was added: a read cut short (a transaction's time limit)
    // leaves no event to be counted twice by the next.
    while (settled > current.read.minute) {
      const { events, next } = await eventPage(sql, current.read, settled, SUMMED_AT_ONCE);
      for (const event of events) current.summary.add(event);
      current.read = events.length < SUMMED_AT_ONCE ? startOfMinute(settled) : next;
    }
    const tail = await eventPage(sql, current.read, end, TAIL_EVENTS);
    return current.summary.read(tail.events, visits);
  });
  current.turn = result.catch(() => {});
  return result;
}

/** A day's rows from its raw events, read a page at a time. */
async function summedUp(sql: Sql, day: string, visits: VisitFilters | false = {}): Promise<DayRead> {
  const { start, end } = dayMinutes(day);
  const summary = new DaySummary(day);
  await eachEvent(sql, startOfMinute(start), end, (event) => summary.add(event));
  return summary.read([], visits);
}

/** The days of the range that have no rollup (today, mostly) summed up from their raw events, bounded each. */
async function unrolledRows(
  sql: Sql,
  { from, to }: DateRange,
  { now, retentionDays }: AnalyticsTiming,
  only: VisitFilters | false = false,
): Promise<DayRead> {
  const today = berlinDay(now);
  const rolled = await rolledDays(sql, from, to);
  const oldestRaw = addDays(today, -retentionDays);
  const read: DayRead = { rows: [], visits: [] };
  for (const day of daysBetween(from, to < today ? to : today)) {
    if (rolled.has(day) || day < oldestRaw) continue;
    const { rows, visits } =
      day >= addDays(today, -1) ? await liveDay(sql, day, now, only) : await summedUp(sql, day, only);
    // One day's rows are bounded (decision 0018); still, no spread: an argument per row has a ceiling.
    for (const row of rows) read.rows.push(row);
    for (const visit of visits) read.visits.push(visit);
  }
  return read;
}

/** The sums per dimension and value: the store's, at most `REPORT_ROWS` + 1 per dimension, and the unrolled days'. */
function sumsOf(stored: readonly SummedRow[], unrolled: readonly DayRow[]): Map<Dimension, Map<string, Counts>> {
  const sums = new Map<Dimension, Map<string, Counts>>();
  for (const { dim, value, ...counts } of [...stored, ...unrolled]) {
    let byValue = sums.get(dim);
    if (!byValue) sums.set(dim, (byValue = new Map()));
    const sum = byValue.get(value) ?? { views: 0, visitors: 0, formVisitors: 0, conversions: 0 };
    addCounts(sum, counts);
    byValue.set(value, sum);
  }
  return sums;
}

/**
 * Most visitors first, then most views; ties in the order of their names, so that a table always reads alike.
 * At most `REPORT_ROWS` rows, then one with everything else, its value `OTHER`.
 */
function table<K>(sums: Map<string, Counts> | undefined, key: (value: string) => K, other: K): FunnelRow<K>[] {
  const rows = [...(sums ?? new Map<string, Counts>())].map(([value, counts]) => ({ value, ...counts }));
  const named = rows.filter((row) => row.value !== OTHER).sort(ranked);
  const rest = [...named.slice(REPORT_ROWS), ...rows.filter((row) => row.value === OTHER)];
  const shown = named.slice(0, REPORT_ROWS).map(({ value, ...counts }) => ({ ...key(value), ...counts }));
  if (rest.length === 0) return shown;
  const sum = { views: 0, visitors: 0, formVisitors: 0, conversions: 0 };
  for (const row of rest) addCounts(sum, row);
  return [...shown, { ...other, ...sum }];
}

const pageAndLang = (value: string) => {
  const [page = "", lang = ""] = value.split(" ");
  return { page, lang };
};

const langOfPath = (path: string) => (path === "/de" || path.startsWith("/de/") ? "de" : "en");

/** Most viewed first, the row of all others last. */
const byViews = <T extends { views: number }>(rows: T[], isOther: (row: T) => boolean) =>
  rows.sort((a, b) => Number(isOther(a)) - Number(isOther(b)) || b.views - a.views);

/** The period of the same length that ends the day before `range` starts. */
export function previousRange({ from, to }: DateRange): DateRange {
  const length = daysBetween(from, to).length;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

const hasFilters = (filters: VisitFilters) => Object.values(filters).some((value) => value !== undefined);

/** Sums per dimension and value of the visit rows that pass the filters (the rows of one page with `page`). */
function sumsOfVisits(visits: readonly VisitRow[], filters: VisitFilters): Map<Dimension, Map<string, Counts>> {
  const sums = new Map<Dimension, Map<string, Counts>>();
  const add = (dim: Dimension, value: string, counts: Counts) => {
    let byValue = sums.get(dim);
    if (!byValue) sums.set(dim, (byValue = new Map()));
    const sum = byValue.get(value) ?? { ...zero };
    addCounts(sum, counts);
    byValue.set(value, sum);
  };
  const visitPage = filters.page ?? "";
  for (const row of visits) {
    if (row.page === visitPage) {
      add("all", "", row);
      for (const facet of visitFacets) if (facet !== "campaign" || row.campaign !== "") add(facet, row[facet], row);
    }
    if (row.page !== "") add("page", row.page, { ...row, views: row.pageViews });
  }
  return sums;
}

type PeriodSums = { sums: Map<Dimension, Map<string, Counts>>; days: DayRow[] };

/** A period's sums and its days' totals: from the rollups and the days not rolled up yet, filtered or not. */
async function periodSums(
  sql: Sql,
  range: DateRange,
  timing: AnalyticsTiming,
  filters: VisitFilters,
  tables?: readonly Dimension[],
): Promise<PeriodSums> {
  const facets = Object.entries(filters).filter(([, value]) => value !== undefined) as [VisitFacet | "page", string][];
  const [only] = facets;
  // No table, one facet (a page's rows count that page's views, not the visits'): the rollups' rows of its value.
  if (tables?.length === 0 && facets.length === 1 && only && only[0] !== "page") {
    const [dim, value] = only;
    const unrolled = await unrolledRows(sql, range, timing);
    const stored = await rollupTotals(sql, range.from, range.to, [dim, value]);
    const live = unrolled.rows.filter((row) => row.dim === dim && row.value === value);
    return { sums: new Map(), days: [...stored, ...live].map((row) => ({ ...row, dim: "all", value: "" })) };
  }
  const unrolled = await unrolledRows(sql, range, timing, hasFilters(filters) && filters);
  if (!hasFilters(filters)) {
    const stored = tables?.length === 0 ? [] : await rollupSums(sql, range.from, range.to, REPORT_ROWS, tables);
    const totals = await rollupTotals(sql, range.from, range.to);
    return {
      sums: sumsOf(stored, unrolled.rows),
      days: [...totals, ...unrolled.rows.filter((row) => row.dim === "all")],
    };
  }
  const stored = await visitSums(sql, range.from, range.to, filters, tables);
  const visits = unrolled.visits.filter((row) => passes(row, filters));
  const sums = sumsOfVisits(visits, filters);
  const days = new Map<string, DayRow>();
  const dayOf = (day: string) => {
    const found = days.get(day) ?? { day, dim: "all" as const, value: "", ...zero };
    days.set(day, found);
    return found;
  };
  for (const row of visits) if (row.page === (filters.page ?? "")) addCounts(dayOf(row.day), row);
  for (const { dim, value, counts } of stored) {
    if (dim === "day") {
      addCounts(dayOf(value), counts);
      continue;
    }
    // Visits without a campaign are in no row of the campaigns.
    if (dim === "campaign" && value === "") continue;
    let byValue = sums.get(dim);
    if (!byValue) sums.set(dim, (byValue = new Map()));
    const sum = byValue.get(value) ?? { ...zero };
    addCounts(sum, counts);
    byValue.set(value, sum);
    // The period's total: the visits, once (from the column every visit has).
    if (dim === "lang") {
      const all = sums.get("all") ?? new Map<string, Counts>();
      sums.set("all", all);
      const total = all.get("") ?? { ...zero };
      addCounts(total, counts);
      all.set("", total);
    }
  }
  return { sums, days: [...days.values()] };
}

/**
 * A page table's rows with each alias's counts added to the page it names now (`"<page> <lang>"` keys). Visitors
 * are summed: one who saw a post under both addresses in the period counts twice, as a visitor of two pages did.
 */
function underCurrentNames(
  byValue: ReadonlyMap<string, Counts>,
  aliases: ReadonlyMap<string, string>,
): Map<string, Counts> {
  const merged = new Map<string, Counts>();
  for (const [value, counts] of byValue) {
    const current = aliases.get(value);
    const key = current === undefined ? value : `${current} ${pageAndLang(value).lang}`;
    const sum = merged.get(key) ?? { ...zero };
    addCounts(sum, counts);
    merged.set(key, sum);
  }
  return merged;
}

function daysOf(range: DateRange, rows: readonly DayRow[]): DayCounts[] {
  const perDay = new Map(
    daysBetween(range.from, range.to).map((day) => [day, { day, views: 0, visitors: 0, conversions: 0 }]),
  );
  for (const row of rows) {
    const day = perDay.get(row.day);
    if (day) Object.assign(day, { views: row.views, visitors: row.visitors, conversions: row.conversions });
  }
  return [...perDay.values()];
}

function totalOf(days: readonly DayRow[]): Counts {
  const total = { ...zero };
  for (const day of days) addCounts(total, day);
  return total;
}

export async function analyticsReport(
  sql: Sql,
  range: DateRange,
  timing: AnalyticsTiming,
  { filters = {}, compare = false, tables, pageAliases }: ReportOptions = {},
): Promise<AnalyticsReport> {
  const { sums, days } = await periodSums(sql, range, timing, filters, tables);
  const get = (dim: Dimension) => {
    const byValue = tables && !tables.includes(dim) ? undefined : sums.get(dim);
    return byValue && pageAliases?.size && (dim === "page" || dim === "entry")
      ? underCurrentNames(byValue, pageAliases)
      : byValue;
  };
  // The days add up to the period's total: the visits of each day, counted on that day.
  const total = tables ? totalOf(days) : (get("all")?.get("") ?? zero);
  let previous: AnalyticsReport["previous"];
  if (compare) {
    const before = previousRange(range);
    const { days: previousDays } = await periodSums(sql, before, timing, filters, []);
    previous = { ...before, totals: totalOf(previousDays), perDay: daysOf(before, previousDays) };
  }
  const today = berlinDay(timing.now);
  const sameHours =
    compare && range.from === today && range.to === today && !hasFilters(filters)
      ? await sameHoursAs(sql, timing)
      : undefined;
  const hours = range.from === range.to && !hasFilters(filters) ? get("hour") : undefined;
  return {
    ...range,
    filters,
    totals: {
      ...total,
      optedOutViews: get("opted-out")?.get("")?.views ?? 0,
      botViews: get("bots")?.get("")?.views ?? 0,
    },
    perDay: daysOf(range, days),
    perHour: hours
      ? Array.from({ length: 24 }, (_, index) => {
          const hour = String(index).padStart(2, "0");
          const counts = hours.get(hour) ?? zero;
          return { hour, views: counts.views, visitors: counts.visitors, conversions: counts.conversions };
        })
      : undefined,
    sameHours,
    previous,
    pages: byViews(
      table(get("page"), pageAndLang, { page: OTHER, lang: "" }).map(({ page, lang, views, visitors }) => ({
        page,
        lang,
        views,
        visitors,
      })),
      (row) => row.page === OTHER,
    ),
    entries: table(get("entry"), pageAndLang, { page: OTHER, lang: "" }),
    languages: table(get("lang"), (lang) => ({ lang }), { lang: OTHER }),
    sources: table(get("source"), (source) => ({ source }), { source: OTHER }),
    campaigns: table(
      get("campaign"),
      (value) => {
        const [source = "", medium = "", campaign = ""] = JSON.parse(value) as string[];
        return { source, medium, campaign };
      },
      { source: OTHER, medium: "", campaign: "" },
    ),
    devices: table(
      get("device"),
      (value) => {
        const [device = "", browser = ""] = value.split(" ");
        return { device, browser };
      },
      { device: OTHER, browser: "" },
    ),
    notFound: byViews(
      table(get("not-found"), (path) => ({ path, lang: langOfPath(path) }), { path: OTHER, lang: "" }).map(
        ({ path, lang, views }) => ({ path, lang, views }),
      ),
      (row) => row.path === OTHER,
    ),
  };
}

/**
 * Today so far beside the same hours of yesterday and of a week before: each day's hours before this one, and of
 * this hour the share of its minutes gone by (10:37: hours 00–09 and 37/60 of hour 10), from the hours' rows (page
 * views, demo requests) and the arrivals' (visitors, by the hour of their first view). The rows of a closed day
 * come from its rollup, of a day not rolled up yet from its events.
 */
async function sameHoursAs(sql: Sql, timing: AnalyticsTiming): Promise<SameHours> {
  const now = minuteOf(timing.now);
  const hour = hourOf(now);
  const share = (now % 60) / 60;
  const rowsOf = async (day: string) => {
    const dims: Dimension[] = ["all", "hour", "arrival"];
    const rolled = await rolledDays(sql, day, day);
    if (rolled.has(day)) return rollupRowsOf(sql, day, dims);
    const { rows } = await unrolledRows(sql, { from: day, to: day }, timing);
    return rows.filter((row) => dims.includes(row.dim));
  };
  const until = (rows: readonly DayRow[], day: string): DayUntil => {
    const sum = { ...zero };
    const add = (row: DayRow, field: keyof Counts) => {
      const weight = row.value < hour ? 1 : row.value === hour ? share : 0;
      sum[field] += row[field] * weight;
    };
    const arrivals = rows.filter((row) => row.dim === "arrival");
    for (const row of rows) {
      if (row.dim === "hour") (["views", "conversions"] as const).forEach((field) => add(row, field));
      if (row.dim === "arrival") add(row, "visitors");
    }
    const all = rows.find((row) => row.dim === "all");
    // A day summed up before arrivals were kept: its visitors in the share its page views so far had of the day's.
    const estimated = arrivals.length === 0 && (all?.visitors ?? 0) > 0;
    if (estimated && all) sum.visitors = all.views === 0 ? 0 : (all.visitors * sum.views) / all.views;
    return {
      day,
      views: Math.round(sum.views),
      visitors: Math.round(sum.visitors),
      formVisitors: 0,
      conversions: Math.round(sum.conversions),
      estimated,
    };
  };
  const today = berlinDay(timing.now);
  const yesterday = await rowsOf(addDays(today, -1));
  const weekAgo = await rowsOf(addDays(today, -7));
  const hours = Array.from({ length: 24 }, (_, index) => {
    const value = String(index).padStart(2, "0");
    return yesterday.find((row) => row.dim === "hour" && row.value === value)?.visitors ?? 0;
  });
  return {
    until: `${hour}:${String(now % 60).padStart(2, "0")}`,
    yesterday: until(yesterday, addDays(today, -1)),
    weekAgo: until(weekAgo, addDays(today, -7)),
    hours,
  };
}

/** Who is on the site now: visitors with a view in the last `minutes`, and the pages they viewed, most first. */
export async function visitorsNow(sql: Sql, now: Date, minutes = 30) {
  const views = await recentViews(sql, minuteOf(now) - minutes + 1, 20_000);
  const everyone = new Set<string>();
  const pages = new Map<string, Set<string>>();
  for (const { page, lang, visitor } of views) {
    if (!visitor) continue;
    const id = Buffer.from(visitor).toString("hex");
    everyone.add(id);
    const key = `${page ?? ""} ${lang ?? ""}`;
    pages.set(key, (pages.get(key) ?? new Set()).add(id));
  }
  return {
    minutes,
    visitors: everyone.size,
    pages: [...pages]
      .map(([key, seen]) => ({ ...pageAndLang(key), visitors: seen.size }))
      .sort((a, b) => b.visitors - a.visitors || (a.page < b.page ? -1 : 1))
      .slice(0, 10),
  };
}
