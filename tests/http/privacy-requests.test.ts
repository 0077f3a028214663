/**
 * One person, one request (issue 47), on the wire: a lead's page lists the other leads of the same address; the
 * access export holds all of them, with keys in the person's language and Berlin times with their offset; the
 * erasure takes all of them, with one confirmation and one audit entry; recorded requests are listed with their
 * deadline, open ones first and the overdue marked, and every owner is told by e-mail (a real SMTP server) a week
 * before, in the owner's language. Time is driven by the day a request was received, never by waiting.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { formatLongDate } from "#app/i18n/format.ts";
import { acceptInvitation, invite } from "#app/lib/admin/invitations.server.ts";
import { oneMonthAfter } from "#app/lib/admin/privacy-requests.server.ts";
import { addDays, berlinDay } from "#app/lib/analytics/days.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, signedInBrowser, storeRows, submitLead, type Browser } from "./back-office-support.ts";
import { smtpReceiver } from "./smtp-receiver.ts";

const PASSWORD = "correct horse battery staple";
const SITE = "https://conversational-bi.example";
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let dataDir: string;
let sales: Browser;
let owner: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-privacy-"));
  smtp = await smtpReceiver();
  for (const [email, role] of [
    ["olga@example.com", "owner"],
    ["sven@example.com", "sales"],
  ] as const) {
    const { code, output } = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", role]);
    expect(code, output).toBe(0);
  }
  // A second owner, invited in German: the language she signs in with (English, below) is hers all the same.
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    const olga = await db.sql.get<{ id: string }>("SELECT id FROM operators WHERE email = 'olga@example.com'");
    const sent = await invite(
      db.sql,
      { email: "emma@example.com", role: "owner", invitedBy: olga!.id, locale: "de" },
      { siteOrigin: SITE, delivery: "manual" },
    );
    if (sent.delivery !== "manual") throw new Error("no link");
    await acceptInvitation(db.sql, new URL(sent.link).searchParams.get("token")!, PASSWORD);
  } finally {
    await db.close();
  }
  server = await startServer({
    DATA_DIR: dataDir,
    SITE_URL: SITE,
    TRUST_PROXY: "1",
    CONTACT_RATE_LIMIT: "0",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SALES_EMAIL: "sales@conversational-bi.example",
    SMTP_FROM: "Conversational BI <team@conversational-bi.example>",
  });
  sales = await signedInBrowser(server.url, "sven@example.com", PASSWORD, "203.0.113.91");
  owner = await signedInBrowser(server.url, "olga@example.com", PASSWORD, "203.0.113.92", "de");
  await signedInBrowser(server.url, "emma@example.com", PASSWORD, "203.0.113.93");
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return storeRows<T>(dataDir, text, params);
}

/** Sets when a lead was received, as the store keeps it. */
async function receivedAt(id: string, at: string) {
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    await db.sql.run("UPDATE contact_requests SET received_at = ? WHERE id = ?", [new Date(at), id]);
  } finally {
    await db.close();
  }
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

/** A person who wrote twice, in German and then in English, with the address typed differently; and someone else. */
async function personWithTwoLeads(marker: string) {
  const email = `ilse.${marker}@example.de`;
  const german = await submitLead(server.url, {
    firstName: "Ilse",
    lastName: "Brandt",
    email,
    company: `Erst ${marker} GmbH`,
  });
  const english = await submitLead(
    server.url,
    { firstName: "Ilse", lastName: "Brandt", email: email.toUpperCase(), company: `Zweit ${marker} GmbH` },
    "en",
  );
  const other = await submitLead(server.url, {
    firstName: "Karl",
    lastName: "Other",
    email: `karl.${marker}@example.de`,
  });
  return { german, english, other };
}

