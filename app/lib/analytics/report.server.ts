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
  eventsBetween,
  rolledDays,
  rollupRows,
  storeRollup,
} from "#app/lib/analytics/store.server.ts";
import {
  DaySummary,
  summarizeDay,
  sumRows,
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
    const { start, end } = dayMinutes(day);
    if (minuteOf(now) < end + CLOSE_AFTER_MINUTES) continue;
    const rows = summarizeDay(day, await eventsBetween(sql, start, end));
    if (await storeRollup(sql, day, rows)) stored += 1;
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

type LiveDay = { summary: DaySummary; settledUntil: number; turn: Promise<unknown> };
/** Per store, the days not rolled up yet (today; yesterday for its first ten minutes), summed up so far. */
const liveDays = new WeakMap<Sql, Map<string, LiveDay>>();

/**
 * The rows of a day without a rollup. Its settled events are summed up once (and kept, per store, in this
 * process); each call reads only the events since then: on a busy day tens of thousands of rows once, then a
 * few hundred. Calls take turns, so no event is counted twice.
 */
export async function liveRows(sql: Sql, day: string, now: Date): Promise<DayRow[]> {
  let days = liveDays.get(sql);
  if (!days) liveDays.set(sql, (days = new Map()));
  let live = days.get(day);
  if (!live) {
    // Keep today and yesterday at most.
    for (const kept of [...days.keys()].sort().slice(0, -1)) days.delete(kept);
    live = { summary: new DaySummary(day), settledUntil: dayMinutes(day).start, turn: Promise.resolve() };
    days.set(day, live);
  }
  const current = live;
  const result = current.turn.then(async () => {
    const { end } = dayMinutes(day);
    const settled = Math.min(end, minuteOf(now) - SETTLED_AFTER_MINUTES);
    const tail = [];
    for (const event of await eventsBetween(sql, current.settledUntil, end)) {
      if (event.minute < settled) current.summary.add(event);
      else tail.push(event);
    }
    current.settledUntil = Math.max(current.settledUntil, settled);
    return current.summary.rows(tail);
  });
  current.turn = result.catch(() => {});
  return result;
}

/** The rows of every day in the range: stored rollups, and raw events summed up for days without one. */
async function rowsOf(sql: Sql, { from, to }: DateRange, { now, retentionDays }: AnalyticsTiming): Promise<DayRow[]> {
  const today = berlinDay(now);
  const rows = await rollupRows(sql, from, to);
  const rolled = await rolledDays(sql, from, to);
  const oldestRaw = addDays(today, -retentionDays);
  for (const day of daysBetween(from, to < today ? to : today)) {
    if (rolled.has(day) || day < oldestRaw) continue;
    rows.push(...(day >= addDays(today, -1) ? await liveRows(sql, day, now) : await summedUp(sql, day)));
  }
  return rows;
}

async function summedUp(sql: Sql, day: string): Promise<DayRow[]> {
  const { start, end } = dayMinutes(day);
  return summarizeDay(day, await eventsBetween(sql, start, end));
}

/** Most visitors first, then most views; ties in the order of their names, so that a table always reads alike. */
function table<K>(sums: Map<string, Counts> | undefined, key: (value: string) => K): FunnelRow<K>[] {
  return [...(sums ?? new Map<string, Counts>())]
    .sort(([aValue, a], [bValue, b]) => b.visitors - a.visitors || b.views - a.views || (aValue < bValue ? -1 : 1))
    .map(([value, counts]) => ({ ...key(value), ...counts }));
}

const pageAndLang = (value: string) => {
  const [page = "", lang = ""] = value.split(" ");
  return { page, lang };
};

export async function analyticsReport(sql: Sql, range: DateRange, timing: AnalyticsTiming): Promise<AnalyticsReport> {
  const rows = await rowsOf(sql, range, timing);
  const sums = sumRows(rows);
  const get = (dim: Dimension) => sums.get(dim);
  const total = get("all")?.get("") ?? zero;
  const perDay = new Map(
    daysBetween(range.from, range.to).map((day) => [day, { day, views: 0, visitors: 0, conversions: 0 }]),
  );
  for (const row of rows) {
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
    pages: table(get("page"), pageAndLang)
      .map(({ page, lang, views, visitors }) => ({ page, lang, views, visitors }))
      .sort((a, b) => b.views - a.views),
    entries: table(get("entry"), pageAndLang),
    languages: table(get("lang"), (lang) => ({ lang })),
    sources: table(get("source"), (source) => ({ source })),
    campaigns: table(get("campaign"), (value) => {
      const [source = "", medium = "", campaign = ""] = JSON.parse(value) as string[];
      return { source, medium, campaign };
    }),
    devices: table(get("device"), (value) => {
      const [device = "", browser = ""] = value.split(" ");
      return { device, browser };
    }),
    notFound: [...(get("not-found") ?? new Map<string, Counts>())]
      .map(([path, counts]) => ({
        path,
        lang: path === "/de" || path.startsWith("/de/") ? "de" : "en",
        views: counts.views,
      }))
      .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1)),
  };
}
