/**
 * `npm run perf:backoffice`: the lead inbox at scale (issue 31's budget: every inbox request ≤ 50 ms p95 server
 * time with 100,000 leads, on SQLite and PostgreSQL alike).
 *
 * Seeds 100,000 synthetic leads (German and English names with umlauts, companies, e-mail addresses, phone
 * numbers, messages; statuses and owners in plausible shares; `--leads=N` for another number) into a fresh
 * SQLite store and, when TEST_DATABASE_URL answers, a fresh PostgreSQL schema; starts the production server
 * (`npm run build` first) on each, signs in as an operator, and asks each request of the inbox in turn, one at a
 * time (`--runs=N` each, default 40, after 5 to warm up), beside a pre-rendered page in the same run. It prints
 * p50 and p95 of the server's own time per request (the `ms` of its request log line, found by `X-Request-Id`),
 * and for the CSV downloads the time until the last byte and the server's resident memory before and at its
 * peak while it streams all leads (it must stay flat). Nothing touches a real store: the SQLite file lives in a
 * temporary directory and the schema is dropped afterwards.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import { openPostgresDatabase } from "#app/lib/store/postgres.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { openSqliteDatabase, type SqliteDatabase } from "#app/lib/store/sqlite.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";

const { values: options } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    runs: { type: "string", default: "40" },
    keep: { type: "string" },
    "sqlite-only": { type: "boolean" },
  },
});
const LEADS = Number(options.leads);
const RUNS = Number(options.runs);
const WARMUP = 5;
const PASSWORD = "perf backoffice password";
const BUDGET_MS = 50;

// ----- Synthetic leads -----

let seed = 31;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}
/** Zipf-like: the first names of a list are the most common, as Müller and Schmidt are. */
function zipf<T>(list: readonly T[]): T {
  const rank = Math.floor(list.length ** random()) - 1;
  return list[Math.min(list.length - 1, Math.max(0, rank))]!;
}
function pick<T>(list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

const firstNames = [
  ...["Anna", "Jörg", "Jürgen", "Björn", "Sören", "Zoë", "Lukas", "Jonas", "Mia", "Emma", "Sophie", "Max", "Paul"],
  ...["Lena", "Leonie", "Özlem", "Ümit", "Käthe", "Hans", "Grete", "Matthias", "Stefan", "Sabine", "Ute", "Jörn"],
  ...["John", "Emily", "Oliver", "Charlotte", "James", "Amelia", "Harry", "Olivia", "Noah", "Chloé", "René", "Zoé"],
] as const;
const lastNames = [
  ...["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann"],
  ...["Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann"],
  ...["Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Schmitt", "Werner", "Schmitz", "Krause", "Meier"],
  ...["Lehmann", "Köhler", "Herrmann", "König", "Walter", "Huber", "Kaiser", "Fuchs", "Peters", "Möller", "Weiß"],
  ...["Jung", "Hahn", "Schubert", "Groß", "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson"],
  ...["Davies", "Robinson", "Wright", "Thompson", "Evans", "Walker", "O'Connor", "Müller-Lüdenscheidt", "Öztürk"],
] as const;
const stems = ["Nord", "Elb", "Alster", "Hansa", "Rhein", "Isar", "Spree", "Main", "Weser", "Süd", "Ost", "Berg"];
const trades = ["licht", "werk", "bau", "logistik", "data", "tech", "handel", "medien", "kontor", "straße"];
const forms = ["GmbH", "AG", "KG", "SE", "GmbH & Co. KG", "Ltd", "Inc."];
const topics = [
  "Wir möchten unsere Umsätze nach Region und Quartal sehen, verglichen mit dem Vorjahr.",
  "Bitte zeigen Sie uns, wie der Vertrieb Fragen zu Quartalszahlen in natürlicher Sprache stellt.",
  "Unser Controlling arbeitet mit Excel und SAP; wir suchen Dashboards ohne SQL.",
  "Können Sie uns eine Demo für das Marketing-Team geben? Kampagnen-ROI ist das Thema.",
  "We would like to see revenue by region and quarter, compared with last year.",
  "Our sales team (40 people) wants answers from Salesforce and HubSpot without waiting for analysts.",
  "Please call me back about pricing for the Professional plan and SSO.",
  "Wie sicher sind unsere Daten bei Ihnen? Rollen, Verschlüsselung, Serverstandort Deutschland?",
];
const ascii = (text: string) =>
  text
    .toLowerCase()
    .replaceAll("ä", "ae")
    .replaceAll("ö", "oe")
    .replaceAll("ü", "ue")
    .replaceAll("ß", "ss")
    .normalize("NFD")
    .replace(/[^a-z0-9.-]/g, "");

type Seeded = {
  id: string;
  receivedAt: string;
  locale: "en" | "de";
  first: string;
  last: string;
  company: string;
  email: string;
  phone: string | null;
  message: string;
  status: string;
  owner: number | null;
};

function* syntheticLeads(count: number): Generator<Seeded> {
  // Within the retention period (365 days), so the server's start deletes none of them.
  const span = 300 * 24 * 3600 * 1000;
  const start = Date.now() - span;
  for (let index = 0; index < count; index++) {
    const first = zipf(firstNames);
    const last = zipf(lastNames);
    const stem = pick(stems);
    const trade = pick(trades);
    const company = `${stem}${trade} ${pick(forms)}`;
    const roll = random();
    yield {
      id: randomUUID(),
      receivedAt: new Date(start + (index / count) * span).toISOString(),
      locale: random() < 0.6 ? "de" : "en",
      first,
      last,
      company,
      email: `${ascii(first)}.${ascii(last)}@${ascii(stem + trade)}.${random() < 0.7 ? "de" : "com"}`,
      phone:
        random() < 0.7
          ? `+49 ${pick(["40", "30", "89", "171", "151", "160"])} ${Math.floor(1_000_000 + random() * 8_999_999)}`
          : null,
      message: `${pick(topics)} ${random() < 0.5 ? pick(topics) : ""}`.trim(),
      status: roll < 0.6 ? "new" : roll < 0.8 ? "contacted" : roll < 0.92 ? "qualified" : "closed",
      owner: random() < 0.7 ? null : Math.floor(random() * 3),
    };
  }
}

const BATCH = 5_000;

async function seedSqlite(db: SqliteDatabase, owners: string[]) {
  const insert = db.connection.prepare(
    `INSERT INTO contact_requests (id, received_at, locale, first_name, last_name, company, email, phone, message,
       privacy_policy, status, owner_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  let inBatch = 0;
  db.connection.exec("BEGIN");
  for (const lead of syntheticLeads(LEADS)) {
    insert.run(
      lead.id,
      lead.receivedAt,
      lead.locale,
      lead.first,
      lead.last,
      lead.company,
      lead.email,
      lead.phone,
      lead.message,
      lead.status,
      lead.owner === null ? null : owners[lead.owner]!,
    );
    if (++inBatch === BATCH) {
      db.connection.exec("COMMIT");
      db.connection.exec("BEGIN");
      inBatch = 0;
    }
  }
  db.connection.exec("COMMIT");
  db.connection.exec("PRAGMA optimize");
  db.connection.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

async function seedPostgres(db: Database, owners: string[]) {
  const columns = [
    ["id", "uuid"],
    ["received_at", "timestamptz"],
    ["locale", "text"],
    ["first_name", "text"],
    ["last_name", "text"],
    ["company", "text"],
    ["email", "text"],
    ["phone", "text"],
    ["message", "text"],
    ["status", "text"],
    ["owner_id", "uuid"],
  ] as const;
  const text = `INSERT INTO contact_requests (${columns.map(([name]) => name).join(", ")}, privacy_policy)
    SELECT *, true FROM unnest(${columns.map(([, type]) => `?::${type}[]`).join(", ")})`;
  const flush = (batch: Seeded[]) =>
    batch.length
      ? db.sql.run(text, [
          batch.map((lead) => lead.id),
          batch.map((lead) => lead.receivedAt),
          batch.map((lead) => lead.locale),
          batch.map((lead) => lead.first),
          batch.map((lead) => lead.last),
          batch.map((lead) => lead.company),
          batch.map((lead) => lead.email),
          batch.map((lead) => lead.phone),
          batch.map((lead) => lead.message),
          batch.map((lead) => lead.status),
          batch.map((lead) => (lead.owner === null ? null : owners[lead.owner]!)),
        ])
      : undefined;
  let batch: Seeded[] = [];
  for (const lead of syntheticLeads(LEADS)) {
    batch.push(lead);
    if (batch.length === BATCH) {
      await flush(batch);
      batch = [];
    }
  }
  await flush(batch);
  // What autovacuum does after a bulk load: statistics for the planner, the visibility map for index-only scans.
  await db.sql.run("VACUUM ANALYZE contact_requests");
}

// ----- Measuring -----

type Sample = { name: string; p50: number; p95: number; max: number; note?: string };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function rssMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function signIn(server: RunningServer, email: string): Promise<string> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
  if (response.status !== 303 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** The server's own time for one request: its log line's `ms`, found by the request id it answered with. */
async function serverMs(server: RunningServer, requestId: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const line = server.log().findLast((each) => each.includes(requestId));
    if (line) return (JSON.parse(line) as { ms: number }).ms;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no log line for request ${requestId}`);
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
    // A big store takes a while to open (SQLite's quick_check reads every page): wait until it answers.
    for (
      let waited = 0;
      !(await fetch(`${server.url}/readyz`).then(
        (r) => r.ok,
        () => false,
      ));
      waited++
    ) {
      if (waited > 1200 || server.process.exitCode !== null) throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const cookie = await signIn(server, "perf-anna@example.com");
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

async function operators(db: Database): Promise<string[]> {
  const made = [];
  for (const email of ["perf-anna@example.com", "perf-ben@example.com", "perf-cara@example.com"])
    made.push((await createOperator(db.sql, email, PASSWORD, { role: email.includes("anna") ? "owner" : "sales" })).id);
  return made;
}

// --keep=DIR keeps the SQLite store in DIR, and seeds it only when DIR has none yet (to measure again quickly).
const sqliteDir = options.keep ? resolve(options.keep) : await mkdtemp(join(tmpdir(), "perf-backoffice-"));
try {
  if (!existsSync(join(sqliteDir, "site.db"))) {
    const db = openSqliteDatabase(join(sqliteDir, "site.db"));
    const started = performance.now();
    try {
      seed = 31;
      await seedSqlite(db, await operators(db));
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

const probe = await probeTestPostgres();
if (options["sqlite-only"]) {
  // measured SQLite only
} else if (probe.url) {
  const schema = await createTempSchema(probe.url, "perf_backoffice");
  try {
    const db = await openPostgresDatabase(schema.url);
    try {
      const started = performance.now();
      seed = 31;
      await seedPostgres(db, await operators(db));
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
