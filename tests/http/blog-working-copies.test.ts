/**
 * The editor's autosave, presence and translations on the wire (issue 48, decision 0067; BLOG_STORE=server): a
 * working copy is kept per operator and post without touching the post (a published post stays as published, no
 * revision), the editor's page offers it back, a save or a deletion removes it; an open editor hears who else has
 * the post open and who saved since; "Translate" (`POST /api/blog/posts/:id/translate`) makes the post's draft in
 * the other language from its words, linked both ways, never a second one, and the back office's list shows each
 * post's translation or the button that makes one; a scheduled post is called so on the public blog, never a
 * draft. Every endpoint sits behind the blog API's guard and refuses in the page's language. One server for all
 * of it: each file of its own would start one more (~20 s of CI).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, blogApiRefusals, signedInBrowser, storeRows, type Browser } from "./back-office-support.ts";
import { rawRequest, type RawResponse } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";
const OPERATOR = "redaktion@example.com";
const SECOND = "lektorat@example.com";
const SALES = "vertrieb@example.com";
let server: RunningServer;
let dataDir: string;
let editor: Browser;
let second: Browser;
let sales: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-blog-working-copies-"));
  for (const email of [OPERATOR, SECOND]) {
    const { code, output } = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", "editor"]);
    expect(code, output).toBe(0);
  }
  const { code, output } = await adminCli("create", SALES, PASSWORD, { DATA_DIR: dataDir }, ["--role", "sales"]);
  expect(code, output).toBe(0);
  server = await startServer({ DATA_DIR: dataDir, BLOG_STORE: "server" });
  editor = await signedInBrowser(server.url, OPERATOR, PASSWORD, "203.0.113.31");
  second = await signedInBrowser(server.url, SECOND, PASSWORD, "203.0.113.32");
  sales = await signedInBrowser(server.url, SALES, PASSWORD, "203.0.113.33");
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function api(path: string, method: string, body?: unknown, as: Browser = editor): Promise<RawResponse> {
  return rawRequest(server.url, path, {
    method,
    headers: { Origin: server.url, Cookie: as.cookie ?? "", "Content-Type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}
const json = (response: RawResponse) => JSON.parse(response.body) as Record<string, unknown>;
/** What a page shows (its words, not the data it carries for the browser). */
const shown = (response: RawResponse) =>
  new JSDOM(response.body).window.document.querySelector("main")?.textContent ?? "";
const offered = (copy: typeof adminDe) => copy.blog.editor.localDraft.foundWorkingCopy.split("{time}")[0]!;

const post = {
  title: "Kennzahlen im Gespräch",
  author: "Jörg Weiß",
  summary: "Wie Fachabteilungen ohne SQL an Antworten kommen.",
  content: "<p>Veröffentlicht.</p>",
  tags: "Analytics",
};

/** The editor's form as its autosave sends it. */
const typed = (revision: number, content: string) => ({
  revision,
  title: post.title,
  author: post.author,
  summary: post.summary,
  tags: post.tags,
  status: "published",
  // A time field with seconds, as the browser may give it.
  publishDate: "2026-12-01",
  publishTime: "09:30:15",
  content,
  cover: null,
});

async function publishedPost() {
  const created = await api("/api/blog/posts?lang=de", "POST", { ...post, status: "published" });
  expect(created.status, created.body).toBe(201);
  return json(created).id as string;
}

const copiesOf = (key: string) =>
  storeRows<{ post_key: string }>(dataDir, "SELECT post_key FROM post_working_copies WHERE post_key = ?", [key]);