describe("a person's leads", () => {
  it("are listed together on a lead's page, with links, and nobody else's", async () => {
    const { german, english, other } = await personWithTwoLeads("together");
    const page = await sales.get(`/admin/leads/${german}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(
      `<h2 id="person-leads" class="text-lg font-bold text-slate-900">${adminEn.person.othersHeading}</h2>`,
    );
    expect(page.body).toContain(`href="/admin/leads/${english}"`);
    expect(page.body).not.toContain(`href="/admin/leads/${other}"`);
    const alone = await sales.get(`/de/admin/leads/${other}`);
    expect(alone.body).toContain(`<h2 id="lead-privacy"`);
    expect(alone.body).not.toContain(`<h2 id="person-leads"`);
  });

  it("are exported together, keys in the person's language, Berlin times with their offset", async () => {
    const { german, english, other } = await personWithTwoLeads("export");
    await receivedAt(german, "2026-11-28T13:05:00Z");
    await receivedAt(english, "2026-07-01T12:00:00Z");

    const fromGerman = await sales.get(`/admin/leads/${german}/export`);
    expect(fromGerman.status).toBe(200);
    expect(fromGerman.headers["content-type"]).toBe("application/json; charset=utf-8");
    const de = JSON.parse(fromGerman.body) as Record<string, unknown>;
    expect(Object.keys(de)).toEqual([
      "Über diese Datei",
      "Erstellt am",
      "E-Mail-Adresse",
      "Anfragen über die Website",
      "Anträge nach der DSGVO",
    ]);
    expect(de["Erstellt am"]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    const leads = de["Anfragen über die Website"] as Record<string, unknown>[];
    expect(
      leads.map((lead) => [lead["Kennung"], lead["Eingegangen am"], lead["Sprache"], lead["Unternehmen"]]),
    ).toEqual([
      [english, "2026-07-01T14:00:00+02:00", "Englisch", "Zweit export GmbH"],
      [german, "2026-11-28T14:05:00+01:00", "Deutsch", "Erst export GmbH"],
    ]);
    expect(leads[1]).toMatchObject({ Vorname: "Ilse", Status: "Neu" });
    expect(JSON.stringify(de)).not.toContain(other);

    const fromEnglish = JSON.parse((await sales.get(`/de/admin/leads/${english}/export`)).body) as Record<
      string,
      unknown
    >;
    const en = fromEnglish["Requests sent through the website"] as Record<string, unknown>[];
    expect(en.map((lead) => [lead["Reference"], lead["Received at"], lead["Language"]])).toEqual([
      [english, "2026-07-01T14:00:00+02:00", "English"],
      [german, "2026-11-28T14:05:00+01:00", "German"],
    ]);
    expect(en[0]).toMatchObject({ "First name": "Ilse", Status: "New" });
    expect((en[0]!["History"] as Record<string, unknown>[]).map((event) => event["What happened"])).toEqual([
      "Data exported",
      "Data exported",
    ]);

    // Each export is in each lead's history, and once in the audit log, naming how many leads it held.
    const audit = await sql<{ target: string; details: string }>(
      "SELECT target, details FROM audit_log WHERE action = 'export-json' AND target IN (?, ?) ORDER BY seq",
      [german, english],
    );
    expect(audit.map((entry) => [entry.target, JSON.parse(entry.details)])).toEqual([
      [german, { leads: 2 }],
      [english, { leads: 2 }],
    ]);
  });

  it("are erased together after one confirmation, with one audit entry, and nobody else's", async () => {
    const { german, english, other } = await personWithTwoLeads("erasure");
    const confirm = await sales.get(`/de/admin/leads/${english}/delete`);
    expect(textOf(confirm.body)).toContain(adminDe.person.eraseAll.replace("{count}", "2"));

    const erased = await sales.post(`/de/admin/leads/${english}/delete`, {});
    expect(erased.status).toBe(303);
    expect(await sql("SELECT id FROM contact_requests WHERE id IN (?, ?)", [german, english])).toEqual([]);
    expect(await sql("SELECT id FROM contact_requests WHERE id = ?", [other])).toHaveLength(1);
    const deletions = await sql<{ target: string; details: string }>(
      "SELECT target, details FROM audit_log WHERE action = 'delete' AND target IN (?, ?)",
      [german, english],
    );
    expect(deletions.map((entry) => [entry.target, JSON.parse(entry.details)])).toEqual([[english, { leads: 2 }]]);
    expect((await sales.post(`/de/admin/leads/${german}/delete`, {})).status).toBe(404);
  });
});

describe("privacy requests", () => {
  const mailsTo = (address: string) =>
    smtp.received.filter(
      (mail: ParsedMail) =>
        mail.to && "text" in mail.to && mail.to.text === address && mail.headers.get("auto-submitted"),
    );

  it("are listed with their deadline, open first, the overdue marked; the owners are warned once, in their language", async () => {
    const { german, other } = await personWithTwoLeads("requests");
    const today = berlinDay(new Date());
    const record = (lead: string, kind: string, received: string) =>
      sales.post(`/admin/leads/${lead}`, { intent: "privacy-request", kind, received });

    expect((await record(german, "access", addDays(today, 1))).status).toBe(422);
    expect((await record(german, "nonsense", today)).status).toBe(400);
    // Received 25 days ago: due within the week. Received 40 days ago: overdue. Received today: a month to go.
    const soon = addDays(today, -25);
    const late = addDays(today, -40);
    expect((await record(german, "access", soon)).status).toBe(200);
    expect((await record(other, "objection", late)).status).toBe(200);
    expect((await record(german, "erasure", today)).status).toBe(200);

    const page = await owner.get("/admin/privacy-requests");
    expect(page.status).toBe(200);
    const rows = [...page.body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].slice(1).map((row) => textOf(row[1]!).trim());
    const due = (day: string) => formatLongDate(oneMonthAfter(day), "en");
    expect(rows).toEqual([
      `Karl Other Objection ${formatLongDate(late, "en")} ${due(late)} ${adminEn.person.overdue}`,
      `Ilse Brandt Access ${formatLongDate(soon, "en")} ${due(soon)} ${adminEn.person.list.open}`,
      `Ilse Brandt Erasure ${formatLongDate(today, "en")} ${due(today)} ${adminEn.person.list.open}`,
    ]);
    // The person's page shows the requests recorded on their other lead too.
    const english = (
      await sql<{ id: string }>("SELECT id FROM contact_requests WHERE company = 'Zweit requests GmbH'")
    )[0]!.id;
    expect(textOf((await sales.get(`/admin/leads/${english}`)).body)).toContain(
      `Access · ${formatLongDate(soon, "en")}`,
    );

    // The two requests due within a week reach each owner once, each in the language they signed in with: Emma
    // (invited in German) in English, Olga in German; the request due in a month reaches nobody.
    await expect
      .poll(() => mailsTo("emma@example.com").length + mailsTo("olga@example.com").length, { timeout: 20_000 })
      .toBe(4);
    const emma = mailsTo("emma@example.com")
      .map((mail) => mail.subject)
      .toSorted();
    expect(emma).toEqual(
      [`A privacy request is due on ${due(late)}`, `A privacy request is due on ${due(soon)}`].toSorted(),
    );
    const olga = mailsTo("olga@example.com")
      .map((mail) => mail.subject)
      .toSorted();
    expect(olga).toEqual(
      [
        `Ein Datenschutzantrag ist am ${formatLongDate(oneMonthAfter(late), "de")} fällig`,
        `Ein Datenschutzantrag ist am ${formatLongDate(oneMonthAfter(soon), "de")} fällig`,
      ].toSorted(),
    );
    const mail = mailsTo("emma@example.com").find((each) => each.subject?.includes(due(soon)))!;
    expect(mail.text).toContain("Request: Access to the stored data");
    expect(mail.text).toContain(`${SITE}/admin/privacy-requests`);
    expect(mail.text).not.toContain("Ilse");
    expect(mailsTo("sven@example.com")).toEqual([]);

    // Marked answered: it moves below the open ones; recording another request warns nobody twice.
    const [objection] = await sql<{ id: string }>(
      "SELECT id FROM privacy_requests WHERE kind = 'objection' AND due_on = ?",
      [oneMonthAfter(late)],
    );
    expect(
      (await owner.post(`/de/admin/leads/${other}`, { intent: "privacy-request-done", request: objection!.id })).status,
    ).toBe(200);
    expect(
      (await owner.post(`/de/admin/leads/${other}`, { intent: "privacy-request-done", request: objection!.id })).status,
    ).toBe(404);
    expect((await record(other, "rectification", today)).status).toBe(200);
    const after = await owner.get("/de/admin/privacy-requests");
    const states = [...after.body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].slice(1).map((row) => textOf(row[1]!).trim());
    expect(states.at(-1)).toMatch(/^Karl Other Widerspruch .* beantwortet am .* von olga@example\.com$/);
    expect(states.some((state) => state.includes(adminDe.person.overdue))).toBe(false);
    expect(mailsTo("emma@example.com").length + mailsTo("olga@example.com").length).toBe(4);
  });
});
