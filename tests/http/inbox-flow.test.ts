/**
 * The inbox at work (issue 47), on the wire with real parts (the production server, its store, its outbox worker
 * and an SMTP server): "Take it" on a row, the counts of new leads in the navigation, previous and next on a lead's
 * page within the view it came from, a change of several said in words beside its form and undone, and the
 * e-mail an operator gets when someone else assigns them a lead (in their language; not for a lead they take
 * themselves; not once they turned it off).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { formatPlural } from "#app/i18n/format.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, signedInBrowser, storeRows, submitLead, type Browser } from "./back-office-support.ts";
import { smtpReceiver } from "./smtp-receiver.ts";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let dataDir: string;
let anna: Browser;
let ben: Browser;
let olga: Browser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-inbox-flow-"));
  smtp = await smtpReceiver();
  server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    CONTACT_RATE_LIMIT: "0",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SALES_EMAIL: "sales@example.com",
    NOTIFY_RETRY_SECONDS: "1",
  });
  for (const [email, role] of [
    ["anna.berg@example.com", "sales"],
    ["ben@example.com", "sales"],
    ["olga@example.com", "owner"],
  ] as const) {
    const { code, output } = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", role]);
    expect(code, output).toBe(0);
  }
  for (const email of ["anna.berg@example.com", "ben@example.com", "olga@example.com"]) {
    const [row] = await storeRows<{ id: string }>(dataDir, "SELECT id FROM operators WHERE email = ?", [email]);
    ids[email] = row!.id;
  }
  // Anna signs in on the German pages: her mail comes in German.
  anna = browser(server.url, "203.0.113.91");
  expect((await anna.post("/de/admin/login", { email: "anna.berg@example.com", password: PASSWORD })).status).toBe(303);
  ben = await signedInBrowser(server.url, "ben@example.com", PASSWORD, "203.0.113.92");
  olga = await signedInBrowser(server.url, "olga@example.com", PASSWORD, "203.0.113.93");
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const ownerOf = async (id: string) =>
  (await storeRows<{ owner_id: string | null }>(dataDir, "SELECT owner_id FROM contact_requests WHERE id = ?", [id]))[0]
    ?.owner_id;
const assignmentMails = async (id: string) =>
  storeRows<{ operator_id: string; assigned_by: string }>(
    dataDir,
    "SELECT operator_id, assigned_by FROM outbox WHERE kind = 'assignment' AND lead_id = ?",
    [id],
  );
const mailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** Whether the account page's box for assignment mails is ticked. */
const ticked = /<input[^>]*name="on" checked=""/;
const decode = (html: string) => html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe("taking a lead", () => {
  it("makes a lead nobody owns the operator's from its row, once: a colleague's later take is refused", async () => {
    const id = await submitLead(server.url, { company: "Take Row GmbH" });
    const inbox = await anna.get("/de/admin/leads?q=Take+Row");
    expect(inbox.body).toContain(formatTemplate(adminDe.inboxFlow.takeLead, { name: "Anna Becker" }));
    const took = await anna.post("/de/admin/leads.data", { intent: "take", lead: `${id}:1` });
    expect(took.status).toBe(200);
    expect(await ownerOf(id)).toBe(ids["anna.berg@example.com"]);
    // Ben's row still showed it free at version 1: his take changes nothing.
    const late = await ben.post("/admin/leads.data", { intent: "take", lead: `${id}:1` });
    expect(late.body).toContain("taken");
    expect(late.body).not.toMatch(/"taken",true/);
    expect(await ownerOf(id)).toBe(ids["anna.berg@example.com"]);
    // Taken by herself: no mail about it. The row names her by her short name, not her address.
    expect(await assignmentMails(id)).toEqual([]);
    const after = await ben.get("/admin/leads?q=Take+Row");
    expect(after.body).toContain(">Anna Berg<");
    expect(after.body).not.toContain(formatTemplate(adminEn.inboxFlow.takeLead, { name: "Anna Becker" }));
  });

  it("is offered on the page of a lead nobody owns, and takes it there", async () => {
    const id = await submitLead(server.url, { company: "Take Page GmbH" });
    const page = await ben.get(`/admin/leads/${id}`);
    expect(page.body).toContain(`>${adminEn.inboxFlow.take}</button>`);
    const took = await ben.post(`/admin/leads/${id}`, {
      intent: "save",
      version: "1",
      owner: ids["ben@example.com"]!,
      note: "",
    });
    expect(took.status).toBe(200);
    expect(await ownerOf(id)).toBe(ids["ben@example.com"]);
    expect((await ben.get(`/admin/leads/${id}`)).body).not.toContain(`>${adminEn.inboxFlow.take}</button>`);
  });
});

