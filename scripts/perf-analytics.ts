/**
 * `npm run perf:analytics`: the visit statistics at scale (issue 22's budgets).
 * Seeds synthetic events (5 million by default, `--events=N`) over the last
 * 90 days into a fresh SQLite file and, when TEST_DATABASE_URL answers, a
 * fresh PostgreSQL schema; rolls the closed days up as the server's upkeep
 * does; then prints
 *
 * - bytes stored per raw event on SQLite (file pages before and after the
 *   events, index included; Umami's figure to beat is ~325 B),
 * - how long the dashboard's report takes for today, 7, 30 and 90 days
 *   (median and slowest of 5 runs each; the budget for 30 days is 300 ms),
 *   and for 30 days compared with the 30 before, unfiltered, with one filter
 *   (the biggest source) and with two (that source, German), as the
 *   dashboard asks for them (budget 300 ms each),
 *   after the upkeep has run as every server runs it at start and every 10
 *   minutes (closed days rolled up, today's settled events summed up), with
 *   some events of the last minutes read again on every run, as on a live site.
 *
 * `--keep=DIR` leaves the SQLite store in DIR (to look at the dashboard on it), and the PostgreSQL schema.
 * Synthetic visits: a few views each, entry pages, sources, campaigns,
 * devices, demo requests, crawlers, objections and broken links in plausible
 * shares. Nothing touches a real store.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { addDays, berlinDay, dayMinutes } from "#app/lib/analytics/days.ts";
import { insertEvents } from "#app/lib/analytics/store.server.ts";
import { analyticsReport, maintainAnalytics } from "#app/lib/analytics/report.server.ts";
import { bareEvent, type StoredEvent } from "#app/lib/analytics/summary.ts";
import { openPostgresDatabase } from "#app/lib/store/postgres.server.ts";
import { openSqliteDatabase, type SqliteDatabase } from "#app/lib/store/sqlite.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";

const { values: options } = parseArgs({
  options: {
    events: { type: "string", default: "5000000" },
    keep: { type: "string" },
    days: { type: "string", default: "90" },
  },
});
const EVENTS = Number(options.events);
const DAYS = Number(options.days);
const RETENTION_DAYS = 90;
const now = new Date();
const today = berlinDay(now);

// ----- Synthetic traffic -----

let seed = 42;
/** A small deterministic generator: both stores get the same events. */
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}
function pick<T>(weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of weighted) {
    at -= weight;
    if (at <= 0) return value;
  }
  return weighted[0]![0];
}
const pages = [
  ["home", 40],
  ["documentation", 12],
  ["about", 8],
  ["careers", 6],
  ["blog", 6],
  ["blogPost:1", 5],
  ["blogPost:2", 4],
  ["privacyPolicy", 2],
  ["termsOfService", 1],
] as const;
const referrers = [
  [null, 50],
  ...Array.from({ length: 40 }, (_, index) => [`site-${index}.example`, 40 / (index + 1)] as const),
] as const;
const campaigns = [
  [null, 85],
  ...Array.from({ length: 12 }, (_, index) => [["newsletter", "email", `issue-${index}`], 15 / 12] as const),
] as const;

