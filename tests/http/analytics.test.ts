/**
 * The visit statistics as the production server counts them (decision 0014): which requests count and as
 * what, that a stored demo request joins its visitor's day, that no visitor gets a cookie, that a SIGTERM
 * loses no counted view, and that ANALYTICS=off counts nothing. The store is read as the dashboard reads it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { analyticsReport } from "#app/lib/analytics/report.server.ts";
import { tableColumns, type AnalyticsTableId } from "#app/lib/analytics/tables.ts";
import { openSqliteDatabase } from "#app/lib/store/sqlite.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";
import pg from "pg";
import { adminCli, browser } from "./back-office-support.ts";
import { textOf, textsOf } from "./html.ts";
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

const PASSWORD = "correct horse battery staple";

/** A server in a data directory of its own, with one operator. */
function serverIn(env: Record<string, string> = {}) {
  const state: { server?: RunningServer; dataDir?: string } = {};
  beforeAll(async () => {
    state.dataDir = await mkdtemp(join(tmpdir(), "http-analytics-"));
    const made = await adminCli("create", "ops@example.com", PASSWORD, { DATA_DIR: state.dataDir });
    expect(made.code, made.output).toBe(0);
    state.server = await startServer({ DATA_DIR: state.dataDir, CONTACT_RATE_LIMIT: "0", TRUST_PROXY: "1", ...env });
  });
  afterAll(async () => {
    await state.server?.stop();
    if (state.dataDir) await rm(state.dataDir, { recursive: true, force: true });
  });
  return state;
}

async function operatorOn(server: RunningServer) {
  const operator = browser(server.url, "203.0.113.200");
  const response = await operator.post("/admin/login", { email: "ops@example.com", password: PASSWORD });
  expect(response.status, response.body).toBe(303);
  return operator;
}

/** A statistics CSV's header for an English operator: the columns as the dashboard names them. */
const headerOf = (table: AnalyticsTableId) =>
  tableColumns[table].map((column) => adminEn.analytics.columns[column]).join(",");