describe("the navigation's counts", () => {
  it("say how many leads are new, and how many of those are the operator's", async () => {
    const mine = await submitLead(server.url, { company: "Count Mine GmbH" });
    await submitLead(server.url, { company: "Count Other GmbH" });
    await ben.post("/admin/leads.data", { intent: "take", lead: `${mine}:1` });
    const [counts] = await storeRows<{ fresh: number; bens: number }>(
      dataDir,
      "SELECT count(*) AS fresh, sum(CASE WHEN owner_id = ? THEN 1 ELSE 0 END) AS bens FROM contact_requests WHERE status = 'new'",
      [ids["ben@example.com"]],
    );
    expect(counts!.bens).toBeGreaterThanOrEqual(1);
    const page = decode((await ben.get("/admin/team")).body + (await ben.get("/admin/leads")).body);
    expect(page).toContain(`aria-label="${formatPlural(counts!.fresh, adminEn.inboxFlow.nav.fresh, "en")}"`);
    expect(page).toContain(`aria-label="${formatPlural(counts!.bens, adminEn.inboxFlow.nav.mine, "en")}"`);
    expect(page).toContain('href="/admin/leads?status=new&owner=mine"');
  });
});

describe("previous and next on a lead's page", () => {
  it("are the neighbours in the view the page was opened from, and keep that view", async () => {
    const tag = `Nachbar${Date.now()}`;
    const [first, second, third] = [
      await submitLead(server.url, { company: `${tag} Eins` }),
      await submitLead(server.url, { company: `${tag} Zwei` }),
      await submitLead(server.url, { company: `${tag} Drei` }),
    ];
    await submitLead(server.url, { company: "Outside the view GmbH" });
    const list = `q=${tag}`;
    const linkOf = (html: string, rel: string) =>
      new RegExp(`<a[^>]*rel="${rel}"[^>]*>`).exec(html)?.[0].match(/href="([^"]+)"/)?.[1];
    const page = decode((await anna.get(`/de/admin/leads/${second}?list=${encodeURIComponent(list)}`)).body);
    // Newest first, as the inbox lists them: the previous one is the newer.
    expect(linkOf(page, "prev")).toBe(`/de/admin/leads/${third}?list=${encodeURIComponent(list)}`);
    expect(linkOf(page, "next")).toBe(`/de/admin/leads/${first}?list=${encodeURIComponent(list)}`);
    const newest = decode((await anna.get(`/de/admin/leads/${third}?list=${encodeURIComponent(list)}`)).body);
    expect(linkOf(newest, "prev")).toBeUndefined();
    expect(linkOf(newest, "next")).toBe(`/de/admin/leads/${second}?list=${encodeURIComponent(list)}`);
  });
});

describe("a change of several", () => {
  it("says what changed and how many left the filtered view, and its Undo sets back what nobody changed since", async () => {
    const tag = `Sammel${Date.now()}`;
    const leads = [
      await submitLead(server.url, { company: `${tag} A` }),
      await submitLead(server.url, { company: `${tag} B` }),
      await submitLead(server.url, { company: `${tag} C` }),
    ];
    const form = new URLSearchParams({ intent: "bulk", status: "contacted", owner: "" });
    for (const id of leads) form.append("lead", `${id}:1`);
    const done = await anna.post(`/admin/leads?q=${tag}&status=new`, form);
    expect(done.status).toBe(200);
    const text = decode(done.body);
    expect(text).toContain("3 leads set to Contacted.");
    expect(text).toContain(formatPlural(3, adminEn.inboxFlow.bulk.leftView, "en"));
    const undo = [...text.matchAll(/name="undo" value="([^"]+)"/g)].map((match) => match[1]!);
    expect(undo).toHaveLength(3);

    // Ben changes one of them meanwhile: his change stays, the other two go back to New.
    await ben.post(`/admin/leads/${leads[0]}`, { intent: "save", version: "2", status: "qualified", note: "" });
    const back = new URLSearchParams({ intent: "undo" });
    for (const entry of undo) back.append("undo", entry);
    const undone = decode((await anna.post(`/admin/leads?q=${tag}&status=new`, back)).body);
    expect(undone).toContain(formatPlural(2, adminEn.inboxFlow.bulk.undone, "en"));
    expect(undone).toContain(formatTemplate(adminEn.leads.bulk.stale, { names: "Anna Becker" }));
    const statuses = await storeRows<{ id: string; status: string }>(
      dataDir,
      "SELECT id, status FROM contact_requests WHERE company LIKE ? ORDER BY seq",
      [`${tag}%`],
    );
    expect(statuses.map((row) => row.status)).toEqual(["qualified", "new", "new"]);
  });

  it("names the owner it assigned by their short name, in German", async () => {
    const id = await submitLead(server.url, { company: "Zuweisung Kurz GmbH" });
    const form = new URLSearchParams({ intent: "bulk", status: "", owner: ids["ben@example.com"]!, lead: `${id}:1` });
    const done = decode((await anna.post("/de/admin/leads", form)).body);
    expect(done).toContain("1 Lead Ben zugewiesen.");
  });
});