function* syntheticEvents(total: number): Generator<StoredEvent> {
  const perDay = Math.ceil(total / DAYS);
  let made = 0;
  for (let back = DAYS - 1; back >= 0 && made < total; back--) {
    const day = addDays(today, -back);
    const { start, end } = dayMinutes(day);
    // Today only up to now.
    const last = Math.min(end, Math.floor(now.getTime() / 60_000));
    for (let count = 0; count < perDay && made < total;) {
      const minute = start + Math.floor(random() * Math.max(1, last - start));
      const roll = random();
      if (roll < 0.05) {
        yield bareEvent("bot", null, null, minute);
        (count++, made++);
        continue;
      }
      if (roll < 0.06) {
        const path = `/old-${Math.floor(random() * 30)}`;
        yield bareEvent("not-found", path, "en", minute);
        (count++, made++);
        continue;
      }
      const lang = random() < 0.55 ? "de" : "en";
      if (roll < 0.09) {
        yield bareEvent("view", pick(pages), lang, minute);
        (count++, made++);
        continue;
      }
      // A visit: one to six views by one visitor, a demo request now and then.
      const visitor = randomBytes(8);
      const campaign = pick(campaigns);
      const first = {
        ...bareEvent("view", null, lang, minute),
        referrer: pick(referrers),
        utmSource: campaign?.[0] ?? null,
        utmMedium: campaign?.[1] ?? null,
        utmCampaign: campaign?.[2] ?? null,
        device: 1 + Math.floor(random() * 3),
        browser: 1 + Math.floor(random() * 6),
      };
      const views = 1 + Math.floor(-Math.log(1 - random()) * 1.5);
      for (let view = 0; view < views && count < perDay && made < total; view++) {
        const event =
          view === 0 ? first : { ...first, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null };
        yield { ...event, minute: minute + view, page: pick(pages), visitor };
        (count++, made++);
      }
      if (random() < 0.03 && count < perDay && made < total) {
        yield { ...bareEvent("conversion", null, lang, minute + views), visitor };
        (count++, made++);
      }
    }
  }
}

// ----- Seeding -----

const BATCH = 20_000;

async function seedSqlite(db: SqliteDatabase) {
  let batch: StoredEvent[] = [];
  for (const event of syntheticEvents(EVENTS)) {
    batch.push(event);
    if (batch.length === BATCH) {
      await insertEvents(db.sql, batch);
      batch = [];
    }
  }
  await insertEvents(db.sql, batch);
}

/** PostgreSQL: one statement per batch, a column per array (what the recorder's multi-row insert does, in bulk). */
async function seedPostgres(db: Database) {
  const columns = [
    ["minute", "integer"],
    ["kind", "smallint"],
    ["page", "text"],
    ["lang", "text"],
    ["referrer", "text"],
    ["utm_source", "text"],
    ["utm_medium", "text"],
    ["utm_campaign", "text"],
    ["device", "smallint"],
    ["browser", "smallint"],
    ["visitor", "bytea"],
  ] as const;
  const text = `INSERT INTO analytics_events (${columns.map(([name]) => name).join(", ")})
    SELECT * FROM unnest(${columns.map(([, type]) => `?::${type}[]`).join(", ")})`;
  const flush = async (batch: StoredEvent[]) => {
    if (batch.length === 0) return;
    await db.sql.run(text, [
      batch.map((event) => event.minute),
      batch.map((event) => event.kind),
      batch.map((event) => event.page),
      batch.map((event) => event.lang),
      batch.map((event) => event.referrer),
      batch.map((event) => event.utmSource),
      batch.map((event) => event.utmMedium),
      batch.map((event) => event.utmCampaign),
      batch.map((event) => event.device),
      batch.map((event) => event.browser),
      batch.map((event) => (event.visitor ? Buffer.from(event.visitor) : null)),
    ]);
  };
  let batch: StoredEvent[] = [];
  for (const event of syntheticEvents(EVENTS)) {
    batch.push(event);
    if (batch.length === BATCH) {
      await flush(batch);
      batch = [];
    }
  }
  await flush(batch);
}

// ----- Measuring -----

const ranges = [
  ["today", 1],
  ["7 days", 7],
  ["30 days", 30],
  ["90 days", 90],
] as const;

/** The dashboard's 30 days as it asks for them: compared with the 30 days before, filtered by nothing, one or two facets. */
const dashboards = [
  ["30 days, compared", {}],
  ["  1 filter", { source: "site-0.example" }],
  ["  2 filters", { source: "site-0.example", lang: "de" }],
] as const;

