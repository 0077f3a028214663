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
 *   today compared with the same hours of yesterday and a week before (budget 300 ms),
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
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { addDays, berlinDay } from "#app/lib/analytics/days.ts";
import { analyticsReport, maintainAnalytics } from "#app/lib/analytics/report.server.ts";
import { openPostgresDatabase } from "#app/lib/store/postgres.server.ts";
import { openSqliteDatabase } from "#app/lib/store/sqlite.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";
import { BIGGEST_SOURCE, seedEvents } from "./lib/synthetic-events.ts";

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

// ----- Measuring -----

const ranges = [
  ["today", 1],
  ["7 days", 7],
  ["30 days", 30],
  ["90 days", 90],
] as const;

/**
 * The dashboard as it asks: today compared with the same hours of yesterday and of a week before (issue 48), 30 days
 * compared with the 30 days before, filtered by nothing, one or two facets.
 */
const dashboards = [
  ["today, compared", {}, 1],
  ["30 days, compared", {}, 30],
  ["  1 filter", { source: BIGGEST_SOURCE }, 30],
  ["  2 filters", { source: BIGGEST_SOURCE, lang: "de" }, 30],
] as const;

async function timeReports(db: Database) {
  const results: Record<string, { medianMs: number; slowestMs: number; budget?: boolean }> = {};
  const runs = [
    ...ranges.map(([name, days]) => [name, days, undefined] as const),
    ...dashboards.map(([name, filters, days]) => [name, days, filters] as const),
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
    results[name] = { medianMs: round(times[2]!), slowestMs: round(times[4]!), budget: days === 30 || !!filters };
  }
  return results;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(name: string, db: Database, size?: () => number) {
  const before = size?.();
  const seedStarted = performance.now();
  await seedEvents(db, { total: EVENTS, days: DAYS, now });
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
  await measure("SQLite", sqlite, pageBytes);
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
    await measure("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    if (!options.keep) await schema.drop();
    else console.log(`  (kept in schema ${schema.schema}: ${schema.url})`);
  }
} else {
  console.log(`\nPostgreSQL: skipped (${probe.reason})`);
}