describe("the e-mail about an assigned lead", () => {
  it("reaches an operator a colleague assigned a lead to, in their language; none once they turned it off", async () => {
    const id = await submitLead(server.url, {
      company: "Zuweisung Mail GmbH",
      firstName: "Jörg",
      lastName: "Schröder",
    });
    await olga.post(`/admin/leads/${id}`, {
      intent: "save",
      version: "1",
      owner: ids["anna.berg@example.com"]!,
      note: "",
    });
    expect(await assignmentMails(id)).toEqual([
      { operator_id: ids["anna.berg@example.com"], assigned_by: ids["olga@example.com"] },
    ]);
    const [mail] = await until(
      () => mailsTo("anna.berg@example.com"),
      (mails) => mails.length > 0,
    );
    expect(mail?.subject).toBe("Ein Lead für Sie: Jörg Schröder");
    expect(mail?.text).toContain("Olga hat Ihnen die Demo-Anfrage von Jörg Schröder (Zuweisung Mail GmbH) zugewiesen.");
    expect(mail?.text).toContain(`/de/admin/leads/${id}`);
    expect(mail?.text).not.toContain("assigned");

    // Anna turns it off on her account page: the next lead Olga gives her comes without a mail.
    const account = await anna.get("/de/admin/account");
    expect(account.body).toContain(adminDe.inboxFlow.assignmentMail.label);
    expect(account.body).toMatch(ticked);
    expect((await anna.post("/de/admin/account", { intent: "assignment-mail" })).status).toBe(200);
    expect((await anna.get("/de/admin/account")).body).not.toMatch(ticked);
    const quiet = await submitLead(server.url, { company: "Ohne Mail GmbH" });
    await olga.post(`/admin/leads/${quiet}`, {
      intent: "save",
      version: "1",
      owner: ids["anna.berg@example.com"]!,
      note: "",
    });
    expect(await ownerOf(quiet)).toBe(ids["anna.berg@example.com"]);
    expect(await assignmentMails(quiet)).toEqual([]);
    // And on again.
    await anna.post("/de/admin/account", { intent: "assignment-mail", on: "on" });
    expect((await anna.get("/de/admin/account")).body).toMatch(ticked);
  });

  it("is not shown among the lead's notifications of sales, and is in both languages for one who never signed in", async () => {
    const { code, output } = await adminCli("create", "neu@example.com", PASSWORD, { DATA_DIR: dataDir }, [
      "--role",
      "sales",
    ]);
    expect(code, output).toBe(0);
    const [neu] = await storeRows<{ id: string }>(dataDir, "SELECT id FROM operators WHERE email = ?", [
      "neu@example.com",
    ]);
    const id = await submitLead(server.url, { company: "Beide Sprachen GmbH" });
    await olga.post(`/admin/leads/${id}`, { intent: "save", version: "1", owner: neu!.id, note: "" });
    const [mail] = await until(
      () => mailsTo("neu@example.com"),
      (mails) => mails.length > 0,
    );
    expect(mail?.subject).toBe("Ein Lead für Sie: Anna Becker / A lead for you: Anna Becker");
    // The lead's page lists how sales was told (one e-mail), not the mail to its owner.
    const page = (await olga.get(`/admin/leads/${id}`)).body;
    const section = page.slice(
      page.indexOf('id="lead-notifications"'),
      page.indexOf("</section>", page.indexOf('id="lead-notifications"')),
    );
    expect(section.match(/<li/g)).toHaveLength(1);
  });
});