describe("a working copy", () => {
  it("is kept without touching the published post, offered back by the editor's page, and gone once saved", async () => {
    const id = await publishedPost();
    const kept = await api(`/api/blog/working-copy?post=${id}&lang=de`, "POST", typed(1, "<p>Noch nicht live.</p>"));
    expect(kept.status, kept.body).toBe(200);
    expect(Date.parse(json(kept).savedAt as string)).toBeGreaterThan(Date.now() - 60_000);
    // Visitors and the API still see the post as published, at its revision, with no earlier version made.
    const stored = json(await rawRequest(server.url, `/api/blog/posts/${id}?lang=de`));
    expect(stored).toMatchObject({ content: "<p>Veröffentlicht.</p>", revision: 1 });
    const page = await editor.get(`/de/admin/blog/${id}`);
    expect(shown(page)).toContain(offered(adminDe));
    expect(page.body).toContain("Noch nicht live.");
    // Another operator's editor does not offer it: a working copy is its author's.
    const theirs = await second.get(`/de/admin/blog/${id}`);
    expect(shown(theirs)).not.toContain(offered(adminDe));
    expect(theirs.body).not.toContain("Noch nicht live.");
    const saved = await api(`/api/blog/posts/${id}?lang=de`, "PATCH", { content: "<p>Jetzt live.</p>", revision: 1 });
    expect(saved.status, saved.body).toBe(200);
    expect(await copiesOf(id)).toEqual([]);
    expect(shown(await editor.get(`/de/admin/blog/${id}`))).not.toContain(offered(adminDe));
  });

  it("of a new post is kept under its language until a post of that language is saved, and can be discarded", async () => {
    const kept = await api("/api/blog/working-copy?new=de&lang=en", "POST", typed(0, "<p>Ein neuer Entwurf.</p>"));
    expect(kept.status, kept.body).toBe(200);
    expect(shown(await editor.get("/admin/blog/new?lang=de"))).toContain(offered(adminEn));
    expect(shown(await editor.get("/admin/blog/new?lang=en"))).not.toContain(offered(adminEn));
    expect(await copiesOf("new:de")).toHaveLength(1);
    await publishedPost();
    expect(await copiesOf("new:de")).toEqual([]);
    await api("/api/blog/working-copy?new=en&lang=en", "POST", typed(0, "<p>Draft.</p>"));
    const discarded = await api("/api/blog/working-copy?new=en&lang=en", "DELETE");
    expect(discarded.status).toBe(204);
    expect(await copiesOf("new:en")).toEqual([]);
  });

  it("goes with its post when the post is deleted", async () => {
    const id = await publishedPost();
    await api(`/api/blog/working-copy?post=${id}&lang=de`, "POST", typed(1, "<p>Weg damit.</p>"), second);
    expect(await copiesOf(id)).toHaveLength(1);
    expect((await api(`/api/blog/posts/${id}?lang=de`, "DELETE")).status).toBe(204);
    expect(await copiesOf(id)).toEqual([]);
  });
});

describe("presence", () => {
  it("names who else has the post open, and who saved a newer revision since the page loaded", async () => {
    const id = await publishedPost();
    const beat = (as: Browser, revision: number) =>
      api(`/api/blog/presence?post=${id}&lang=de`, "POST", { revision }, as);
    expect(json(await beat(editor, 1))).toEqual({ others: [], newer: null });
    const seen = json(await beat(second, 1));
    expect(seen).toMatchObject({ others: [{ name: OPERATOR }], newer: null });
    expect(json(await beat(editor, 1))).toMatchObject({ others: [{ name: SECOND }] });
    expect((await api(`/api/blog/posts/${id}?lang=de`, "PATCH", { title: "Neu", revision: 1 })).status).toBe(200);
    const after = json(await beat(second, 1));
    expect(after.newer).toMatchObject({ revision: 2, by: OPERATOR });
    // Leaving says so: the other editor no longer names them.
    expect((await api(`/api/blog/presence?post=${id}&lang=de`, "POST", { revision: 2, leaving: true })).status).toBe(
      204,
    );
    expect(json(await beat(second, 2))).toEqual({ others: [], newer: null });
  });
});