async function timeReports(db: Database) {
  const results: Record<string, { medianMs: number; slowestMs: number; budget?: boolean }> = {};
  const runs = [
    ...ranges.map(([name, days]) => [name, days, undefined] as const),
    ...dashboards.map(([name, filters]) => [name, 30, filters] as const),
  ];
  for (const [name, days, filters] of runs) {
    const range = { from: addDays(today, -(days - 1)), to: today };
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      await analyticsReport(
        db.sql,
        range,
        { now, retentionDays: RETENTION_DAYS },
        filters ? { filters, compare: true } : {},
      );
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results[name] = { medianMs: round(times[2]!), slowestMs: round(times[4]!), budget: days === 30 };
  }
  return results;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(name: string, db: Database, seedStore: (db: Database) => Promise<void>, size?: () => number) {
  const before = size?.();
  const seedStarted = performance.now();
  seed = 42;
  await seedStore(db);
  const seeded = performance.now() - seedStarted;
  const bytesPerEvent = before !== undefined && size ? round((size() - before) / EVENTS) : undefined;
  const rollStarted = performance.now();
  const upkeep = await maintainAnalytics(db.sql, { now, retentionDays: RETENTION_DAYS });
  const rolled = performance.now() - rollStarted;
  // Summed up, the closed days' events keep no visitor id: what a store holds from then on (free pages not counted).
  const settledPerEvent = before !== undefined && size ? round((size() - before) / EVENTS) : undefined;
  const reports = await timeReports(db);
  console.log(`\n${name}: ${EVENTS.toLocaleString("en")} events seeded in ${(seeded / 1000).toFixed(1)} s`);
  if (bytesPerEvent !== undefined)
    console.log(
      `  stored per raw event: ${bytesPerEvent} bytes as written, ${settledPerEvent} bytes once the closed days are summed up (indexes and rollups included; budget 80)`,
    );
  console.log(
    `  upkeep: rollup of ${upkeep.rolledUp} closed days and today's settled events summed up: ${(rolled / 1000).toFixed(1)} s`,
  );
  for (const [range, { medianMs, slowestMs, budget }] of Object.entries(reports)) {
    const mark = budget ? (slowestMs <= 300 ? "  ✓ ≤ 300 ms" : "  ✗ over 300 ms") : "";
    console.log(
      `  report ${range.padEnd(18)} median ${String(medianMs).padStart(6)} ms, slowest ${String(slowestMs).padStart(6)} ms${mark}`,
    );
  }
}

const sqliteDir = options.keep ? resolve(options.keep) : await mkdtemp(join(tmpdir(), "perf-analytics-"));
const sqlite = openSqliteDatabase(join(sqliteDir, "site.db"));
try {
  const pageBytes = () => {
    sqlite.connection.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const { page_count } = sqlite.connection.prepare("PRAGMA page_count").get() as { page_count: number };
    const { freelist_count } = sqlite.connection.prepare("PRAGMA freelist_count").get() as { freelist_count: number };
    const { page_size } = sqlite.connection.prepare("PRAGMA page_size").get() as { page_size: number };
    return (page_count - freelist_count) * page_size;
  };
  await measure("SQLite", sqlite, (db) => seedSqlite(db as SqliteDatabase), pageBytes);
} finally {
  await sqlite.close();
  if (!options.keep) await rm(sqliteDir, { recursive: true, force: true });
  else console.log(`  (kept in ${sqliteDir})`);
}

const probe = await probeTestPostgres();
if (probe.url) {
  const schema = await createTempSchema(probe.url, "perf_analytics");
  const postgres = await openPostgresDatabase(schema.url);
  try {
    await measure("PostgreSQL", postgres, seedPostgres);
  } finally {
    await postgres.close();
    if (!options.keep) await schema.drop();
    else console.log(`  (kept in schema ${schema.schema}: ${schema.url})`);
  }
} else {
  console.log(`\nPostgreSQL: skipped (${probe.reason})`);
}
