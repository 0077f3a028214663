/**
 * `npm run perf:backoffice`: the lead inbox at scale (issue 31's budget: every inbox request ≤ 50 ms p95 server
 * time with 100,000 leads, on SQLite and PostgreSQL alike).
 *
 * Seeds 100,000 synthetic leads (German and English names with umlauts, companies, e-mail addresses, phone
 * numbers, messages; statuses and owners in plausible shares; `--leads=N` for another number) into a fresh
 * SQLite store and, when TEST_DATABASE_URL answers, a fresh PostgreSQL schema; starts the production server
 * (`npm run build` first) on each, signs in as an operator, and asks each request of the inbox in turn, one at a
 * time (`--runs=N` each, default 40, after 5 to warm up; `--sqlite-only` or `--postgres-only` for one store),
 * beside a pre-rendered page in the same run. It prints
 * p50 and p95 of the server's own time per request (the `ms` of its request log line, found by `X-Request-Id`),
 * and for the CSV downloads the time until the last byte and the server's resident memory before and at its
 * peak while it streams all leads (it must stay flat). Nothing touches a real store: the SQLite file lives in a
 * temporary directory and the schema is dropped afterwards.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { openPostgresDatabase } from "#app/lib/store/postgres.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { openSqliteDatabase } from "#app/lib/store/sqlite.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";
import { percentile, serverMs, signIn, untilReady } from "./lib/signed-in.ts";
import { createPerfOperators, PERF_OPERATORS, PERF_PASSWORD, seedLeads } from "./lib/synthetic-leads.ts";

const { values: options } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    runs: { type: "string", default: "40" },
    keep: { type: "string" },
    "sqlite-only": { type: "boolean" },
    "postgres-only": { type: "boolean" },
  },
});
const LEADS = Number(options.leads);
const RUNS = Number(options.runs);
const WARMUP = 5;
const BUDGET_MS = 50;

// ----- Measuring -----

type Sample = { name: string; p50: number; p95: number; max: number; note?: string };

async function rssMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function timeRequest(server: RunningServer, cookie: string, name: string, path: string): Promise<Sample> {
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie, "Accept-Encoding": "gzip" } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    if (run >= WARMUP) times.push(await serverMs(server, response.headers.get("X-Request-Id")!));
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1)! };
}

/** A CSV download to its last byte (the server's log line is written when the stream starts, not when it ends). */
async function timeDownload(server: RunningServer, cookie: string, name: string, path: string, runs: number) {
  const times: number[] = [];
  let bytes = 0;
  const before = await rssMb(server.process.pid);
  let peak = before;
  const sampler = setInterval(async () => (peak = Math.max(peak, await rssMb(server.process.pid))), 25);
  try {
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
      const reader = response.body!.getReader();
      bytes = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
      times.push(performance.now() - started);
    }
  } finally {
    clearInterval(sampler);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    max: round(times.at(-1)!),
    note: `to the last byte, ${(bytes / 1e6).toFixed(1)} MB; server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
  };
}

async function measure(store: string, env: Record<string, string>, sql: Database["sql"]) {
  // Page 3,000's keyset equivalent: the lead just above it, as "Older" would have carried it there.
  const deep = await sql.get<{ seq: unknown }>("SELECT seq FROM contact_requests ORDER BY seq DESC LIMIT 1 OFFSET ?", [
    2999 * 25 - 1,
  ]);
  // As production runs it (the Dockerfile): React's production build, not its development checks.
  const server = await startServer({ NODE_ENV: "production", CONTACT_RATE_LIMIT: "0", DATABASE_URL: "", ...env });
  try {
    await untilReady(server);
    const cookie = await signIn(server, PERF_OPERATORS[0].email, PERF_PASSWORD);
    const rows: Sample[] = [];
    const ask = async (name: string, path: string) => {
      const sample = await timeRequest(server, cookie, name, path);
      console.error(`  ${store}: ${name}: p50 ${sample.p50} ms, p95 ${sample.p95} ms`);
      rows.push(sample);
    };
    await ask("static page (/, pre-rendered)", "/");
    await ask("newest first, page 1", "/admin/leads");
    await ask('search "müller"', `/admin/leads?q=${encodeURIComponent("müller")}`);
    await ask('search e-mail fragment "schmidt@alster"', `/admin/leads?q=${encodeURIComponent("schmidt@alster")}`);
    await ask("status filter (qualified)", "/admin/leads?status=qualified");
    await ask("page 3,000 (keyset)", `/admin/leads?cursor=b${String(deep?.seq)}&page=3000`);
    await ask('search message "quartalszahlen"', "/admin/leads?q=quartalszahlen");
    await ask('search phone "171 55"', `/admin/leads?q=${encodeURIComponent("171 55")}`);
    await ask('search folded "SCHROEDER"', "/admin/leads?q=SCHROEDER");
    await ask('search phone digits "0171 55"', `/admin/leads?q=${encodeURIComponent("0171 55")}`);
    await ask('search 2 letters "zo"', "/admin/leads?q=zo");
    await ask("owner: mine", "/admin/leads?owner=mine");
    await ask("owner: unassigned, status new", "/admin/leads?owner=none&status=new");
    await ask('search "weber" + qualified + mine', "/admin/leads?q=weber&status=qualified&owner=mine");
    await ask("static page again (/)", "/");
    const csv = await timeDownload(server, cookie, 'CSV of search "müller"', `/de/admin/leads.csv?q=m%C3%BCller`, 5);
    console.error(`  ${store}: ${csv.name}: p50 ${csv.p50} ms`);
    rows.push(csv);
    const all = await timeDownload(
      server,
      cookie,
      `CSV of all ${LEADS.toLocaleString("en")} leads`,
      "/de/admin/leads.csv",
      1,
    );
    console.error(`  ${store}: ${all.name}: ${all.p50} ms, ${all.note}`);
    rows.push(all);
    const workbook = await timeDownload(
      server,
      cookie,
      `Excel of all ${LEADS.toLocaleString("en")} leads`,
      "/de/admin/leads.xlsx",
      1,
    );
    console.error(`  ${store}: ${workbook.name}: ${workbook.p50} ms, ${workbook.note}`);
    rows.push(workbook);
    return rows;
  } finally {
    await server.stop();
  }
}

function printTable(store: string, rows: Sample[]) {
  console.log(`\n${store}, ${LEADS.toLocaleString("en")} leads, ${RUNS} requests each, server time:`);
  const header = ["request", "p50 ms", "p95 ms", "max ms", ""];
  const cells = rows.map((row) => [
    row.name,
    String(row.p50),
    String(row.p95),
    String(row.max),
    row.note ??
      (row.name.startsWith("static") || row.name.includes("2 letters")
        ? ""
        : row.p95 <= BUDGET_MS
          ? "✓"
          : "✗ over 50 ms"),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...cells.map((cell) => cell[index]!.length)));
  const line = (cell: string[]) => `| ${cell.map((value, index) => value.padEnd(widths[index]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const cell of cells) console.log(line(cell));
}

// --keep=DIR keeps the SQLite store in DIR, and seeds it only when DIR has none yet (to measure again quickly).
const sqliteDir = options.keep ? resolve(options.keep) : await mkdtemp(join(tmpdir(), "perf-backoffice-"));
// --postgres-only measures PostgreSQL alone.
if (!options["postgres-only"])
  try {
    if (!existsSync(join(sqliteDir, "site.db"))) {
      const db = openSqliteDatabase(join(sqliteDir, "site.db"));
      const started = performance.now();
      try {
        await seedLeads(db, LEADS, await createPerfOperators(db));
        console.error(
          `SQLite: ${LEADS.toLocaleString("en")} leads seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      } finally {
        await db.close();
      }
    }
    const reader = openSqliteDatabase(join(sqliteDir, "site.db"));
    try {
      printTable("SQLite", await measure("SQLite", { DATA_DIR: sqliteDir }, reader.sql));
    } finally {
      await reader.close();
    }
  } finally {
    if (!options.keep) await rm(sqliteDir, { recursive: true, force: true });
  }
else if (!options.keep) await rm(sqliteDir, { recursive: true, force: true });

const probe = await probeTestPostgres();
if (options["sqlite-only"]) {
  // measured SQLite only
} else if (probe.url) {
  const schema = await createTempSchema(probe.url, "perf_backoffice");
  try {
    const db = await openPostgresDatabase(schema.url);
    try {
      const started = performance.now();
      await seedLeads(db, LEADS, await createPerfOperators(db));
      console.error(
        `PostgreSQL: ${LEADS.toLocaleString("en")} leads seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      printTable("PostgreSQL", await measure("PostgreSQL", { DATABASE_URL: schema.url }, db.sql));
    } finally {
      await db.close();
    }
  } finally {
    await schema.drop();
  }
} else {
  console.log(`\nPostgreSQL: skipped (${probe.reason})`);
}
