/**
 * A lead worked by a team, on the wire (issue 31): every change carries the version its operator saw, and a
 * status or owner chosen on an older version is refused (409) with what changed meanwhile, without JavaScript too,
 * while a note is added whatever changed (issue 47: notes only append); only a note's author corrects it; a lead is owned only by someone who works leads;
 * the way back to the list keeps its own parameters and nothing else; the audit log names a lead while it exists.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, signedInBrowser, storeRows, submitLead, type Browser } from "./back-office-support.ts";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;
let dataDir: string;
let anna: Browser;
let ben: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-lead-team-"));
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "0" });
  for (const [email, role] of [
    ["anna@example.com", "sales"],
    ["ben@example.com", "sales"],
    ["olga@example.com", "owner"],
    ["emil@example.com", "editor"],
  ] as const) {
    const { code, output } = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", role]);
    expect(code, output).toBe(0);
  }
  anna = await signedInBrowser(server.url, "anna@example.com", PASSWORD, "203.0.113.81");
  ben = await signedInBrowser(server.url, "ben@example.com", PASSWORD, "203.0.113.82");
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return storeRows<T>(dataDir, text, params);
}

async function operatorId(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>("SELECT id FROM operators WHERE email = ?", [email]);
  return row!.id;
}

const leadState = async (id: string) =>
  (
    await sql<{ status: string; version: number; owner_id: string | null }>(
      "SELECT status, version, owner_id FROM contact_requests WHERE id = ?",
      [id],
    )
  )[0];

const notesOf = async (id: string) =>
  (
    await sql<{ body: string }>("SELECT body FROM lead_events WHERE lead_id = ? AND kind = 'note' ORDER BY seq", [id])
  ).map((row) => row.body);

/** The text of an HTML page without its tags, with its entities as they read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

describe("a change made on a version that is no longer the lead's", () => {
  it("refuses the status chosen with 409 and what changed meanwhile, and adds the note (no JavaScript)", async () => {
    const id = await submitLead(server.url, { company: "Stale Save GmbH" });
    const annas = await anna.post(`/de/admin/leads/${id}`, {
      intent: "save",
      version: "1",
      status: "qualified",
      owner: "",
      note: "Budget freigegeben, Termin am Montag.",
    });
    expect(annas.status).toBe(200);
    expect(annas.body).toContain(adminDe.lead.saved);

    // Ben's page showed version 1, New, nobody: he closes it and writes a note.
    const bens = await ben.post(`/de/admin/leads/${id}`, {
      intent: "save",
      version: "1",
      status: "closed",
      owner: "",
      note: "Kein Interesse – schließe den Lead.",
    });
    expect(bens.status).toBe(409);
    const text = textOf(bens.body);
    expect(text).toContain(adminDe.lead.stale.noteAddedHeading);
    expect(text).toContain("anna@example.com hat den Status von „Neu“ auf „Qualifiziert“ geändert");
    expect(text).toContain("Budget freigegeben, Termin am Montag.");
    expect(text).toContain("Ihre Auswahl war Status „Erledigt“ – sie wurde nicht gespeichert.");
    // His note is saved, so the box is empty; the form shows the lead as it is, at the version it has now.
    expect(bens.body).toMatch(/<textarea[^>]*name="note"[^>]*><\/textarea>/);
    expect(bens.body).toMatch(/<option value="qualified" selected="">/);
    expect(bens.body).toMatch(/<input type="hidden" name="version" value="3"\/>/);

    expect(await leadState(id)).toEqual({ status: "qualified", version: 3, owner_id: null });
    expect(await notesOf(id)).toEqual(["Budget freigegeben, Termin am Montag.", "Kein Interesse – schließe den Lead."]);
    const audit = await sql<{ operator_email: string; action: string }>(
      "SELECT operator_email, action FROM audit_log WHERE target = ? AND operator_email = ?",
      [id, "ben@example.com"],
    );
    expect(audit.map((entry) => entry.action)).toEqual(["note-add"]);
    // The audit page names the statuses in the page's language, never by their stored codes.
    const owner = await signedInBrowser(server.url, "olga@example.com", PASSWORD, "203.0.113.84");
    const germanAudit = textOf((await owner.get("/de/admin/audit")).body);
    expect(germanAudit).toContain("Neu → Qualifiziert");
    expect(germanAudit).not.toContain("new → qualified");
  });

  it("is refused the same way for the page's script (a data request), in English; a note alone is added", async () => {
    const id = await submitLead(server.url, { company: "Stale Data GmbH" }, "en");
    await anna.post(`/admin/leads/${id}`, { intent: "save", version: "1", status: "contacted", note: "" });
    const data = await ben.post(`/admin/leads/${id}.data`, {
      intent: "save",
      version: "1",
      status: "closed",
      note: "",
    });
    expect(data.status).toBe(409);
    expect(data.body).toContain("stale");
    expect(await leadState(id)).toMatchObject({ status: "contacted", version: 2 });
    // His page still shows New: sent back unchanged with a note, the note is added and Anna's status stays.
    const note = await ben.post(`/admin/leads/${id}.data`, {
      intent: "save",
      version: "1",
      status: "new",
      note: "Typed on an older page.",
    });
    expect(note.status).toBe(200);
    expect(note.body).toContain("saved");
    expect(await leadState(id)).toMatchObject({ status: "contacted", version: 3 });
    expect(await notesOf(id)).toEqual(["Typed on an older page."]);
    // A version that is no number is no change at all.
    expect((await ben.post(`/admin/leads/${id}`, { intent: "save", version: "two", status: "closed" })).status).toBe(
      400,
    );
  });
});

describe("notes and owners", () => {
  it("lets only a note's author correct it, and keeps the earlier wording", async () => {
    const id = await submitLead(server.url, { company: "Correction GmbH" });
    await anna.post(`/admin/leads/${id}`, { intent: "save", version: "1", note: "Budget 50k." });
    const [note] = await sql<{ id: string }>("SELECT id FROM lead_events WHERE lead_id = ? AND kind = 'note'", [id]);
    const refused = await ben.post(`/admin/leads/${id}`, {
      intent: "correct",
      note: note!.id,
      correction: "Budget 5k.",
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain(adminEn.history.notYours);
    expect(await notesOf(id)).toEqual(["Budget 50k."]);
    expect(await leadState(id)).toMatchObject({ version: 2 });

    const corrected = await anna.post(`/de/admin/leads/${id}`, {
      intent: "correct",
      note: note!.id,
      correction: "Budget 500k.",
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toContain(adminDe.history.correctionSaved);
    expect(await notesOf(id)).toEqual(["Budget 50k.", "Budget 500k."]);
    const page = textOf((await ben.get(`/de/admin/leads/${id}`)).body);
    expect(page).toContain("Budget 500k.");
    expect(page).toContain(adminDe.history.earlier);
    expect(page).toContain("Budget 50k.");
  });

  it("gives a lead only to someone who works leads; an editor is refused and nothing changes", async () => {
    const id = await submitLead(server.url, { company: "Owner Rules GmbH" });
    const editor = await operatorId("emil@example.com");
    const refused = await anna.post(`/admin/leads/${id}`, {
      intent: "save",
      version: "1",
      status: "contacted",
      owner: editor,
      note: "Over to Emil.",
    });
    expect(refused.status).toBe(422);
    expect(textOf(refused.body)).toContain(adminEn.lead.ownerRefused);
    expect(refused.body).toMatch(/<textarea[^>]*name="note"[^>]*>Over to Emil\.<\/textarea>/);
    expect(await leadState(id)).toEqual({ status: "new", version: 1, owner_id: null });

    const owner = await operatorId("olga@example.com");
    expect((await anna.post(`/admin/leads/${id}`, { intent: "save", version: "1", owner })).status).toBe(200);
    expect(await leadState(id)).toEqual({ status: "new", version: 2, owner_id: owner });
    expect(textOf((await ben.get(`/admin/leads/${id}`)).body)).toContain("Owner: olga@example.com");
  });
});

describe("around a lead", () => {
  it("goes back to the list as it was left, and only there, also after an erasure", async () => {
    const id = await submitLead(server.url, { company: "Way Back GmbH" });
    const list = encodeURIComponent("q=way back&status=new&owner=mine&page=2&next=//evil.example&cursor=abc");
    const page = await anna.get(`/de/admin/leads/${id}?list=${list}`);
    expect(page.body).toContain(
      'href="/de/admin/leads?q=way+back&amp;status=new&amp;owner=mine&amp;page=2&amp;cursor=abc"',
    );
    expect(page.body).toContain(
      `href="/de/admin/leads/${id}/delete?list=q%3Dway%2Bback%26status%3Dnew%26owner%3Dmine%26page%3D2%26cursor%3Dabc"`,
    );
    const deleted = await anna.post(`/de/admin/leads/${id}/delete?list=${list}`, {});
    expect(deleted.status).toBe(303);
    expect(deleted.headers.location).toBe(
      "/de/admin/leads?q=way+back&status=new&owner=mine&page=2&cursor=abc&deleted=1",
    );
    const elsewhere = await submitLead(server.url, { company: "No Redirect GmbH" });
    const odd = await anna.post(
      `/admin/leads/${elsewhere}/delete?list=${encodeURIComponent("https://evil.example/?q=x")}`,
      {},
    );
    expect(odd.headers.location).toBe("/admin/leads?deleted=1");
  });

  it("records a request for erasure once in the history, shows it, and the deletion's audit entry keeps its day", async () => {
    const id = await submitLead(server.url, { company: "Erasure Request GmbH", firstName: "Ilse", lastName: "Brandt" });
    const today = berlinDay(new Date());
    for (const attempt of [1, 2]) {
      const recorded = await ben.post(`/admin/leads/${id}`, {
        intent: "privacy-request",
        kind: "erasure",
        received: today,
      });
      expect(recorded.status, `attempt ${attempt}`).toBe(200);
    }
    expect(await sql("SELECT kind FROM lead_events WHERE lead_id = ? AND kind = 'erasure-request'", [id])).toHaveLength(
      1,
    );
    const page = textOf((await anna.get(`/admin/leads/${id}`)).body);
    expect(page).toContain("the person asked for their data to be erased (recorded by ben@example.com)");
    // The audit log (an owner's page) names the lead while it exists, and keeps no name once it is gone.
    const owner = await signedInBrowser(server.url, "olga@example.com", PASSWORD, "203.0.113.83");
    expect(textOf((await owner.get("/admin/audit")).body)).toContain("Ilse Brandt");
    await anna.post(`/admin/leads/${id}/delete`, {});
    const [entry] = await sql<{ details: string }>(
      "SELECT details FROM audit_log WHERE action = 'delete' AND target = ?",
      [id],
    );
    expect(JSON.parse(entry!.details)).toEqual({ leads: 1, erasureRequested: today });
    const audit = textOf((await owner.get("/admin/audit")).body);
    expect(audit).not.toContain("Ilse Brandt");
    expect(audit).toContain(adminEn.audit.deletedLead);
    expect(await sql("SELECT id FROM lead_events WHERE lead_id = ?", [id])).toEqual([]);
  });
});
