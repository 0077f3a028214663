/**
 * The statistics in the site's store (migration 6): raw events, the day's
 * salts, and the daily rollups the dashboard reads. Written once against
 * `Sql`; the contract suite runs it on SQLite and PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import {
  OTHER,
  visitFacets,
  type Counts,
  type DayRow,
  type Dimension,
  type StoredEvent,
  type VisitFilters,
  type VisitRow,
} from "#app/lib/analytics/summary.ts";
import { toNumber, type Sql } from "#app/lib/store/sql.server.ts";

const EVENT_COLUMNS =
  "minute, kind, page, lang, referrer, utm_source, utm_medium, utm_campaign, device, browser, visitor";

function eventValues(event: StoredEvent): unknown[] {
  return [
    event.minute,
    event.kind,
    event.page,
    event.lang,
    event.referrer,
    event.utmSource,
    event.utmMedium,
    event.utmCampaign,
    event.device,
    event.browser,
    event.visitor ? Buffer.from(event.visitor) : null,
  ];
}

/** Writes a batch in one transaction: PostgreSQL in one multi-row statement, SQLite row by row (one prepared statement). */
export async function insertEvents(sql: Sql, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (sql.dialect === "postgres") {
    const row = `(${EVENT_COLUMNS.split(",")
      .map(() => "?")
      .join(", ")})`;
    await sql.run(
      `INSERT INTO analytics_events (${EVENT_COLUMNS}) VALUES ${events.map(() => row).join(", ")}`,
      events.flatMap(eventValues),
    );
    return;
  }
  await sql.transaction(async (tx) => {
    for (const event of events)
      await tx.run(
        `INSERT INTO analytics_events (${EVENT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        eventValues(event),
      );
  });
}

type EventRow = {
  minute: unknown;
  kind: unknown;
  page: string | null;
  lang: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: unknown;
  browser: unknown;
  visitor: Uint8Array | null;
};

const eventOfRow = (row: EventRow): StoredEvent => ({
  minute: toNumber(row.minute),
  kind: toNumber(row.kind),
  page: row.page,
  lang: row.lang,
  referrer: row.referrer,
  utmSource: row.utm_source,
  utmMedium: row.utm_medium,
  utmCampaign: row.utm_campaign,
  device: toNumber(row.device),
  browser: toNumber(row.browser),
  visitor: row.visitor,
});

/** The events of [start, end) minutes, in the order they happened. */
export async function eventsBetween(sql: Sql, start: number, end: number): Promise<StoredEvent[]> {
  const rows = await sql.all<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM analytics_events WHERE minute >= ? AND minute < ? ORDER BY minute, id`,
    [start, end],
  );
  return rows.map(eventOfRow);
}

/** The page views since a minute (the newest `limit` of them): page, language and visitor id only. */
export async function recentViews(
  sql: Sql,
  since: number,
  limit: number,
): Promise<{ page: string | null; lang: string | null; visitor: Uint8Array | null }[]> {
  return sql.all(
    "SELECT page, lang, visitor FROM analytics_events WHERE minute >= ? AND kind = 0 ORDER BY minute DESC LIMIT ?",
    [since, limit],
  );
}

/** A place in the events' order: everything before it (by minute, then id) has been read. */
export type EventCursor = { minute: number; id: number };

/** The minute's first place: before every event of that minute. */
export const startOfMinute = (minute: number): EventCursor => ({ minute, id: -1 });

/**
 * At most `limit` events from `after` up to minute `end` (not included), in order, and the place after the
 * last one: a day of any size is read in pieces, never held whole.
 */
export async function eventPage(
  sql: Sql,
  after: EventCursor,
  end: number,
  limit: number,
): Promise<{ events: StoredEvent[]; next: EventCursor }> {
  const rows = await sql.all<EventRow & { id: unknown }>(
    `SELECT id, ${EVENT_COLUMNS} FROM analytics_events
     WHERE minute >= ? AND minute < ? AND (minute > ? OR id > ?) ORDER BY minute, id LIMIT ?`,
    [after.minute, end, after.minute, after.id, limit],
  );
  const last = rows.at(-1);
  return {
    events: rows.map(eventOfRow),
    next: last ? { minute: toNumber(last.minute), id: toNumber(last.id) } : after,
  };
}

const PAGE_OF_EVENTS = 5_000;

/** Hands each event from `after` up to minute `end` to `each`, in order, a page at a time; answers where it ended. */
export async function eachEvent(
  sql: Sql,
  after: EventCursor,
  end: number,
  each: (event: StoredEvent) => void,
): Promise<EventCursor> {
  let cursor = after;
  for (;;) {
    const { events, next } = await eventPage(sql, cursor, end, PAGE_OF_EVENTS);
    for (const event of events) each(event);
    cursor = next;
    if (events.length < PAGE_OF_EVENTS) return cursor;
  }
}

/**
 * The day's salt: 32 random bytes, made by whichever process asks first; every process of the site then
 * reads the same one, so a visitor gets one id that day whichever instance answers.
 */
export async function saltOf(sql: Sql, day: string): Promise<Uint8Array> {
  await sql.run("INSERT INTO analytics_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING", [
    day,
    randomBytes(32),
  ]);
  const row = await sql.get<{ salt: Uint8Array }>("SELECT salt FROM analytics_salts WHERE day = ?", [day]);
  if (!row) throw new Error(`the salt of ${day} was not stored`);
  return row.salt;
}

/** Deletes the salts of days before `day`; answers how many. */
export async function deleteSaltsBefore(sql: Sql, day: string): Promise<number> {
  return (await sql.run("DELETE FROM analytics_salts WHERE day < ?", [day])).changes;
}

export async function saltDays(sql: Sql): Promise<string[]> {
  return (await sql.all<{ day: string }>("SELECT day FROM analytics_salts ORDER BY day")).map((row) => row.day);
}

/** Which days of [from, to] have their rollup stored. */
export async function rolledDays(sql: Sql, from: string, to: string): Promise<Set<string>> {
  const rows = await sql.all<{ day: string }>("SELECT day FROM analytics_rolled_days WHERE day >= ? AND day <= ?", [
    from,
    to,
  ]);
  return new Set(rows.map((row) => row.day));
}

/**
 * Stores a closed day's rows, once: the day is marked in the same transaction, and a process that finds it
 * marked already (another instance rolled it up first) stores nothing. Answers whether this call stored it.
 */
export async function storeRollup(
  sql: Sql,
  day: string,
  rows: readonly DayRow[],
  visits: readonly VisitRow[] = [],
): Promise<boolean> {
  return sql.transaction(async (tx) => {
    const marked = await tx.run(
      "INSERT INTO analytics_rolled_days (day, rolled_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING",
      [day, new Date()],
    );
    if (marked.changes === 0) return false;
    await insertRows(
      tx,
      "analytics_daily (day, dim, value, views, visitors, form_visitors, conversions)",
      rows.map((row) => [day, row.dim, row.value, row.views, row.visitors, row.formVisitors, row.conversions]),
    );
    await insertRows(
      tx,
      `analytics_visits (day, entry, lang, source, campaign, device, page, visitors, views, form_visitors,
         conversions, page_views)`,
      visits.map((visit) => [
        day,
        visit.entry,
        visit.lang,
        visit.source,
        visit.campaign,
        visit.device,
        visit.page,
        visit.visitors,
        visit.views,
        visit.formVisitors,
        visit.conversions,
        visit.pageViews,
      ]),
    );
    return true;
  });
}

/** Rows into a table: on PostgreSQL 500 to a statement (a round trip each), on SQLite one prepared statement each. */
async function insertRows(sql: Sql, into: string, rows: readonly unknown[][]): Promise<void> {
  const chunk = sql.dialect === "postgres" ? 500 : 1;
  for (let at = 0; at < rows.length; at += chunk) {
    const some = rows.slice(at, at + chunk);
    const row = `(${some[0]!.map(() => "?").join(", ")})`;
    await sql.run(`INSERT INTO ${into} VALUES ${some.map(() => row).join(", ")}`, some.flat());
  }
}

/**
 * Clears the visitor id of every event before a minute (those of the days summed up): from then on no view can be
 * joined to another, nor a demo request to the views of its visit. Answers how many events it cleared.
 */
export async function clearVisitorsBefore(sql: Sql, minute: number): Promise<number> {
  // In pieces: the first upkeep on a store of many days would otherwise rewrite millions of rows in one statement.
  let cleared = 0;
  for (;;) {
    const { changes } = await sql.run(
      `UPDATE analytics_events SET visitor = NULL WHERE id IN (
         SELECT id FROM analytics_events WHERE visitor IS NOT NULL AND minute < ? LIMIT ?)`,
      [minute, CLEAR_AT_ONCE],
    );
    cleared += changes;
    if (changes < CLEAR_AT_ONCE) return cleared;
  }
}

const CLEAR_AT_ONCE = 20_000;

export type { VisitFilters };

/** Does a visit row pass the filters (with `page`, only its row of that page does)? */
export function passes(row: VisitRow, filters: VisitFilters): boolean {
  for (const facet of visitFacets) if (filters[facet] !== undefined && row[facet] !== filters[facet]) return false;
  return filters.page === undefined || row.page === filters.page;
}

function filterSql(filters: VisitFilters): { where: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  for (const facet of visitFacets) {
    const value = filters[facet];
    if (value === undefined) continue;
    clauses.push(`${facet} = ?`);
    params.push(value);
  }
  if (filters.page !== undefined) {
    clauses.push("page = ?");
    params.push(filters.page);
  }
  return { where: clauses.map((clause) => ` AND ${clause}`).join(""), params };
}

type RollupRow = {
  day: string;
  dim: string;
  value: string;
  views: unknown;
  visitors: unknown;
  form_visitors: unknown;
  conversions: unknown;
};

const countsOf = (row: Omit<RollupRow, "day" | "dim" | "value">): Counts => ({
  views: toNumber(row.views),
  visitors: toNumber(row.visitors),
  formVisitors: toNumber(row.form_visitors),
  conversions: toNumber(row.conversions),
});

/**
 * Each stored day's totals (dimension `all`) in [from, to]: the chart. With a dimension and one of its values,
 * the totals of the visits with that value each day (from LinkedIn, on a phone with Safari), as totals.
 */
export async function rollupTotals(
  sql: Sql,
  from: string,
  to: string,
  [dim, value]: [Dimension, string] = ["all", ""],
): Promise<DayRow[]> {
  const rows = await sql.all<RollupRow>(
    "SELECT day, dim, value, views, visitors, form_visitors, conversions FROM analytics_daily WHERE day >= ? AND day <= ? AND dim = ? AND value = ?",
    [from, to, dim, value],
  );
  return rows.map((row) => ({ day: row.day, dim: "all", value: row.value, ...countsOf(row) }));
}

/** A stored day's rows of the named dimensions (its hours and arrivals, say), as the day's summary made them. */
export async function rollupRowsOf(sql: Sql, day: string, dims: readonly Dimension[]): Promise<DayRow[]> {
  const rows = await sql.all<RollupRow>(
    `SELECT day, dim, value, views, visitors, form_visitors, conversions FROM analytics_daily
     WHERE day = ? AND dim IN (${dims.map(() => "?").join(", ")})`,
    [day, ...dims],
  );
  return rows.map((row) => ({ day: row.day, dim: row.dim as Dimension, value: row.value, ...countsOf(row) }));
}

export type SummedRow = Counts & { dim: Dimension; value: string };

/**
 * The rollups of [from, to] summed per dimension and value, in the store: per dimension the `limit` values
 * with the most visitors (then views), and everything else as one `OTHER` row. However many rows the days
 * hold (a flooded day rolled up before decision 0018 has one per made-up path), the answer has at most
 * `limit + 1` rows per dimension.
 */
export async function rollupSums(
  sql: Sql,
  from: string,
  to: string,
  limit: number,
  dims?: readonly Dimension[],
): Promise<SummedRow[]> {
  // Ties in the order of the value's code points on both stores, as the dashboard orders them.
  const byCode = sql.dialect === "postgres" ? 'COLLATE "C"' : "";
  // Only some dimensions: the rows of the others are skipped before they are summed and ranked.
  const only = dims ? ` AND dim IN (${dims.map(() => "?").join(", ") || "NULL"})` : "";
  const rows = await sql.all<Omit<RollupRow, "day">>(
    `WITH sums AS (
       SELECT dim, value, SUM(views) AS views, SUM(visitors) AS visitors,
              SUM(form_visitors) AS form_visitors, SUM(conversions) AS conversions
       FROM analytics_daily WHERE day >= ? AND day <= ?${only} GROUP BY dim, value
     ), ranked AS (
       SELECT sums.*, ROW_NUMBER() OVER (
         PARTITION BY dim
         ORDER BY CASE WHEN value = ? THEN 1 ELSE 0 END, visitors DESC, views DESC, value ${byCode}
       ) AS place
       FROM sums
     ), shown AS (
       SELECT dim, CASE WHEN place <= ? AND value <> ? THEN value ELSE ? END AS value,
              views, visitors, form_visitors, conversions
       FROM ranked
     )
     SELECT dim, value, SUM(views) AS views, SUM(visitors) AS visitors,
            SUM(form_visitors) AS form_visitors, SUM(conversions) AS conversions
     FROM shown GROUP BY dim, value`,
    [from, to, ...(dims ?? []), OTHER, limit, OTHER, OTHER],
  );
  return rows.map((row) => ({ dim: row.dim as Dimension, value: row.value, ...countsOf(row) }));
}

/** The visit dimensions a filtered dashboard shows, each summed up from one column of the visit rows. */
const visitColumns = ["day", ...visitFacets] as const;

/**
 * The visit rows of [from, to] that pass the filters, summed up in the store per value of each facet, per day,
 * and per page viewed (with a page filter: that page only): all a filtered dashboard needs of the closed days, in
 * one statement (with `tables`, the days and only those facets and the pages if named). The visits (page "" or the filtered page) are one range of the table's key, read once into a
 * materialized table of the rows that pass, which each facet's sums then read; the pages viewed are another range.
 */
export async function visitSums(
  sql: Sql,
  from: string,
  to: string,
  filters: VisitFilters,
  tables?: readonly Dimension[],
): Promise<{ dim: Dimension | "day"; value: string; counts: Counts }[]> {
  const withPages = !tables || tables.includes("page");
  const { where, params } = filterSql({ ...filters, page: undefined });
  const sums =
    "SUM(visitors) AS visitors, SUM(views) AS views, SUM(form_visitors) AS form_visitors, SUM(conversions) AS conversions";
  const visitPage = filters.page ?? "";
  const columns = tables ? visitColumns.filter((column) => column === "day" || tables.includes(column)) : visitColumns;
  const parts = columns.map(
    (column) => `SELECT '${column}' AS dim, ${column} AS value, ${sums} FROM passing GROUP BY ${column}`,
  );
  // The pages viewed: per page one range of the key (the page, then the days), never every page row of the table.
  // Which pages the days have, their rollup says (a visit row's page is one of its day's page rows, or `OTHER`, a
  // row as well). PostgreSQL sums each page's range on its own (LATERAL), else it scans the table for them.
  const pages =
    filters.page === undefined
      ? "SELECT DISTINCT value AS page FROM analytics_daily WHERE dim = 'page' AND day >= ? AND day <= ?"
      : "SELECT CAST(? AS text) AS page";
  const pageSums =
    "SUM(visitors) AS visitors, SUM(page_views) AS views, SUM(form_visitors) AS form_visitors, SUM(conversions) AS conversions";
  if (withPages)
    parts.push(
      sql.dialect === "postgres"
        ? `SELECT 'page' AS dim, pages.page AS value, visits.* FROM (${pages}) AS pages CROSS JOIN LATERAL (
             SELECT ${pageSums} FROM analytics_visits
             WHERE page = pages.page AND day >= ? AND day <= ?${where}
           ) AS visits WHERE visits.visitors IS NOT NULL`
        : `SELECT 'page' AS dim, visits.page AS value, ${pageSums}
           FROM (${pages}) AS pages JOIN analytics_visits AS visits ON visits.page = pages.page
           WHERE day >= ? AND day <= ?${where} GROUP BY visits.page`,
    );
  const rows = await sql.all<Omit<RollupRow, "day">>(
    `WITH passing AS MATERIALIZED (
       SELECT ${columns.join(", ")}, visitors, views, form_visitors, conversions FROM analytics_visits
       WHERE page = ? AND day >= ? AND day <= ?${where}
     ) ${parts.join(" UNION ALL ")}`,
    [
      visitPage,
      from,
      to,
      ...params,
      ...(withPages ? [...(filters.page === undefined ? [from, to] : [filters.page]), from, to, ...params] : []),
    ],
  );
  return rows.map((row) => ({ dim: row.dim as Dimension | "day", value: row.value, counts: countsOf(row) }));
}

/** Raw events before a minute; rollups (and their marks) before a day. Answers what went. */
export async function deleteAnalyticsBefore(
  sql: Sql,
  { eventsBefore, rollupsBefore }: { eventsBefore: number; rollupsBefore: string },
): Promise<{ events: number; rollups: number }> {
  const events = (await sql.run("DELETE FROM analytics_events WHERE minute < ?", [eventsBefore])).changes;
  const rollups = (await sql.run("DELETE FROM analytics_daily WHERE day < ?", [rollupsBefore])).changes;
  await sql.run("DELETE FROM analytics_visits WHERE day < ?", [rollupsBefore]);
  await sql.run("DELETE FROM analytics_rolled_days WHERE day < ?", [rollupsBefore]);
  return { events, rollups };
}

/** The UTM campaign names of the rollups since a day, for a question to name them. */
export async function campaignNames(sql: Sql, since: string): Promise<string[]> {
  const rows = await sql.all<{ value: string }>(
    "SELECT DISTINCT value FROM analytics_daily WHERE dim = 'campaign' AND day >= ?",
    [since],
  );
  const names = new Set<string>();
  for (const { value } of rows) {
    try {
      const name = (JSON.parse(value) as unknown[])[2];
      if (typeof name === "string" && name.trim()) names.add(name);
    } catch {
      // The "all others" row and anything unreadable name no campaign.
    }
  }
  return [...names];
}
