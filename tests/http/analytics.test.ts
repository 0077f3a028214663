/**
 * The visit statistics as the production server counts them (decision 0014): which requests count and as
 * what, that a stored demo request joins its visitor's day, that no visitor gets a cookie, that a SIGTERM
 * loses no counted view, and that ANALYTICS=off counts nothing. The store is read as the dashboard reads it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { analyticsReport } from "#app/lib/analytics/report.server.ts";
import { openSqliteDatabase } from "#app/lib/store/sqlite.server.ts";
import { startServer, type RunningServer } from "../../scripts/lib/server.ts";
import { rawRequest, validContact, type RawResponse } from "./http-client.ts";

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const page = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8", "User-Agent": firefox };

async function reportOf(dataDir: string) {
  const db = openSqliteDatabase(join(dataDir, "site.db"));
  try {
    const today = berlinDay(new Date());
    return await analyticsReport(db.sql, { from: today, to: today }, { now: new Date(), retentionDays: 90 });
  } finally {
    await db.close();
  }
}

async function eventCount(dataDir: string): Promise<number> {
  const db = openSqliteDatabase(join(dataDir, "site.db"));
  try {
    return Number((await db.sql.get<{ n: number }>("SELECT count(*) AS n FROM analytics_events"))?.n);
  } finally {
    await db.close();
  }
}

function serverIn(env: Record<string, string> = {}) {
  const state: { server?: RunningServer; dataDir?: string } = {};
  beforeAll(async () => {
    state.dataDir = await mkdtemp(join(tmpdir(), "http-analytics-"));
    state.server = await startServer({ DATA_DIR: state.dataDir, CONTACT_RATE_LIMIT: "0", TRUST_PROXY: "1", ...env });
  });
  afterAll(async () => {
    await state.server?.stop();
    if (state.dataDir) await rm(state.dataDir, { recursive: true, force: true });
  });
  return state;
}

describe("counting visits", () => {
  const state = serverIn();
  const responses: RawResponse[] = [];
  const get = async (path: string, headers: Record<string, string>, method = "GET") => {
    const response = await rawRequest(state.server!.url, path, { method, headers });
    responses.push(response);
    return response;
  };

  it("counts pages, sources, campaigns, bots, objections and conversions as the dashboard shows them", async () => {
    const anna = { ...page, "X-Forwarded-For": "203.0.113.9" };
    // Anna comes from a search engine on a campaign link, reads the German pages, moves on in the page (a data
    // request), and asks for a demo with JavaScript.
    expect(
      (
        await get("/de/about-us?utm_source=Newsletter&utm_medium=email&utm_campaign=herbst", {
          ...anna,
          Referer: "https://www.search.example/results?q=secret",
        })
      ).status,
    ).toBe(200);
    expect((await get("/de.data", { ...anna, Accept: "*/*" })).status).toBe(200);
    const stored = await rawRequest(state.server!.url, "/api/contact?lang=de", {
      method: "POST",
      headers: { ...anna, "Content-Type": "application/json" },
      body: JSON.stringify(validContact),
    });
    expect(stored.status).toBe(201);
    // Ben on a phone, IPv6: his address changes within his /64, he is still one visitor; he sends the form
    // without JavaScript.
    const ben = { ...page, "User-Agent": iphone };
    expect((await get("/", { ...ben, "X-Forwarded-For": "2001:db8:5:6::1" })).status).toBe(200);
    expect((await get("/careers", { ...ben, "X-Forwarded-For": "2001:db8:5:6::99" })).status).toBe(200);
    const form = await rawRequest(state.server!.url, "/api/contact?lang=en", {
      method: "POST",
      headers: {
        ...ben,
        "X-Forwarded-For": "2001:db8:5:6::99",
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: state.server!.url,
      },
      body: new URLSearchParams({ ...validContact, privacyPolicy: "on" }).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.location).toMatch(/#contact$/);

    // Not counted: HEAD, prefetch, an operator, an asset, a script without HTML.
    await get("/", anna, "HEAD");
    await get("/careers", { ...anna, "Sec-Purpose": "prefetch" });
    await get("/careers", { ...anna, Cookie: "cbi_session=anything" });
    await get("/favicon.svg", { ...anna, Accept: "image/*" });
    await get("/careers", { "User-Agent": "curl/8.0", Accept: "*/*" });
    // Counted apart: a crawler, a visitor who objects, a broken link.
    await get("/", {
      ...page,
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await get("/de/careers", {
      ...page,
      "Sec-GPC": "1",
      "X-Forwarded-For": "192.0.2.50",
      Referer: "https://ads.example/",
    });
    await get("/documentation", { ...page, DNT: "1", "X-Forwarded-For": "192.0.2.51" });
    expect((await get("/de/preise?ref=mail", anna)).status).toBe(404);

    await expect
      .poll(() => reportOf(state.dataDir!).then((report) => report.totals), { timeout: 8_000 })
      .toEqual({
        views: 6,
        visitors: 2,
        formVisitors: 2,
        conversions: 2,
        optedOutViews: 2,
        botViews: 1,
      });
    const report = await reportOf(state.dataDir!);
    expect(report.entries).toEqual([
      { page: "about", lang: "de", views: 2, visitors: 1, formVisitors: 1, conversions: 1 },
      { page: "home", lang: "en", views: 2, visitors: 1, formVisitors: 1, conversions: 1 },
    ]);
    expect(report.sources).toEqual([
      { source: "", views: 2, visitors: 1, formVisitors: 1, conversions: 1 },
      { source: "search.example", views: 2, visitors: 1, formVisitors: 1, conversions: 1 },
    ]);
    expect(report.campaigns).toEqual([
      {
        source: "newsletter",
        medium: "email",
        campaign: "herbst",
        views: 2,
        visitors: 1,
        formVisitors: 1,
        conversions: 1,
      },
    ]);
    expect(report.devices.map(({ device, browser }) => `${device} ${browser}`)).toEqual([
      "desktop firefox",
      "phone safari",
    ]);
    expect(report.pages).toContainEqual({ page: "careers", lang: "de", views: 1, visitors: 0 });
    expect(report.notFound).toEqual([{ path: "/de/preise", lang: "de", views: 1 }]);
    // No visitor was given a cookie for any of it.
    expect(responses.flatMap((response) => response.headers["set-cookie"] ?? [])).toEqual([]);
  });

  it("writes every counted view before the server stops on SIGTERM", async () => {
    const before = await eventCount(state.dataDir!);
    for (let i = 0; i < 5; i++) await get("/about-us", { ...page, "X-Forwarded-For": `198.51.100.${i + 1}` });
    await state.server!.stop();
    expect(await eventCount(state.dataDir!)).toBe(before + 5);
  });
});

describe("with ANALYTICS=off", () => {
  const state = serverIn({ ANALYTICS: "off" });

  it("counts nothing and writes nothing", async () => {
    await rawRequest(state.server!.url, "/", { headers: { ...page, "X-Forwarded-For": "203.0.113.9" } });
    await rawRequest(state.server!.url, "/gone", { headers: page });
    await state.server!.stop();
    expect(await eventCount(state.dataDir!)).toBe(0);
    expect(state.server!.log().join("\n")).toContain('"analytics":"off"');
  });
});