const parse = (html: string) => new JSDOM(html).window.document;
const cellsOf = (root: ParentNode) =>
  [...root.querySelectorAll("tbody tr")].map((row) => [...row.children].map((cell) => textOf(cell)));

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

    // Waited for together: the broken link's view, sent last, may be written in a later batch than the rest.
    await expect
      .poll(() => reportOf(state.dataDir!).then(({ totals, notFound }) => ({ totals, notFound })), { timeout: 8_000 })
      .toEqual({
        totals: { views: 6, visitors: 2, formVisitors: 2, conversions: 2, optedOutViews: 2, botViews: 1 },
        notFound: [{ path: "/de/preise", lang: "de", views: 1 }],
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

  it("shows an operator the same counts, in either language, and exports every table as CSV", async () => {
    const operator = await operatorOn(state.server!);
    const english = await operator.get("/admin/analytics?range=today");
    expect(english.status).toBe(200);
    expect(english.headers["cache-control"]).toBe("no-store");
    const page = parse(english.body);
    expect(textsOf(page, "nav a[aria-current=page]")).toEqual([
      adminEn.shell.analytics,
      adminEn.analytics.presets.today,
    ]);
    const totals = Object.fromEntries(
      [...page.querySelectorAll("dl > div")].map((box) => [
        textOf(box.querySelector("dt")),
        textOf(box.querySelector("dd")),
      ]),
    );
    expect(totals).toEqual({ Visitors: "2", "Page views": "6", "Demo requests": "2", "Conversion rate": "100%" });
    const sources = page.querySelector("#analytics-sources")!.closest("section")!;
    expect(cellsOf(sources)).toEqual([
      [adminEn.analytics.direct, "1", "1", "100%"],
      ["search.example", "1", "1", "100%"],
    ]);
    // A campaign's row names its source, medium and name: its column is headed by the campaign.
    const campaignTable = page.querySelector("#analytics-campaigns")!.closest("section")!;
    expect(textOf(campaignTable.querySelector("thead th"))).toBe(adminEn.analytics.columns.campaign);
    expect(cellsOf(campaignTable)[0]?.[0]).toBe("newsletter · email · herbst");
    // Yesterday and the same weekday a week before had nobody until this time of day (issue 48: today is compared
    // with the same hours, not the whole day): each total says so beside it, twice.
    const sameHoursYesterday = (zero: string) =>
      expect.stringMatching(new RegExp(`^Yesterday until \\d\\d:\\d\\d: ${zero}$`));
    const weekAgo = (zero: string) =>
      expect.stringMatching(new RegExp(`^[A-Z][a-z]+day last week until \\d\\d:\\d\\d: ${zero}$`));
    expect(textsOf(page, "dl dd[data-testid=previous]")).toEqual(
      ["0", "0", "0", "0%"].flatMap((zero) => [sameHoursYesterday(zero), weekAgo(zero)]),
    );
    // Today by the hour, and who is here now.
    expect(textOf(page.querySelector("#analytics-chart"))).toBe(adminEn.analytics.hourHeading);
    expect(textOf(page.querySelector("[data-testid=now-visitors]"))).toBe("2");
    const now = await operator.get("/admin/analytics.now");
    expect([now.status, now.headers["cache-control"]]).toEqual([200, "no-store"]);
    expect(JSON.parse(now.body)).toMatchObject({ minutes: 30, visitors: 2 });

    // A row is a link that filters the whole dashboard by it; the filter is in the address, and in the CSV's.
    const filterLink = [...sources.querySelectorAll("tbody a")].find((link) => textOf(link) === "search.example")!;
    const href = filterLink.getAttribute("href")!;
    expect(href).toBe("/admin/analytics?range=today&source=search.example");
    const filtered = parse((await operator.get(href)).body);
    expect(textsOf(filtered, "dl dd:not([data-testid])")).toEqual(["1", "2", "1", "100%"]);
    expect(textsOf(filtered, "[role=group] a").at(0)).toBe(`${adminEn.analytics.facets.source}: search.example×`);
    expect(cellsOf(filtered.querySelector("#analytics-entries")!.closest("section")!)).toEqual([
      ["/de/about-us", "1", "1", "100%"],
    ]);
    expect(filtered.querySelector("#analytics-notFound")).toBeNull();
    // Ben's English visit: views, but none from a campaign. The campaigns table says that, not that nothing was
    // counted; and a single day, filtered (no hours), is named once in the chart's name, not "… to" the same day.
    const benOnly = parse((await operator.get("/admin/analytics?range=today&lang=en")).body);
    const campaigns = textOf(benOnly.querySelector("#analytics-campaigns")!.closest("section"));
    expect(campaigns).toContain(adminEn.analytics.tables.campaigns.empty);
    expect(textOf(benOnly.querySelector("#analytics-chart")!.closest("section"))).toContain(
      adminEn.analytics.noHoursFiltered,
    );
    expect(textOf(benOnly.querySelector("#analytics-pages")!.closest("section"))).not.toContain(
      adminEn.analytics.tables.pages.empty,
    );
    expect(benOnly.querySelector("[role=img]")!.getAttribute("aria-label")).toMatch(
      /^Visitors and page views per day, [A-Z][a-z]+ \d{1,2}, \d{4}\. Total visitors: 1; total page views: 2\.$/,
    );
    const filteredCsv = filtered
      .querySelector<HTMLAnchorElement>('a[href*="analytics.csv?table=entries"]')!
      .getAttribute("href")!;
    expect(filteredCsv).toBe("/admin/analytics.csv?table=entries&range=today&source=search.example");
    expect(filtered.querySelector('a[href*="analytics.xlsx?table=entries"]')!.getAttribute("href")!.split("?")[1]).toBe(
      filteredCsv.split("?")[1],
    );
    // For Excel (issue 47): a byte-order mark, the header and the codes in the operator's words.
    expect((await operator.get(filteredCsv)).body).toBe(
      `\uFEFF${headerOf("entries")}\r\n/de/about-us,${adminEn.analytics.languages.de},1,1,1,1\r\n`,
    );
    // Two filters: from search.example and in English, nobody.
    const both = parse((await operator.get(`${href}&lang=en`)).body);
    expect(textsOf(both, "dl dd:not([data-testid])")).toEqual(["0", "0", "0", "0%"]);
    expect(textsOf(both, "[role=group] a")).toHaveLength(3);
    // Removing a chip keeps the other filter.
    const chip = [...both.querySelectorAll("[role=group] a")].find((link) =>
      textOf(link).startsWith(adminEn.analytics.facets.source),
    )!;
    expect(chip.getAttribute("href")).toBe("/admin/analytics?range=today&lang=en");
    expect((await operator.get("/admin/analytics.csv?table=sources&range=today&lang=en&source=")).body).toBe(
      `\uFEFF${headerOf("sources")}\r\n${adminEn.analytics.direct},1,1,1,1\r\n`,
    );
    // The operator looking at it was not counted.
    const german = parse((await operator.get("/de/admin/analytics?range=today")).body);
    expect(textsOf(german, "dl dt")).toEqual(Object.values(adminDe.analytics.totals));
    expect(textsOf(german, "dl dd:not([data-testid])")).toEqual(["2", "6", "2", "100 %"]);
    expect(cellsOf(german.querySelector("#analytics-notFound")!.closest("section")!)).toEqual([["/de/preise", "1"]]);
    // Yesterday nobody asked for a missing page: the panel says so, where a toggle would offer to show 0 paths.
    const yesterday = berlinDay(Date.now() - 86_400_000);
    const quiet = parse(
      (await operator.get(`/de/admin/analytics?range=custom&from=${yesterday}&to=${yesterday}`)).body,
    );
    const missing = quiet.querySelector("#analytics-notFound")!.closest("section")!;
    expect(textOf(missing)).toContain(adminDe.analytics.tables.notFound.empty);
    expect(missing.querySelector("details")).toBeNull();
    // Nothing counted that day and no filter set: no note that hours need the filters off.
    expect(textOf(quiet.querySelector("#analytics-chart")!.closest("section"))).not.toContain(
      adminDe.analytics.noHoursFiltered,
    );

    const csv = await operator.get("/admin/analytics.csv?table=entries&range=today");
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="statistics-entry-pages-${berlinDay(new Date())}.csv"`,
    );
    expect(csv.body).toBe(`\uFEFF${headerOf("entries")}\r\n/de/about-us,German,1,1,1,1\r\n/,English,1,1,1,1\r\n`);
    for (const table of ["perDay", "pages", "languages", "sources", "campaigns", "devices", "notFound"])
      expect((await operator.get(`/admin/analytics.csv?table=${table}&range=7`)).status, table).toBe(200);
    const unknown = await operator.get("/admin/analytics.csv?table=visitors");
    expect([unknown.status, unknown.body]).toEqual([
      400,
      adminEn.analytics.csvUnknownTable.replace(
        "{tables}",
        "perDay, pages, entries, languages, sources, campaigns, devices, notFound",
      ),
    ]);
    const badPeriod = await operator.get("/de/admin/analytics.csv?table=pages&range=custom&from=2026-02-30&to=x");
    expect([badPeriod.status, badPeriod.body]).toEqual([400, adminDe.analytics.csvInvalidRange]);
  });

  it("says in the operator's language when a period makes no sense, keeps the dates typed, and shows 30 days", async () => {
    const operator = await operatorOn(state.server!);
    const page = parse((await operator.get("/de/admin/analytics?range=custom&from=2030-01-10&to=2030-01-01")).body);
    expect(textOf(page.querySelector("[role=alert]"))).toBe(adminDe.analytics.invalidRange);
    expect((page.querySelector("#analytics-from") as HTMLInputElement).defaultValue).toBe("2030-01-10");
    expect((page.querySelector("#analytics-to") as HTMLInputElement).defaultValue).toBe("2030-01-01");
    expect(cellsOf(page.querySelector("details")!)).toHaveLength(30);
  });

  it("is for operators only: a visitor is sent to sign in, a download is refused", async () => {
    const visitor = await rawRequest(state.server!.url, "/admin/analytics", { headers: page });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toMatch(/^\/admin\/login/);
    expect((await rawRequest(state.server!.url, "/admin/analytics.csv?table=pages", { headers: page })).status).toBe(
      401,
    );
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

  it("counts nothing, writes nothing, and has no dashboard", async () => {
    await rawRequest(state.server!.url, "/", { headers: { ...page, "X-Forwarded-For": "203.0.113.9" } });
    await rawRequest(state.server!.url, "/gone", { headers: page });
    const operator = await operatorOn(state.server!);
    const leads = parse((await operator.get("/admin/leads")).body);
    // The pages of the navigation, not the counts beside Leads (named by their aria-label).
    expect(textsOf(leads, "header nav a:not([aria-label])")).toEqual([
      adminEn.shell.leads,
      adminEn.shell.privacyRequests,
      adminEn.shell.ask,
      adminEn.shell.audit,
      adminEn.shell.team,
    ]);
    expect((await operator.get("/admin/analytics")).status).toBe(404);
    expect((await operator.get("/admin/analytics.csv?table=pages")).status).toBe(404);
    await state.server!.stop();
    expect(await eventCount(state.dataDir!)).toBe(0);
    expect(state.server!.log().join("\n")).toContain('"analytics":"off"');
  });
});

const postgres = await probeTestPostgres();

describe.skipIf(!postgres.url)(`when the store fails${postgres.reason ? ` (skipped: ${postgres.reason})` : ""}`, () => {
  let server: RunningServer;
  let schema: Awaited<ReturnType<typeof createTempSchema>>;
  let client: pg.Client;
  beforeAll(async () => {
    schema = await createTempSchema(postgres.url!, "analytics_outage");
    server = await startServer({ DATABASE_URL: schema.url, CONTACT_RATE_LIMIT: "0", TRUST_PROXY: "1" });
    client = new pg.Client({ connectionString: schema.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await server?.stop();
    await schema?.drop();
  });
  const count = async () => Number((await client.query("SELECT count(*) AS n FROM analytics_events")).rows[0].n);
  const visit = (n: number) =>
    rawRequest(server.url, "/careers", { headers: { ...page, "X-Forwarded-For": `198.51.100.${n}` } });

  it("serves every page, loses only the events of the outage, and counts again once the store is back", async () => {
    expect((await visit(1)).status).toBe(200);
    await expect.poll(count, { timeout: 8_000 }).toBe(1);
    // The events table is gone for a while: every write of counts fails.
    await client.query("ALTER TABLE analytics_events RENAME TO analytics_events_away");
    const from = server.log().length;
    for (let n = 2; n <= 4; n++) expect((await visit(n)).status).toBe(200);
    await expect
      .poll(
        () =>
          server
            .log()
            .slice(from)
            .some((line) => line.includes('"msg":"analytics events dropped"')),
        {
          timeout: 8_000,
        },
      )
      .toBe(true);
    await client.query("ALTER TABLE analytics_events_away RENAME TO analytics_events");
    expect((await visit(5)).status).toBe(200);
    await expect.poll(count, { timeout: 8_000 }).toBe(2);
    // What the log says of the failure names no address and no User-Agent.
    const logged = server.log().slice(from).join("\n");
    expect(logged).not.toContain("198.51.100");
    expect(logged).not.toContain("Firefox");
  });
});