describe("the guard", () => {
  const requests = [
    ["/api/blog/working-copy?new=de", "POST", typed(0, "<p>x</p>")],
    ["/api/blog/working-copy?new=de", "DELETE", undefined],
    ["/api/blog/presence?post=1", "POST", { revision: 1 }],
  ] as const;

  it("refuses without a session, from another site and for a role without the blog, in the page's language", async () => {
    for (const [lang, copy] of [
      ["de", blogAdminDe],
      ["en", blogAdminEn],
    ] as const) {
      for (const [path, method, body] of requests) {
        const refusals = blogApiRefusals(server.url, { editor: editor.cookie!, sales: sales.cookie! }, copy);
        for (const [headers, status, message] of refusals) {
          const refused = await rawRequest(server.url, `${path}&lang=${lang}`, {
            method,
            headers: { "Content-Type": "application/json", ...headers },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          expect(refused.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(status);
          expect(json(refused)).toEqual({ message });
        }
      }
    }
    expect(await copiesOf("new:de")).toEqual([]);
  });

  it("answers 405 to another method, 400 to a post it cannot read or a body that is none, 404 to no such post", async () => {
    const id = await publishedPost();
    for (const [lang, copy] of [
      ["de", blogAdminDe],
      ["en", blogAdminEn],
    ] as const) {
      const reading = await api(`/api/blog/working-copy?new=de&lang=${lang}`, "GET");
      expect(reading.status).toBe(405);
      expect(json(reading)).toEqual({ message: copy.api.methodNotAllowed });
      expect((await api(`/api/blog/presence?post=${id}&lang=${lang}`, "GET")).status).toBe(405);
      expect((await api(`/api/blog/presence?post=${id}&lang=${lang}`, "DELETE")).headers.allow).toBe("POST");
      for (const address of [
        "/api/blog/working-copy?",
        "/api/blog/working-copy?new=fr&",
        "/api/blog/working-copy?post=a%20b&",
      ]) {
        const unreadable = await api(`${address}lang=${lang}`, "POST", typed(0, "<p>x</p>"));
        expect(unreadable.status, address).toBe(400);
        expect(json(unreadable)).toEqual({ message: copy.api.malformed });
      }
      for (const body of [
        "{",
        "[]",
        {},
        { ...typed(1, "<p>x</p>"), status: "live" },
        { ...typed(1, "x".repeat(100_001)) },
        {
          ...typed(1, "<p>x</p>"),
          cover: { image: { id: "a", src: "https://evil.example/x.png", width: 1, height: 1 }, alt: "" },
        },
      ]) {
        const malformed = await api(`/api/blog/working-copy?post=${id}&lang=${lang}`, "POST", body);
        expect(malformed.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(json(malformed)).toEqual({ message: copy.api.malformed });
      }
      expect((await api(`/api/blog/presence?post=${id}&lang=${lang}`, "POST", { revision: "1" })).status).toBe(400);
      expect((await api(`/api/blog/presence?new=de&lang=${lang}`, "POST", { revision: 1 })).status).toBe(400);
      const unknown = await api(`/api/blog/working-copy?post=999&lang=${lang}`, "POST", typed(1, "<p>x</p>"));
      expect(unknown.status).toBe(404);
      expect((await api(`/api/blog/presence?post=999&lang=${lang}`, "POST", { revision: 1 })).status).toBe(404);
    }
    expect(await copiesOf(id)).toEqual([]);
  });
});

const translate = (id: string, lang = "de") => api(`/api/blog/posts/${id}/translate?lang=${lang}`, "POST");

async function newPost(locale: "en" | "de", title: string, status = "published") {
  const created = await api(`/api/blog/posts?lang=${locale}`, "POST", {
    locale,
    title,
    author: "Jane Miller",
    summary: "How teams get answers without writing SQL.",
    content: "<h2>Overview</h2><p>Ask for <strong>revenue</strong> in March.</p>",
    tags: "Analytics, Sales",
    status,
  });
  expect(created.status, created.body).toBe(201);
  return json(created).id as string;
}

const postCount = async () => (await storeRows<{ id: string }>(dataDir, "SELECT id FROM posts")).length;

describe("translating a post", () => {
  it("makes a draft in the other language from its words, linked to it both ways", async () => {
    const id = await newPost("en", "Questions in plain words");
    const made = await translate(id);
    expect(made.status, made.body).toBe(201);
    const draft = json(made);
    expect(draft).toMatchObject({
      locale: "de",
      translationOf: id,
      status: "draft",
      title: "Questions in plain words",
      author: "Jane Miller",
      summary: "How teams get answers without writing SQL.",
      content: "<h2>Overview</h2><p>Ask for <strong>revenue</strong> in March.</p>",
      tags: ["Analytics", "Sales"],
      publishedAt: null,
    });
    // Visitors see nothing of it: the German blog has no such post yet, and the original stays as it was.
    const german = JSON.parse((await rawRequest(server.url, "/api/blog/posts?lang=de")).body) as { id: string }[];
    expect(german.map((post) => post.id)).not.toContain(draft.id);
    expect(json(await rawRequest(server.url, `/api/blog/posts/${id}?lang=en`))).toMatchObject({
      status: "published",
      revision: 1,
    });
    // The back office's list names each as the other's translation, with a link to its editor.
    const rows = listRows(await editor.get("/de/admin/blog"));
    expect(rows.get(id)?.translation).toBe(`/de/admin/blog/${draft.id as string}`);
    expect(rows.get(draft.id as string)?.translation).toBe(`/de/admin/blog/${id}`);
    // Its change is in the audit log, by whom.
    const audit = await storeRows<{ action: string; operator_email: string }>(
      dataDir,
      "SELECT action, operator_email FROM audit_log WHERE target = ?",
      [draft.id],
    );
    expect(audit).toEqual([{ action: "post-create", operator_email: OPERATOR }]);
  });

  it("goes from German to English as well, and the list offers it for a post without a translation", async () => {
    const id = await newPost("de", "Kennzahlen im Gespräch", "draft");
    const before = listRows(await editor.get("/admin/blog"));
    expect(before.get(id)?.translate).toBe(adminEn.blog.translation.action.en);
    const made = await translate(id, "en");
    expect(made.status, made.body).toBe(201);
    expect(json(made)).toMatchObject({ locale: "en", translationOf: id, title: "Kennzahlen im Gespräch" });
    expect(listRows(await editor.get("/admin/blog")).get(id)?.translate).toBeUndefined();
  });

  it("is refused for a post that has a translation, from either side, naming it in the page's language", async () => {
    const id = await newPost("en", "Only one translation");
    const first = json(await translate(id));
    for (const [lang, copy] of [
      ["de", adminDe],
      ["en", adminEn],
    ] as const) {
      for (const asked of [id, first.id as string]) {
        const again = await translate(asked, lang);
        expect(again.status, again.body).toBe(409);
        expect(json(again)).toEqual({
          message: copy.blog.translation.exists.replace("{title}", "Only one translation"),
          translation: { id: asked === id ? first.id : id },
        });
      }
    }
    const linked = await storeRows(dataDir, "SELECT id FROM posts WHERE translation_of = ?", [id]);
    expect(linked).toHaveLength(1);
  });
});

describe("translating: the guard", () => {
  it("refuses without a session, from another site and for a role without the blog, and makes nothing", async () => {
    const id = await newPost("en", "Guarded");
    const count = await postCount();
    for (const [lang, copy] of [
      ["de", blogAdminDe],
      ["en", blogAdminEn],
    ] as const) {
      const refusals = blogApiRefusals(server.url, { editor: editor.cookie!, sales: sales.cookie! }, copy);
      for (const [headers, status, message] of refusals) {
        const refused = await rawRequest(server.url, `/api/blog/posts/${id}/translate?lang=${lang}`, {
          method: "POST",
          headers,
        });
        expect(refused.status, JSON.stringify(headers)).toBe(status);
        expect(json(refused)).toEqual({ message });
      }
    }
    expect(await postCount()).toBe(count);
  });

  it("answers 405 to another method and 404 to no such post, a malformed id included", async () => {
    for (const [lang, copy, admin] of [
      ["de", blogAdminDe, adminDe],
      ["en", blogAdminEn, adminEn],
    ] as const) {
      const reading = await api(`/api/blog/posts/1/translate?lang=${lang}`, "GET");
      expect(reading.status).toBe(405);
      expect(reading.headers.allow).toBe("POST");
      expect(json(reading)).toEqual({ message: copy.api.methodNotAllowed });
      for (const id of ["999", "a%20b", "%3Cscript%3E", "x".repeat(80)]) {
        const unknown = await translate(id, lang);
        expect(unknown.status, id).toBe(404);
        expect(json(unknown)).toEqual({ message: admin.blog.translation.notFound });
      }
    }
  });
});

/** The back office's list of posts: each row's post id, the link in its Translation column, or its Translate button. */
function listRows(response: RawResponse) {
  expect(response.status).toBe(200);
  const document = new JSDOM(response.body).window.document;
  const rows = new Map<string, { translation?: string; translate?: string }>();
  for (const row of document.querySelectorAll("main tbody tr")) {
    const id = row.querySelector("th a")?.getAttribute("href")?.split("/").at(-1);
    // The Translation column is the last.
    const cell = row.querySelector("td:last-child");
    if (!id || !cell) continue;
    rows.set(id, {
      translation: cell.querySelector("a")?.getAttribute("href") ?? undefined,
      translate: cell.querySelector("button")?.textContent ?? undefined,
    });
  }
  return rows;
}

describe("a scheduled post on the public blog", () => {
  it("is called scheduled, with its time, never a draft, on the operator's list and page, in both languages", async () => {
    const publishAt = new Date(Date.now() + 3 * 24 * 3600_000);
    for (const [locale, copy, list] of [
      ["de", blogAdminDe, "/de/blog"],
      ["en", blogAdminEn, "/blog"],
    ] as const) {
      const title = `Scheduled ${locale} ${Date.now()}`;
      const created = await api(`/api/blog/posts?lang=${locale}`, "POST", {
        locale,
        title,
        author: "Jane Miller",
        summary: "Out later.",
        content: "<p>Soon.</p>",
        tags: "",
        status: "published",
        publishAt: publishAt.toISOString(),
      });
      expect(created.status, created.body).toBe(201);
      const when = formatDateTime(publishAt, locale);
      const card = [...page(await editor.get(list)).querySelectorAll("article")].find((article) =>
        article.textContent?.includes(title),
      );
      expect(card?.textContent).toContain(copy.server.scheduled.badge.replace("{date}", when));
      expect(card?.textContent).not.toContain(copy.server.statuses.draft);
      const post = page(await editor.get(`${list}/${json(created).slug as string}`));
      expect(post.querySelector('[role="note"]')?.textContent).toBe(
        copy.server.scheduled.banner.replace("{date}", when),
      );
    }
  });
});

const page = (response: RawResponse) => {
  expect(response.status).toBe(200);
  return new JSDOM(response.body).window.document;
};
