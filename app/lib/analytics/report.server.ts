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
  deleteAnalyticsBefore,
  deleteSaltsBefore,
  eachEvent,
  eventPage,
  rolledDays,
  rollupSums,
  rollupTotals,
  startOfMinute,
  storeRollup,
  type EventCursor,
  type SummedRow,
} from "#app/lib/analytics/store.server.ts";
import {
  addCounts,
  DaySummary,
  OTHER,
  ranked,
  type Counts,
  type DayRow,
  type Dimension,
} from "#app/lib/analytics/summary.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

/** Every instance has flushed a day's last events this long after it ended (they flush every 2 s). */
const CLOSE_AFTER_MINUTES = 10;

export type AnalyticsTiming = { now: Date; retentionDays: number };

/** Sums up every closed day of the raw events' retention that has no rollup yet. Answers how many it stored. */
export async function rollUpClosedDays(sql: Sql, { now, retentionDays }: AnalyticsTiming): Promise<number> {
  const today = berlinDay(now);
  const first = addDays(today, -retentionDays);
  const last = addDays(today, -1);
  const done = await rolledDays(sql, first, last);
  let stored = 0;
  for (const day of daysBetween(first, last)) {
    if (done.has(day)) continue;
    if (minuteOf(now) < dayMinutes(day).end + CLOSE_AFTER_MINUTES) continue;
    if (await storeRollup(sql, day, await summedUp(sql, day))) stored += 1;
  }
  return stored;
}

/**
 * The job every instance runs every few minutes: roll up closed days, delete salts older than yesterday's
 * (a salt lives at most 48 hours: its own day and the next, for events flushed just after midnight),
 * raw events past their retention and rollups past 25 months; then sum up today's settled events, so that
 * the first dashboard after a start does not have to.
 */
export async function maintainAnalytics(sql: Sql, timing: AnalyticsTiming) {
  const rolledUp = await rollUpClosedDays(sql, timing);
  const today = berlinDay(timing.now);
  const salts = await deleteSaltsBefore(sql, addDays(today, -1));
  const deleted = await deleteAnalyticsBefore(sql, {
    eventsBefore: dayMinutes(addDays(today, -timing.retentionDays)).start,
    rollupsBefore: monthsBefore(today, ROLLUP_RETENTION_MONTHS),
  });
  await liveRows(sql, today, timing.now);
  return { rolledUp, saltsDeleted: salts, eventsDeleted: deleted.events, rollupsDeleted: deleted.rollups };
}

/** Rows per table at most, in the report, the dashboard and its CSV; the rest is one "all others" row. */
export const REPORT_ROWS = 1_000;

export type DateRange = { from: string; to: string };

export type Funnel = Counts;
export type PageRow = { page: string; lang: string; views: number; visitors: number };
export type FunnelRow<K> = K & Funnel;

export type AnalyticsReport = DateRange & {
  totals: Funnel & { optedOutViews: number; botViews: number };
  perDay: { day: string; views: number; visitors: number; conversions: number }[];
  pages: PageRow[];
  entries: FunnelRow<{ page: string; lang: string }>[];
  languages: FunnelRow<{ lang: string }>[];
  sources: FunnelRow<{ source: string }>[];
  campaigns: FunnelRow<{ source: string; medium: string; campaign: string }>[];
  devices: FunnelRow<{ device: string; browser: string }>[];
  notFound: { path: string; lang: string; views: number }[];
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

type LiveDay = { summary: DaySummary; read: EventCursor; turn: Promise<unknown> };
/** Per store, the days not rolled up yet (today; yesterday for its first ten minutes), summed up so far. */
const liveDays = new WeakMap<Sql, Map<string, LiveDay>>();

/**
 * The rows of a day without a rollup. Its settled events are summed up once (and kept, per store, in this
 * process, bounded as every day's summary is); each call reads only the events since then, a page at a time,
 * and at most `TAIL_EVENTS` of the last minutes. Calls take turns, so no event is counted twice.
 */
export async function liveRows(sql: Sql, day: string, now: Date): Promise<DayRow[]> {
  let days = liveDays.get(sql);
  if (!days) liveDays.set(sql, (days = new Map()));
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
    if (settled > current.read.minute) {
      await eachEvent(sql, current.read, settled, (event) => current.summary.add(event));
      current.read = startOfMinute(settled);
    }
    const tail = await eventPage(sql, current.read, end, TAIL_EVENTS);
    return current.summary.rows(tail.events);
  });
  current.turn = result.catch(() => {});
  return result;
}

/** A day's rows from its raw events, read a page at a time. */
async function summedUp(sql: Sql, day: string): Promise<DayRow[]> {
  const { start, end } = dayMinutes(day);
  const summary = new DaySummary(day);
  await eachEvent(sql, startOfMinute(start), end, (event) => summary.add(event));
  return summary.rows();
}

/** The days of the range that have no rollup (today, mostly) summed up from their raw events, bounded each. */
async function unrolledRows(
  sql: Sql,
  { from, to }: DateRange,
  { now, retentionDays }: AnalyticsTiming,
): Promise<DayRow[]> {
  const today = berlinDay(now);
  const rolled = await rolledDays(sql, from, to);
  const oldestRaw = addDays(today, -retentionDays);
  const rows: DayRow[] = [];
  for (const day of daysBetween(from, to < today ? to : today)) {
    if (rolled.has(day) || day < oldestRaw) continue;
    // One day's rows are bounded (decision 0018); still, no spread: an argument per row has a ceiling.
    for (const row of day >= addDays(today, -1) ? await liveRows(sql, day, now) : await summedUp(sql, day))
      rows.push(row);
  }
  return rows;
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

export async function analyticsReport(sql: Sql, range: DateRange, timing: AnalyticsTiming): Promise<AnalyticsReport> {
  const [stored, totals, unrolled] = [
    await rollupSums(sql, range.from, range.to, REPORT_ROWS),
    await rollupTotals(sql, range.from, range.to),
    await unrolledRows(sql, range, timing),
  ];
  const sums = sumsOf(stored, unrolled);
  const get = (dim: Dimension) => sums.get(dim);
  const total = get("all")?.get("") ?? zero;
  const perDay = new Map(
    daysBetween(range.from, range.to).map((day) => [day, { day, views: 0, visitors: 0, conversions: 0 }]),
  );
  for (const row of [...totals, ...unrolled]) {
    const day = perDay.get(row.day);
    if (day && row.dim === "all")
      Object.assign(day, { views: row.views, visitors: row.visitors, conversions: row.conversions });
  }
  return {
    ...range,
    totals: {
      ...total,
      optedOutViews: get("opted-out")?.get("")?.views ?? 0,
      botViews: get("bots")?.get("")?.views ?? 0,
    },
    perDay: [...perDay.values()],
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
