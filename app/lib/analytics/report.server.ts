/**
 * Reading the statistics: the rollup job that sums up each closed day once,
 * the retention that deletes what is older than promised, and the report of
 * a date range the dashboard shows (rollups for closed days, raw events only
 * for days not rolled up yet, i.e. today).
 */
import { addDays, berlinDay, dayMinutes, daysBetween, minuteOf } from "#app/lib/analytics/days.ts";
import {
  deleteAnalyticsBefore,
  deleteSaltsBefore,
  eventsBetween,
  rolledDays,
  rollupRows,
  storeRollup,
} from "#app/lib/analytics/store.server.ts";
import { summarizeDay, sumRows, type Counts, type DayRow, type Dimension } from "#app/lib/analytics/summary.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

/** Every instance has flushed a day's last events this long after it ended (they flush every 2 s). */
const CLOSE_AFTER_MINUTES = 10;
/** Daily rollups are kept this long (the 25 months), then deleted. */
export const ROLLUP_RETENTION_MONTHS = 25;

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

function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/**
 * The job every instance runs every few minutes: roll up closed days, delete salts older than yesterday's
 * (a salt lives at most 48 hours: its own day and the next, for events flushed just after midnight),
 * raw events past their retention and rollups past 25 months.
 */
export async function maintainAnalytics(sql: Sql, timing: AnalyticsTiming) {
  const rolledUp = await rollUpClosedDays(sql, timing);
  const today = berlinDay(timing.now);
  const salts = await deleteSaltsBefore(sql, addDays(today, -1));
  const deleted = await deleteAnalyticsBefore(sql, {
    eventsBefore: dayMinutes(addDays(today, -timing.retentionDays)).start,
    rollupsBefore: monthsBefore(today, ROLLUP_RETENTION_MONTHS),
  });
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

/** The rows of every day in the range: stored rollups, and raw events summed up now for days without one. */
async function rowsOf(sql: Sql, { from, to }: DateRange, { now, retentionDays }: AnalyticsTiming): Promise<DayRow[]> {
  const today = berlinDay(now);
  const rows = await rollupRows(sql, from, to);
  const rolled = await rolledDays(sql, from, to);
  const oldestRaw = addDays(today, -retentionDays);
  for (const day of daysBetween(from, to < today ? to : today)) {
    if (rolled.has(day) || day < oldestRaw) continue;
    const { start, end } = dayMinutes(day);
    rows.push(...summarizeDay(day, await eventsBetween(sql, start, end)));
  }
  return rows;
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
