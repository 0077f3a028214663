/**
 * The visit statistics under a flood (issue 28, items 4 and 5; decision 0018), on the production server: one
 * address sending thousands of made-up paths, campaign tags and User-Agents counts only up to its rate, the
 * drop is a metric; fresh addresses of one /24 or /48 count together up to the range's ceiling (issue 44);
 * and many addresses doing the same leave the dashboard and every CSV answering with a
 * bounded number of rows, the rest summed up as one row labelled in the operator's language.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { summaryBounds } from "#app/lib/analytics/summary.ts";
import { openSqliteDatabase } from "#app/lib/store/sqlite.server.ts";
import { freePort, startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser } from "./back-office-support.ts";
import { textOf } from "./html.ts";
import { rawRequest } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

let server: RunningServer;
let dataDir: string;
let metricsPort: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-analytics-flood-"));
  const made = await adminCli("create", "ops@example.com", PASSWORD, { DATA_DIR: dataDir });
  expect(made.code, made.output).toBe(0);
  metricsPort = await freePort();
  server = await startServer({
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: "0",
    TRUST_PROXY: "1",
    METRICS_PORT: String(metricsPort),
  });
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** `count` requests, `concurrency` at a time. */
async function flood(count: number, request: (n: number) => Promise<unknown>, concurrency = 16) {
  let next = 0;
  const worker = async () => {
    while (next < count) await request(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** A made-up missing path or a page on a made-up campaign link, from a made-up browser: what a flood sends. */
function junk(n: number, address: string) {
  const tag = randomUUID();
  const path = n % 2 === 0 ? `/wp-admin/${tag}.php` : `/?utm_source=${tag}&utm_medium=m-${n}&utm_campaign=${tag}`;
  return rawRequest(server.url, path, {
    headers: {
      Accept: "text/html,*/*;q=0.8",
      "User-Agent": `${firefox} Flood/${n}`,
      "X-Forwarded-For": address,
    },
  });
}

async function storedEvents(): Promise<number> {
  const db = openSqliteDatabase(join(dataDir, "site.db"));
  try {
    return Number((await db.sql.get<{ n: number }>("SELECT count(*) AS n FROM analytics_events"))?.n);
  } finally {
    await db.close();
  }
}

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`http://localhost:${metricsPort}/metrics`)).text();
  const line = text.split("\n").find((each) => each.startsWith(`${name} `));
  return Number(line?.split(" ")[1] ?? 0);
}

const csvLines = (body: string) => body.trimEnd().split("\r\n");

describe("a flood of made-up paths and tags", () => {
  it("counts one address up to its rate and says how many hits it dropped", async () => {
    const started = Date.now();
    await flood(3_000, (n) => junk(n, "198.51.100.66"));
    const seconds = (Date.now() - started) / 1000;
    // The burst, and one a second while the flood lasted.
    await expect.poll(storedEvents, { timeout: 8_000 }).toBeGreaterThanOrEqual(120);
    expect(await storedEvents()).toBeLessThanOrEqual(120 + Math.ceil(seconds) + 1);
    const dropped = await metric('analytics_events_total{outcome="dropped-client-rate"}');
    expect(dropped).toBeGreaterThanOrEqual(3_000 - 120 - Math.ceil(seconds) - 1);
    // Someone else, at the same time, still counts.
    await rawRequest(server.url, "/careers", {
      headers: { Accept: "text/html", "User-Agent": firefox, "X-Forwarded-For": "203.0.113.7" },
    });
    await expect.poll(storedEvents, { timeout: 8_000 }).toBe(3_000 + 1 - dropped);
  });

  it.each([
    ["an IPv4 /24", (n: number) => `198.18.7.${n % 256}`],
    ["an IPv6 /48", (n: number) => `2001:db8:4a:${n.toString(16)}::${(n % 7) + 1}`],
  ])("counts the fresh addresses of %s together up to the range's ceiling", async (_, address) => {
    const before = await storedEvents();
    const droppedBefore = await metric('analytics_events_total{outcome="dropped-range-rate"}');
    const started = Date.now();
    // Fewer hits per address than one client's burst: without a ceiling for the range, every one would count.
    await flood(2_000, (n) => junk(n, address(n)));
    const seconds = (Date.now() - started) / 1000;
    // Each hit is counted or dropped before its answer is sent: the metric is final, the store follows within 2 s.
    const dropped = (await metric('analytics_events_total{outcome="dropped-range-rate"}')) - droppedBefore;
    const counted = 2_000 - dropped;
    await expect.poll(storedEvents, { timeout: 8_000 }).toBe(before + counted);
    // The range's burst, and two a second while the flood lasted.
    expect(counted).toBeGreaterThanOrEqual(600);
    expect(counted).toBeLessThanOrEqual(600 + 2 * Math.ceil(seconds) + 1);
    // Another network, at the same time, still counts.
    await rawRequest(server.url, "/careers", {
      headers: { Accept: "text/html", "User-Agent": firefox, "X-Forwarded-For": "198.18.8.1" },
    });
    await expect.poll(storedEvents, { timeout: 8_000 }).toBe(before + counted + 1);
  });

  it("keeps the dashboard and every CSV answering, with the first rows and one for all the others", async () => {
    const before = await storedEvents();
    // As many addresses as hits: no rate holds them back, so only the summary's bounds do.
    await flood(4_000, (n) => junk(n, `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`));
    await expect.poll(storedEvents, { timeout: 10_000 }).toBe(before + 4_000);

    const operator = browser(server.url, "203.0.113.200");
    expect((await operator.post("/admin/login", { email: "ops@example.com", password: PASSWORD })).status).toBe(303);
    const dashboard = await operator.get("/admin/analytics?range=today");
    expect(dashboard.status).toBe(200);
    const page = new JSDOM(dashboard.body).window.document;
    const notFound = page.querySelector("#analytics-notFound")!.closest("section")!;
    expect(textOf(notFound.querySelector("p.mt-2"))).toBe(
      adminEn.analytics.showAll.replace("{count}", String(summaryBounds.rows + 1)),
    );
    for (const table of ["perDay", "pages", "entries", "languages", "sources", "campaigns", "devices", "notFound"]) {
      const csv = await operator.get(`/admin/analytics.csv?table=${table}&range=30`);
      expect(csv.status, table).toBe(200);
      expect(csvLines(csv.body).length, table).toBeLessThanOrEqual(1 + summaryBounds.rows + 1);
    }
    for (const [prefix, copy] of [
      ["", adminEn],
      ["/de", adminDe],
    ] as const) {
      const campaigns = csvLines(
        (await operator.get(`${prefix}/admin/analytics.csv?table=campaigns&range=today`)).body,
      );
      expect(campaigns).toHaveLength(1 + summaryBounds.rows + 1);
      // The row of all others, in the operator's words, then no source, medium or campaign; `;` in German.
      const separator = prefix ? ";" : ",";
      expect(campaigns.at(-1)).toMatch(new RegExp(`^"?${copy.analytics.other}"?${separator.repeat(3)}`));
    }
    const notFoundCsv = csvLines((await operator.get("/admin/analytics.csv?table=notFound&range=today")).body);
    const views = notFoundCsv.slice(1).reduce((sum, line) => sum + Number(line.split(",").at(-1)), 0);
    // Every missing path counted (the first flood's counted ones and this one's), in its own row or the last.
    expect(views).toBeGreaterThanOrEqual(2_000);
  }, 60_000); // 4,000 requests and nine summaries on a shared machine: this asks for correctness, not speed
});
