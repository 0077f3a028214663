/**
 * The weekly digest (issue 48): an operator who turned it on, is active and may see the statistics is mailed last
 * week's visitors, demo requests, conversion, top sources and most-read posts, each against the week before, with
 * a link to the dashboard. A week is Monday to Sunday in Berlin (summer time included); its digest is due from
 * Monday 6:00, and only to those who turned it on before the week ended. Every instance looks every hour: the figures
 * are counted once per look, and each operator's digest of a week is one outbox row (a unique key), so instances that
 * look at once still send one mail, and the outbox sends it even after a crash.
 */
import { addDays, berlinDay, dayStartMinute } from "#app/lib/analytics/days.ts";
import { analyticsReport, previousRange, type AnalyticsReport } from "#app/lib/analytics/report.server.ts";
import { pageLabel } from "#app/lib/analytics/tables.ts";
import { queueDigestEmail, type DigestFigures, type WeekOnWeek } from "#app/lib/notify/outbox.server.ts";
import { toDateOrNull, type Sql } from "#app/lib/store/sql.server.ts";
import { OTHER } from "#app/lib/analytics/summary.ts";
import { isRole, may } from "#app/vocabulary/roles.ts";

const MINUTE_MS = 60_000;
/** A week's digest is due from this hour of the Monday after it (Berlin): Sunday's last visits are in by then. */
export const DIGEST_HOUR = 6;
/** How many sources and posts the digest names. */
export const DIGEST_ROWS = 5;

export type Week = { from: string; to: string };

/** The week's moments: from its Monday's midnight to the next Monday's, Berlin time (167 or 169 hours when the clocks change). */
export function weekWindow({ from }: Week): { start: Date; end: Date } {
  return {
    start: new Date(dayStartMinute(from) * MINUTE_MS),
    end: new Date(dayStartMinute(addDays(from, 7)) * MINUTE_MS),
  };
}

/** The Monday of the Berlin week that holds `day`. */
function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The latest week whose digest is due at `now`: last week from Monday 6:00 (Berlin), the week before until then. */
export function digestWeek(now: Date): Week {
  const monday = mondayOf(berlinDay(now));
  const due = dayStartMinute(monday) * MINUTE_MS + DIGEST_HOUR * 60 * MINUTE_MS;
  const from = addDays(monday, now.getTime() >= due ? -7 : -14);
  return { from, to: addDays(from, 6) };
}

const tables = ["source", "page"] as const;

/** The top rows of this week by `count`, each with the same row's count of the week before. */
function topRows<R>(
  rows: readonly R[],
  rowsBefore: readonly R[],
  keyOf: (row: R) => string | undefined,
  count: (row: R) => number,
): { key: string; counts: WeekOnWeek }[] {
  const before = new Map<string, number>();
  for (const row of rowsBefore) {
    const key = keyOf(row);
    if (key !== undefined) before.set(key, count(row));
  }
  return rows
    .flatMap((row) => {
      const key = keyOf(row);
      return key === undefined || count(row) === 0
        ? []
        : [{ key, counts: { week: count(row), before: before.get(key) ?? 0 } }];
    })
    .toSorted((a, b) => b.counts.week - a.counts.week || a.key.localeCompare(b.key))
    .slice(0, DIGEST_ROWS);
}

const sourceKey = (row: AnalyticsReport["sources"][number]) => (row.source === OTHER ? undefined : row.source);
// A post's views, by its address: the page key of every post starts with the blog post page's id.
const postKey = (row: AnalyticsReport["pages"][number]) =>
  row.page.startsWith("blogPost:") ? pageLabel(row.page, row.lang) : undefined;

/** The week's figures against the week before, from the statistics (their rollups and the days not rolled up yet). */
export async function weekFigures(
  sql: Sql,
  week: Week,
  timing: { now: Date; retentionDays: number },
): Promise<DigestFigures> {
  const before = previousRange(week);
  const [current, previous] = await Promise.all(
    [week, before].map((range) => analyticsReport(sql, range, timing, { tables })),
  );
  const counts = (pick: (totals: AnalyticsReport["totals"]) => number): WeekOnWeek => ({
    week: pick(current!.totals),
    before: pick(previous!.totals),
  });
  return {
    week,
    before,
    visitors: counts((totals) => totals.visitors),
    demoRequests: counts((totals) => totals.conversions),
    sources: topRows(current!.sources, previous!.sources, sourceKey, (row) => row.visitors).map(({ key, counts }) => ({
      source: key,
      ...counts,
    })),
    posts: topRows(current!.pages, previous!.pages, postKey, (row) => row.views).map(({ key, counts }) => ({
      path: key,
      ...counts,
    })),
  };
}

/**
 * Queues the digest of the week due at `now` for each operator who wants it and has no row for it yet. Answers how
 * many this call queued (none when another instance was first).
 */
export async function queueWeeklyDigests(
  sql: Sql,
  { now = new Date(), retentionDays }: { now?: Date; retentionDays: number },
): Promise<number> {
  const week = digestWeek(now);
  const rows = await sql.all<{ id: string; role: string }>(
    `SELECT o.id, o.role FROM operators o
     WHERE o.weekly_digest_since IS NOT NULL AND o.weekly_digest_since < ? AND o.deactivated_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM outbox d WHERE d.operator_id = o.id AND d.week = ?)`,
    [weekWindow(week).end, week.from],
  );
  const due = rows.filter((row) => isRole(row.role) && may(row.role, "statistics"));
  if (due.length === 0) return 0;
  const figures = await weekFigures(sql, week, { now, retentionDays });
  let queued = 0;
  for (const operator of due) if (await queueDigestEmail(sql, operator.id, figures, now)) queued += 1;
  return queued;
}

/** Whether the operator gets the weekly digest (off until they turn it on). */
export async function wantsWeeklyDigest(sql: Sql, operatorId: string): Promise<boolean> {
  const row = await sql.get<{ since: unknown }>("SELECT weekly_digest_since AS since FROM operators WHERE id = ?", [
    operatorId,
  ]);
  return toDateOrNull(row?.since) !== null;
}

/** Turns the digest on (keeping when it was first turned on, if it is on already) or off. */
export async function setWeeklyDigest(sql: Sql, operatorId: string, on: boolean, now = new Date()): Promise<void> {
  if (on)
    await sql.run("UPDATE operators SET weekly_digest_since = COALESCE(weekly_digest_since, ?) WHERE id = ?", [
      now,
      operatorId,
    ]);
  else await sql.run("UPDATE operators SET weekly_digest_since = NULL WHERE id = ?", [operatorId]);
}
