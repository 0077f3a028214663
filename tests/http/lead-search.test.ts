/**
 * The inbox on the wire (issue 31): search over every field, tabs counted per status, owners, the way back from
 * a lead in each row's link, and the CSV for Excel in each language (byte-order mark, separator, Berlin time).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { berlinSheetTime } from "#app/lib/contact/csv.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, signedInBrowser, storeRows, submitLead } from "./back-office-support.ts";
import { textOf } from "./html.ts";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;
let dataDir: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-lead-search-"));
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "0" });
  for (const [email, role] of [
    ["anna@example.com", "owner"],
    ["ben@example.com", "sales"],
  ] as const) {
    const { code, output } = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", role]);
    expect(code, output).toBe(0);
  }
  ids.weiss = await submitLead(server.url, {
    firstName: "Zoë",
    lastName: "Weiß",
    company: "Straßenbau Süd AG",
    email: "zoe@strassenbau-sued.de",
    phone: "+49 171 9988776",
    message: "Wir brauchen die Quartalszahlen; =SUMME(A1) bitte als Diagramm.",
  });
  ids.becker = await submitLead(server.url, { firstName: "Anna", lastName: "Becker" }, "en");
  ids.ng = await submitLead(server.url, { firstName: "Ben", lastName: "Ng", company: "Xy Ltd" });
  const [anna] = await storeRows<{ id: string }>(dataDir, "SELECT id FROM operators WHERE email = 'anna@example.com'");
  await storeRows(dataDir, "UPDATE contact_requests SET owner_id = ?, status = 'contacted' WHERE id = ?", [
    anna!.id,
    ids.weiss,
  ]);
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the inbox", () => {
  it("finds a lead by its phone or its message, counts the leads per status, and filters by owner", async () => {
    const anna = await signedInBrowser(server.url, "anna@example.com", PASSWORD, "203.0.113.80");
    for (const q of ["9988776", "quartalszahlen", "STRASSENBAU-SUED", "weiß"]) {
      const found = await anna.get(`/de/admin/leads?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(found.body, q).toContain("Zoë Weiß");
      expect(found.body, q).not.toContain("Anna Becker");
    }
    const all = await anna.get("/de/admin/leads");
    // Tabs: every status with its count, the current one marked.
    const tabs = new JSDOM(all.body).window.document.querySelector(`nav[aria-label="${adminDe.leads.tabsLabel}"]`)!;
    expect([...tabs.querySelectorAll("a")].map((tab) => textOf(tab))).toEqual([
      `${adminDe.leads.allStatuses} 3`,
      `${adminDe.statuses.new} 2`,
      `${adminDe.statuses.contacted} 1`,
      `${adminDe.statuses.qualified} 0`,
      `${adminDe.statuses.closed} 0`,
    ]);
    expect(textOf(tabs.querySelector('[aria-current="page"]'))).toBe(`${adminDe.leads.allStatuses} 3`);
    const mine = await anna.get("/de/admin/leads?owner=mine");
    expect(mine.body).toContain("Zoë Weiß");
    expect(mine.body).not.toContain("Ben Ng");
    const nobodys = await anna.get("/de/admin/leads?owner=none&status=new");
    expect(nobodys.body).toContain("Ben Ng");
    expect(nobodys.body).not.toContain("Zoë Weiß");
    const ben = await signedInBrowser(server.url, "ben@example.com", PASSWORD, "203.0.113.81");
    expect((await ben.get("/admin/leads?owner=mine")).body).toContain(adminEn.leads.noMatch);
  });

  it("says on the row where it found a lead when the row does not show it: the phone number or the message", async () => {
    const anna = await signedInBrowser(server.url, "anna@example.com", PASSWORD, "203.0.113.82");
    const matchOf = async (path: string) => {
      const page = await anna.get(path);
      expect(page.status).toBe(200);
      const rows = [...new JSDOM(page.body).window.document.querySelectorAll("[data-inbox-row]")];
      return rows.map((row) => {
        const match = row.querySelector("[data-search-match]");
        return [textOf(row.querySelector("[data-inbox-link]")), textOf(match), textOf(match?.querySelector("mark"))];
      });
    };
    // By its digits, however typed: the phone number as stored, in the operator's language.
    expect(await matchOf(`/de/admin/leads?q=${encodeURIComponent("0171 99 88")}`)).toEqual([
      ["Zoë Weiß", `${adminDe.leadSearchMatch.phone}: +49 171 9988776`, ""],
    ]);
    expect(await matchOf(`/admin/leads?q=${encodeURIComponent("171 998")}`)).toEqual([
      ["Zoë Weiß", `${adminEn.leadSearchMatch.phone}: +49 171 9988776`, "171 998"],
    ]);
    // In the message, folded ("quartalszahlen" for "Quartalszahlen"): the words around it, the match marked.
    expect(await matchOf("/admin/leads?q=QUARTALSZAHLEN")).toEqual([
      [
        "Zoë Weiß",
        `${adminEn.leadSearchMatch.message}: Wir brauchen die Quartalszahlen; =SUMME(A1) bitte als Diagramm.`,
        "Quartalszahlen",
      ],
    ]);
    // Found where the row shows it (the name, folded: "weiss" for "Weiß"): nothing more to say.
    expect(await matchOf("/admin/leads?q=weiss")).toEqual([["Zoë Weiß", "", ""]]);
  });

  it("links each lead with the view to come back to", async () => {
    const anna = await signedInBrowser(server.url, "anna@example.com", PASSWORD, "203.0.113.82");
    const list = await anna.get("/de/admin/leads?q=ng&owner=none");
    expect(list.body).toContain(
      `/de/admin/leads/${ids.ng}?list=${encodeURIComponent("q=ng&owner=none").replaceAll("&", "&amp;")}`,
    );
  });
});

describe("the CSV of the inbox", () => {
  it("opens in German Excel: byte-order mark, semicolons, German header, Berlin time, formula-safe", async () => {
    const anna = await signedInBrowser(server.url, "anna@example.com", PASSWORD, "203.0.113.83");
    const csv = await anna.get("/de/admin/leads.csv?q=stra%C3%9Fenbau");
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.startsWith("\uFEFF")).toBe(true);
    const [header, row, ...rest] = csv.body.slice(1).split("\r\n");
    const columns = adminDe.leads.csvColumns;
    expect(header).toBe(
      [
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
      ].join(";"),
    );
    expect(rest).toEqual([""]);
    const [stored] = await storeRows<{ received_at: string }>(
      dataDir,
      "SELECT received_at FROM contact_requests WHERE id = ?",
      [ids.weiss],
    );
    expect(row).toBe(
      [
        ids.weiss,
        berlinSheetTime(new Date(stored!.received_at)),
        adminDe.lead.languages.de,
        "Zoë",
        "Weiß",
        "Straßenbau Süd AG",
        "zoe@strassenbau-sued.de",
        // Text for Excel without an apostrophe in front (decision 0065).
        `"=""+49 171 9988776"""`,
        `"Wir brauchen die Quartalszahlen;' =SUMME(A1) bitte als Diagramm."`,
        adminDe.sheets.yes,
        adminDe.statuses.contacted,
        "anna@example.com",
      ].join(";"),
    );
    expect(row).toMatch(/;\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};/);
  });

  it("is comma-separated for an English operator, and exports the whole view", async () => {
    const anna = await signedInBrowser(server.url, "anna@example.com", PASSWORD, "203.0.113.84");
    const csv = await anna.get("/admin/leads.csv");
    expect(csv.body.startsWith("\uFEFF")).toBe(true);
    const lines = csv.body.slice(1).trim().split("\r\n");
    expect(lines[0]).toMatch(/^ID,Received \(Berlin time\),Language,/);
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([ids.ng, ids.becker, ids.weiss]);
  });
});
