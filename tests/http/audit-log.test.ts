/**
 * People, posts and images by name, and an audit log that filters (issue 47, point 7), on the wire: a lead's
 * history, the blog's list, versions and conflicts, and the audit log name people by their profile's name (their
 * address when they gave none); the audit log names posts by their title and language with a link, images by their
 * file name (an older upload by its size); it narrows to a person, an action and a range of days through its
 * address, in both languages, its pages keeping the filters.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, signedInBrowser, storeRows, submitLead, type Browser } from "./back-office-support.ts";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;
let dataDir: string;
let olga: Browser;
let emil: Browser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-audit-log-"));
  for (const [email, role] of [
    ["olga@example.com", "owner"],
    ["ben@example.com", "owner"],
    ["anna@example.com", "sales"],
    ["emil@example.com", "editor"],
  ] as const) {
    const { code, output } = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", role]);
    expect(code, output).toBe(0);
  }
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "0", BLOG_STORE: "server" });
  olga = await signedInBrowser(server.url, "olga@example.com", PASSWORD, "203.0.113.91");
  emil = await signedInBrowser(server.url, "emil@example.com", PASSWORD, "203.0.113.92");
  const ben = await signedInBrowser(server.url, "ben@example.com", PASSWORD, "203.0.113.93");
  // Names as each gives them on their account page; Anna (sales) has none: she is shown by her address.
  for (const [who, displayName] of [
    [olga, "Olga Petersen"],
    [emil, "Emil Roth"],
    [ben, "Ben Hartmann"],
  ] as const) {
    const saved = await who.post("/admin/account", { intent: "profile", displayName, bio: "", picture: "" });
    expect(saved.status, saved.body.slice(0, 300)).toBe(200);
  }
  for (const row of await storeRows<{ id: string; email: string }>(dataDir, "SELECT id, email FROM operators"))
    ids[row.email] = row.id;
}, 90_000);
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The rows of the audit page's table as their cells read, and the page itself. */
async function auditRows(who: Browser, path: string) {
  const response = await who.get(path);
  expect(response.status, path).toBe(200);
  const document = new JSDOM(response.body).window.document;
  const rows = [...document.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").replace(/\s+/g, " ").trim()),
  );
  const main = document.querySelector("main")!;
  /** What the page says about the filters: how many entries they leave, or that none is left. */
  const said = (main.querySelector("[role=status]")?.textContent ?? "") + (rows.length ? "" : main.textContent);
  return { rows, document, body: response.body, said };
}

/** A request of the blog's JSON API from the editor's page, with Emil's session. */
function blogApi(path: string, method: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { Origin: server.url, Cookie: emil.cookie!, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function upload(colour: string, name?: string) {
  const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const query = new URLSearchParams({ lang: "en", ...(name === undefined ? {} : { name }) });
  const response = await fetch(`${server.url}/api/blog/images?${query}`, {
    method: "POST",
    headers: { Origin: server.url, Cookie: emil.cookie!, "Content-Type": "image/png" },
    body: new Uint8Array(bytes),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const post = (title: string, locale: "en" | "de") =>
  blogApi(`/api/blog/posts?lang=${locale}`, "POST", {
    title,
    author: "Emil Roth",
    summary: "Short.",
    content: "<p>Text</p>",
    tags: "",
  }).then(async (response) => {
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  });

describe("people by their names", () => {
  it("in a lead's history: who did it and whom it went to, in both languages; an address for someone without one", async () => {
    const id = await submitLead(server.url, { company: "Namen GmbH" });
    const save = (version: number, owner: string, note = "") =>
      olga.post(`/de/admin/leads/${id}`, { intent: "save", version: String(version), status: "new", owner, note });
    expect((await save(1, ids["ben@example.com"]!, "Bitte übernehmen.")).status).toBe(200);
    // The owner by name in the page's header and in the choice of owners, the address nowhere there.
    const owned = new JSDOM((await olga.get(`/admin/leads/${id}`)).body).window.document;
    expect(owned.querySelector("[data-testid=lead-owner]")?.textContent).toBe("Owner: Ben Hartmann");
    const choices = [...owned.querySelectorAll("select[name=owner] option")].map((option) => option.textContent);
    expect(choices).toEqual(expect.arrayContaining(["Olga Petersen (you)", "Ben Hartmann"]));
    expect(choices.join(" ")).not.toContain("ben@example.com");
    expect((await save(2, ids["anna@example.com"]!)).status).toBe(200);

    const text = (html: string) => new JSDOM(html).window.document.querySelector("#lead-history")!.closest("section")!;
    const german = text((await olga.get(`/de/admin/leads/${id}`)).body).textContent ?? "";
    expect(german).toContain("Olga Petersen hat den Lead Ben Hartmann zugewiesen");
    expect(german).toContain("Olga Petersen hat eine Notiz hinzugefügt");
    expect(german).toContain("Olga Petersen hat den Lead anna@example.com zugewiesen");
    expect(german).not.toContain("olga@example.com");
    const english = text((await olga.get(`/admin/leads/${id}`)).body).textContent ?? "";
    expect(english).toContain("Olga Petersen assigned the lead to Ben Hartmann");
    expect(english).not.toContain("ben@example.com");

    const { rows } = await auditRows(olga, `/admin/audit?action=lead-assign`);
    expect(rows[0]).toEqual([
      expect.any(String),
      "Olga Petersen",
      `${adminEn.audit.actions["lead-assign"]} (Ben Hartmann → anna@example.com)`,
      "Anna Becker",
    ]);
  });
});

describe("the blog by who saved", () => {
  it("names who changed a post last in the list, who saved each earlier version, and who saved in the way", async () => {
    const id = await post("Who saved this", "en");
    const patch = (revision: number, title: string) =>
      blogApi(`/api/blog/posts/${id}?lang=en`, "PATCH", { title, revision });
    expect((await patch(1, "Who saved this, again")).status).toBe(200);
    const list = new JSDOM((await olga.get("/admin/blog")).body).window.document;
    const row = [...list.querySelectorAll("tbody tr")].find((each) => each.textContent!.includes("again"))!;
    expect(row.textContent).toMatch(/ by Emil Roth/);
    const editorPage = new JSDOM((await olga.get(`/de/admin/blog/${id}`)).body).window.document;
    const versions = editorPage.querySelector(`table[aria-label="${adminDe.blog.revisions.caption}"], table`)!;
    expect(versions.querySelector("tbody tr")!.textContent).toContain("Emil Roth");
    // A save made on the first version, after Emil's second: refused, naming him as he goes by.
    const stale = await patch(1, "Too late");
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toMatch(/^Emil Roth /);
    expect(list.body.textContent!.includes("emil@example.com")).toBe(false);
  });
});

describe("the audit log", () => {
  it("names posts by their title and language with a link, a deleted one by its title then; images by file name", async () => {
    const kept = await post("Quarterly numbers in plain words", "en");
    const gone = await post("Ein Entwurf, der nicht bleibt", "de");
    expect((await blogApi(`/api/blog/posts/${gone}?lang=de`, "DELETE")).status).toBe(204);
    const named = await upload("#0ea5e9", "Team photo, Hamburg 2026.png");
    const older = await upload("#f97316");

    const { rows, document, body } = await auditRows(olga, `/admin/audit?who=${ids["emil@example.com"]}`);
    const row = (action: string, needle = "") =>
      rows.filter((cells) => cells[2]!.startsWith(action) && cells[3]!.includes(needle));
    expect(row(adminEn.audit.actions["post-create"], "Quarterly")[0]).toEqual([
      expect.any(String),
      "Emil Roth",
      adminEn.audit.actions["post-create"],
      "“Quarterly numbers in plain words” (in English)",
    ]);
    expect(row(adminEn.audit.actions["post-delete"])[0]![3]).toBe(
      "“Ein Entwurf, der nicht bleibt” (in German, deleted since)",
    );
    expect(row(adminEn.audit.actions["image-upload"], "Team photo")[0]![3]).toBe("Team photo, Hamburg 2026.png");
    // An upload from before file names were kept, by its size (no-break spaces keep "1,600 × 900" on one line).
    expect(row(adminEn.audit.actions["image-upload"], "1,600")[0]![3]).toBe("an image of 1,600 × 900 pixels");
    const olderImage = "an image of 1,600\u00a0×\u00a0900 pixels";
    const links = [...document.querySelectorAll("tbody a")].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(links).toContainEqual(["“Quarterly numbers in plain words”", `/admin/blog/${kept}`]);
    expect(links).toContainEqual(["Team photo, Hamburg 2026.png", `/blog/images/${named}-1600.webp`]);
    expect(links).toContainEqual([olderImage, `/blog/images/${older}-1600.webp`]);
    // Ids and hashes are for links, never the words.
    const cells = rows.map((cells) => cells.join(" | ")).join("\n");
    for (const id of [kept, gone, named, older]) expect(cells).not.toContain(id);
    expect(body.includes("emil@example.com"), "Emil's address on the page").toBe(false);

    const german = await auditRows(olga, `/de/admin/audit?who=${ids["emil@example.com"]}&action=post-create`);
    // The two of this test, newest first (the blog's test above wrote one before them).
    expect(german.rows.map((cells) => cells[3]).slice(0, 2)).toEqual([
      "„Ein Entwurf, der nicht bleibt“ (auf Deutsch, inzwischen gelöscht)",
      "„Quarterly numbers in plain words“ (auf Englisch)",
    ]);
  });

  it("filters by person, action and days through its address, in both languages, and keeps the filters on every page", async () => {
    const today = berlinDay(new Date());
    // Sixty failed sign-ins of Anna's account from a week ago, as the sign-in limits sum them up.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    for (let index = 0; index < 60; index++) {
      await storeRows(
        dataDir,
        `INSERT INTO audit_log (at, operator_id, operator_email, action, target, details)
         VALUES (?, ?, 'anna@example.com', 'login-failed', NULL, '{"failed":1,"throttled":0}')`,
        [new Date(weekAgo.getTime() + index * 1000).toISOString(), ids["anna@example.com"]],
      );
    }
    const annas = `who=${ids["anna@example.com"]}&action=login-failed`;
    const first = await auditRows(olga, `/de/admin/audit?${annas}`);
    expect(first.rows).toHaveLength(50);
    expect(new Set(first.rows.map((cells) => cells[1]))).toEqual(new Set(["anna@example.com"]));
    expect(first.said).toBe("Passende Einträge: 60");
    // The form shows what is chosen; the next page keeps it.
    expect(first.document.querySelector<HTMLSelectElement>("select[name=who]")!.value).toBe(ids["anna@example.com"]);
    expect(first.document.querySelector<HTMLSelectElement>("select[name=action]")!.value).toBe("login-failed");
    const next = first.document.querySelector(`nav[aria-label="${adminDe.leads.pagination}"] a`)!.getAttribute("href");
    expect(next).toBe(`/de/admin/audit?${annas}&page=2`);
    expect((await auditRows(olga, next!)).rows).toHaveLength(10);

    // Days are Berlin days, the last one included: today has none of Anna's failures, the week before all of them.
    const none = await auditRows(olga, `/de/admin/audit?${annas}&from=${today}&to=${today}`);
    expect(none.rows).toEqual([]);
    expect(none.said).toContain(adminDe.audit.filters.noMatch);
    const week = berlinDay(weekAgo);
    const english = await auditRows(olga, `/admin/audit?${annas}&from=${week}&to=${week}`);
    expect(english.said).toBe("Matching entries: 60");
    // Today's, of everyone: Olga's sign-in and Emil's uploads, none of Anna's failures.
    const todays = await auditRows(olga, `/admin/audit?from=${today}`);
    expect(todays.rows.some((cells) => cells[1] === "Olga Petersen" && cells[2] === adminEn.audit.actions.login)).toBe(
      true,
    );
    expect(todays.rows.some((cells) => cells[2]!.startsWith(adminEn.audit.actions["login-failed"]))).toBe(false);
    // The person list names everyone by name, sorted as the page's language sorts.
    const people = [...english.document.querySelectorAll("select[name=who] option")].map(
      (option) => option.textContent,
    );
    expect(people).toEqual([
      adminEn.audit.filters.everyone,
      "anna@example.com",
      "Ben Hartmann",
      "Emil Roth",
      "Olga Petersen",
    ]);
  });

  it("shows the whole log for filters it does not know, never an error", async () => {
    const whole = await auditRows(olga, "/admin/audit");
    for (const query of [
      "who=not-an-operator",
      "who=%27%3B%20DROP%20TABLE%20audit_log",
      "action=drop-everything",
      "from=2026-13-45&to=yesterday",
      "page=-3&who=",
    ]) {
      const answer = await auditRows(olga, `/admin/audit?${query}`);
      expect(answer.rows, query).toEqual(whole.rows);
      expect(answer.said, query).toBe("");
    }
  });
});
