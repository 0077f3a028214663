/**
 * The blog editor's server side on the wire (issue 33, part A; BLOG_STORE=server): a scheduled post appears to
 * visitors, in the feed and in the sitemap at its time and not before, without a restart or a write; every save
 * keeps the version it replaced, which the editor's page compares and restores (audited); a save on an older
 * revision is refused with 409 naming who saved since; a field too long is named with its limit; both languages.
 * Issue 48, item 4 (publishing as people know it from Ghost or WordPress): a draft's preview is the operator's alone
 * (a visitor is sent to the sign-in, the post's address is 404 to them); a changed address keeps the old one
 * answering 301 to the new one in both languages, and an address another post has is refused with a clear message;
 * the post's own title and description for search and sharing reach the page's <title>, description and Open
 * Graph, which fall back to the title and summary when they are empty.
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
import blogPostDe from "#app/content/blog-post/de.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, blogApiRefusals, browser, signedInBrowser, storeRows, type Browser } from "./back-office-support.ts";
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
  dataDir = await mkdtemp(join(tmpdir(), "http-blog-editor-"));
  for (const email of [OPERATOR, SECOND]) {
    const { code, output } = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", "editor"]);
    expect(code, output).toBe(0);
  }
  const { code, output } = await adminCli("create", SALES, PASSWORD, { DATA_DIR: dataDir }, ["--role", "sales"]);
  expect(code, output).toBe(0);
  server = await startServer({ DATA_DIR: dataDir, BLOG_STORE: "server" });
  editor = await signedInBrowser(server.url, OPERATOR, PASSWORD, "203.0.113.21");
  second = await signedInBrowser(server.url, SECOND, PASSWORD, "203.0.113.22");
  sales = await signedInBrowser(server.url, SALES, PASSWORD, "203.0.113.23");
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** JSON to the blog's API as the editor's page sends it: our origin, an operator's cookie. */
function api(path: string, method: string, body: unknown, as: Browser = editor): Promise<RawResponse> {
  return rawRequest(server.url, path, {
    method,
    headers: { Origin: server.url, Cookie: as.cookie ?? "", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

const visit = (path: string) => rawRequest(server.url, path, { headers: { "Accept-Encoding": "identity" } });
const json = (response: RawResponse) => JSON.parse(response.body) as Record<string, unknown>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const post = {
  title: "Geplant: Kennzahlen im Dezember",
  author: "Jörg Weiß",
  summary: "Was sich zum Jahresende in den Zahlen zeigt.",
  content: "<h2>Überblick</h2><p>Erste Fassung.</p><ul><li><p>Umsatz</p></li></ul>",
  tags: "Planung",
};

describe("a scheduled post", () => {
  it("appears to visitors, in the feed and in the sitemap at its time, not before, with no write in between", async () => {
    // Far enough ahead that the five requests of "not before" are done by then on a loaded machine.
    const at = new Date(Date.now() + 10_000);
    at.setMilliseconds(0);
    const created = await api("/api/blog/posts?lang=de", "POST", {
      ...post,
      locale: "de",
      status: "published",
      publishAt: at.toISOString(),
    });
    expect(created.status, created.body).toBe(201);
    const { id, slug, scheduled, publishedAt } = json(created) as {
      id: string;
      slug: string;
      scheduled: boolean;
      publishedAt: string;
    };
    expect({ scheduled, publishedAt }).toEqual({ scheduled: true, publishedAt: at.toISOString() });

    const seen = async () => ({
      list: (await visit("/de/blog")).body.includes(post.title),
      page: (await visit(`/de/blog/${slug}`)).status,
      feed: (await visit("/de/blog/feed.xml")).body.includes(post.title),
      sitemap: (await visit("/sitemap.xml")).body.includes(`/de/blog/${slug}`),
      api: (await visit(`/api/blog/posts/${id}?lang=de`)).status,
    });
    expect(await seen()).toEqual({ list: false, page: 404, feed: false, sitemap: false, api: 404 });
    // The operator's list in the back office says when.
    const list = await editor.get("/de/admin/blog");
    expect(list.body).toContain(adminDe.blog.list.scheduledFor.replace(" {date}", ""));

    await sleep(at.getTime() - Date.now() + 300);
    expect(await seen()).toEqual({ list: true, page: 200, feed: true, sitemap: true, api: 200 });
  });
});

describe("revisions", () => {
  it("keeps the replaced version, refuses a save on an older one with 409 naming who saved, in both languages", async () => {
    const created = json(await api("/api/blog/posts?lang=en", "POST", { ...post, locale: "de", status: "draft" }));
    const id = created.id as string;
    expect(created).toMatchObject({ revision: 1, locale: "de" });
    const changed = await api(`/api/blog/posts/${id}?lang=de`, "PATCH", { title: "Zweite Fassung", revision: 1 });
    expect(changed.status, changed.body).toBe(200);
    expect(json(changed).revision).toBe(2);

    for (const [lang, copy] of [
      ["de", blogAdminDe],
      ["en", blogAdminEn],
    ] as const) {
      const stale = await api(
        `/api/blog/posts/${id}?lang=${lang}`,
        "PATCH",
        { title: "Von später", revision: 1 },
        second,
      );
      expect(stale.status).toBe(409);
      expect(json(stale)).toEqual({
        message: copy.api.conflict.replace("{operator}", OPERATOR),
        conflict: { by: OPERATOR, revision: 2 },
      });
    }
    expect(json(await visit(`/api/blog/posts/${id}?lang=de`)).title).toBeUndefined();
  });

  it("compares an earlier version on the editor's page and restores it, audited, as a save of its own", async () => {
    const id = json(await api("/api/blog/posts?lang=de", "POST", { ...post, status: "published" })).id as string;
    await api(`/api/blog/posts/${id}?lang=de`, "PATCH", {
      title: "Verschlimmbessert",
      content: "<h2>Überblick</h2><p>Zweite Fassung.</p>",
      revision: 1,
    });

    const compared = await editor.get(`/de/admin/blog/${id}?compare=1`);
    expect(compared.status).toBe(200);
    const document = new JSDOM(compared.body).window.document;
    const comparison = document.querySelector('[aria-labelledby="comparison-heading"]')!;
    expect(comparison.querySelector("h3")?.textContent).toBe(
      formatTemplate(adminDe.blog.revisions.comparing, { revision: "1" }),
    );
    expect([...comparison.querySelectorAll("del")].map((node) => node.textContent)).toEqual([
      post.title,
      "Erste Fassung.",
      "Umsatz",
    ]);
    expect([...comparison.querySelectorAll("ins")].map((node) => node.textContent)).toEqual([
      "Verschlimmbessert",
      "Zweite Fassung.",
    ]);

    // The editor's page restores through the blog's API, as it saves (its notice is the e2e test's to read).
    const restored = await api(`/api/blog/posts/${id}/restore?lang=en`, "POST", { revision: 1, current: 2 });
    expect(restored.status).toBeLessThan(400);
    expect(json(restored)).toMatchObject({ id, title: post.title, revision: 3 });
    const now = json(await visit(`/api/blog/posts/${id}?lang=de`));
    expect(now).toMatchObject({ title: post.title, content: post.content, revision: 3, status: "published" });
    const audit = await storeRows<{ action: string; operator_email: string; target: string; details: string }>(
      dataDir,
      "SELECT action, operator_email, target, details FROM audit_log WHERE action = 'post-restore'",
    );
    expect(audit).toEqual([
      {
        action: "post-restore",
        operator_email: OPERATOR,
        target: id,
        details: JSON.stringify({ title: post.title, locale: "de", revision: 1 }),
      },
    ]);
    // Restoring from another site is refused before it runs.
    const forged = await rawRequest(server.url, `/api/blog/posts/${id}/restore?lang=de`, {
      method: "POST",
      headers: { Origin: "https://evil.example", Cookie: editor.cookie ?? "", "Content-Type": "application/json" },
      body: JSON.stringify({ revision: 2 }),
    });
    expect(forged.status).toBe(403);
    expect(json(await visit(`/api/blog/posts/${id}?lang=de`)).revision).toBe(3);
  });
});

describe("restoring an earlier version through the blog's API", () => {
  /** A published post saved twice: revision 1 and 2 are kept, the post is at 3. */
  async function postWithRevisions() {
    const id = json(await api("/api/blog/posts?lang=de", "POST", { ...post, status: "published" })).id as string;
    for (const [revision, title] of [
      [1, "Zweite Fassung"],
      [2, "Dritte Fassung"],
    ] as const)
      expect((await api(`/api/blog/posts/${id}?lang=de`, "PATCH", { title, revision })).status).toBe(200);
    return id;
  }
  const restoreAs = (id: string, lang: string, headers: Record<string, string>, body: unknown = { revision: 1 }) =>
    rawRequest(server.url, `/api/blog/posts/${id}/restore?lang=${lang}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("refuses without a session, from another site and for a role without the blog, in the page's language", async () => {
    const id = await postWithRevisions();
    for (const [lang, copy] of [
      ["de", blogAdminDe],
      ["en", blogAdminEn],
    ] as const) {
      const refusals = blogApiRefusals(server.url, { editor: editor.cookie!, sales: sales.cookie! }, copy);
      for (const [headers, status, message] of refusals) {
        const refused = await restoreAs(id, lang, headers);
        expect(refused.status, JSON.stringify(headers)).toBe(status);
        expect(json(refused)).toEqual({ message });
      }
    }
    const now = json(await visit(`/api/blog/posts/${id}?lang=de`));
    expect(now).toMatchObject({ title: "Dritte Fassung", revision: 3 });
    // The same request from the editor's page is taken: what refused them was who and where, not the request.
    const taken = await restoreAs(id, "de", { Origin: server.url, Cookie: editor.cookie! });
    expect(taken.status, taken.body).toBe(200);
    expect(json(taken)).toMatchObject({ title: post.title, revision: 4 });
  });

  it("refuses a restore on a version someone saved since (409), an unknown version (404) and a body that is none (400)", async () => {
    const id = await postWithRevisions();
    const own = { Origin: server.url, Cookie: editor.cookie! };
    for (const [lang, copy, admin] of [
      ["de", blogAdminDe, adminDe],
      ["en", blogAdminEn, adminEn],
    ] as const) {
      const stale = await restoreAs(id, lang, own, { revision: 1, current: 2 });
      expect(stale.status).toBe(409);
      expect(json(stale)).toEqual({
        message: admin.blog.revisions.conflict.replace("{operator}", OPERATOR),
        conflict: { by: OPERATOR, revision: 3 },
      });
      const unknown = await restoreAs(id, lang, own, { revision: 7, current: 3 });
      expect(unknown.status).toBe(404);
      expect(json(unknown)).toEqual({ message: admin.blog.revisions.notFound });
      for (const body of ["{", "[]", { revision: "1" }, { revision: 1.5 }, { revision: 1, current: "3" }, {}]) {
        const malformed = await restoreAs(id, lang, own, body);
        expect(malformed.status, JSON.stringify(body)).toBe(400);
        expect(json(malformed)).toEqual({ message: copy.api.malformed });
      }
    }
    const deleting = await rawRequest(server.url, `/api/blog/posts/${id}/restore?lang=en`, {
      method: "DELETE",
      headers: own,
    });
    expect(deleting.status).toBe(405);
    expect(deleting.headers.allow).toBe("POST");
    const reading = await rawRequest(server.url, `/api/blog/posts/${id}/restore?lang=en`, { headers: own });
    expect(reading.status, reading.body).toBe(405);
    const gone = await restoreAs("no-such-post", "en", own, { revision: 1 });
    expect(gone.status).toBe(404);
    expect(json(await visit(`/api/blog/posts/${id}?lang=de`))).toMatchObject({ title: "Dritte Fassung", revision: 3 });
    const restored = await restoreAs(id, "de", own, { revision: 2, current: 3 });
    expect(restored.status, restored.body).toBe(200);
    expect(json(restored)).toMatchObject({ id, title: "Zweite Fassung", revision: 4 });
  });
});

describe("refusals the editor names", () => {
  it("answers 422 naming the field too long and its limit, in both languages", async () => {
    for (const [lang, copy] of [
      ["de", blogAdminDe],
      ["en", blogAdminEn],
    ] as const) {
      const response = await api(`/api/blog/posts?lang=${lang}`, "POST", { ...post, title: "x".repeat(201) });
      expect(response.status).toBe(422);
      expect(json(response)).toEqual({
        message: copy.api.invalid,
        fieldErrors: { title: copy.api.tooLong.replace("{max}", "200") },
        limits: { title: 200 },
      });
    }
  });

  it("answers 401 to a save whose session has ended, and 422 to a publication time that is none", async () => {
    const ended = await rawRequest(server.url, "/api/blog/posts?lang=de", {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify(post),
    });
    expect(ended.status).toBe(401);
    expect(json(ended)).toEqual({ message: blogAdminDe.api.signIn });
    const badTime = await api("/api/blog/posts?lang=en", "POST", {
      ...post,
      status: "published",
      publishAt: "tomorrow",
    });
    expect(badTime.status).toBe(422);
    expect(json(badTime).fieldErrors).toEqual({ publishAt: blogAdminEn.api.badPublishAt });
  });
});

// ----- Issue 48, item 4: preview, address, search and sharing -----

const documentOf = (response: RawResponse) => new JSDOM(response.body).window.document;
const metaContent = (document: Document, selector: string) =>
  document.querySelector(`meta[${selector}]`)?.getAttribute("content");

async function newPost(lang: "en" | "de", fields: Record<string, unknown>) {
  const created = await api(`/api/blog/posts?lang=${lang}`, "POST", {
    author: "Jörg Weiß",
    summary: "Was Fachabteilungen fragen.",
    content: "<p>Text.</p>",
    tags: "",
    status: "published",
    ...fields,
  });
  expect(created.status, created.body).toBe(201);
  return JSON.parse(created.body) as { id: string; revision: number; slug?: string };
}

describe("a draft's preview", () => {
  it("is the operator's alone: a visitor is sent to the sign-in, and the post's address is 404 to them", async () => {
    const draft = await newPost("de", { title: "Entwurf: Kennzahlen im Frühling", status: "draft" });
    const path = adminPath("blogPreview", "de", { id: draft.id });

    const visitor = browser(server.url, "203.0.113.32");
    const refused = await visitor.get(path);
    expect(refused.status).toBe(302);
    expect(refused.headers.location).toBe(`${adminPath("login", "de")}?next=${encodeURIComponent(path)}`);
    expect(refused.body).not.toContain("Kennzahlen im Frühling");
    expect((await visitor.get(`${path}.data`)).body).not.toContain("Kennzahlen im Frühling");
    expect((await visit("/de/blog/entwurf-kennzahlen-im-fruehling")).status).toBe(404);

    const shown = await editor.get(path);
    expect(shown.status).toBe(200);
    expect(shown.headers["cache-control"]).toContain("no-store");
    const page = documentOf(shown);
    expect(page.querySelector("h1")?.textContent).toBe(
      formatTemplate(adminDe.blog.publishing.preview.heading, { title: "Entwurf: Kennzahlen im Frühling" }),
    );
    expect(page.querySelector("article")?.textContent).toContain("Text.");
  });

  it("shows what the operator typed and has not saved yet (their working copy), its body sanitized", async () => {
    const draft = await newPost("de", { title: "Entwurf mit Arbeitskopie", status: "draft" });
    const kept = await api(`/api/blog/working-copy?post=${draft.id}&lang=de`, "POST", {
      revision: draft.revision,
      title: "Noch nicht gespeichert",
      author: "Jörg Weiß",
      summary: "Kurz.",
      tags: "",
      status: "draft",
      publishDate: "",
      publishTime: "",
      content: '<p>Getippt<img src="x" onerror="alert(1)"></p>',
      cover: null,
    });
    expect(kept.status, kept.body).toBe(200);
    const page = documentOf(await editor.get(adminPath("blogPreview", "de", { id: draft.id })));
    const article = page.querySelector("article")!;
    expect(article.textContent).toContain("Noch nicht gespeichert");
    expect(article.textContent).toContain("Getippt");
    expect(article.innerHTML).not.toContain("onerror");
  });
});

describe("a post's address", () => {
  it("changed, keeps the old one answering 301 to the new one, in both languages", async () => {
    for (const [lang, prefix, title] of [
      ["de", "/de/blog/", "Adressen im Wandel"],
      ["en", "/blog/", "Addresses that move"],
    ] as const) {
      const post = await newPost(lang, { title });
      const old = `${prefix}${lang === "de" ? "adressen-im-wandel" : "addresses-that-move"}`;
      expect((await visit(old)).status).toBe(200);
      const changed = await api(`/api/blog/posts/${post.id}?lang=${lang}`, "PATCH", {
        slug: lang === "de" ? "Neue Adresse für Größen" : "A new address",
        revision: post.revision,
      });
      expect(changed.status, changed.body).toBe(200);
      const moved = lang === "de" ? `${prefix}neue-adresse-fuer-groessen` : `${prefix}a-new-address`;
      const redirected = await visit(old);
      expect(redirected.status).toBe(301);
      expect(redirected.headers.location).toBe(moved);
      expect((await visit(moved)).status).toBe(200);
    }
  });

  it("another post has (now or before) is refused with a message naming it, and nothing changes", async () => {
    const first = await newPost("de", { title: "Erster Beitrag über Umsatz" });
    const second = await newPost("de", { title: "Zweiter Beitrag über Marge" });
    for (const [lang, copy] of [
      ["de", blogAdminDe],
      ["en", blogAdminEn],
    ] as const) {
      const taken = await api(`/api/blog/posts/${second.id}?lang=${lang}`, "PATCH", {
        slug: "erster-beitrag-ueber-umsatz",
      });
      expect(taken.status).toBe(422);
      expect((JSON.parse(taken.body) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
        slug: copy.api.slugTaken.replace("{slug}", "erster-beitrag-ueber-umsatz"),
      });
    }
    expect((await visit("/de/blog/zweiter-beitrag-ueber-marge")).status).toBe(200);
    expect((await visit("/de/blog/erster-beitrag-ueber-umsatz")).status).toBe(200);
    // The first post's old address stays its own, too.
    await api(`/api/blog/posts/${first.id}?lang=de`, "PATCH", { slug: "umsatz" });
    const again = await api(`/api/blog/posts/${second.id}?lang=de`, "PATCH", { slug: "erster-beitrag-ueber-umsatz" });
    expect(again.status).toBe(422);
  });
});

describe("a post's title and description for search and sharing", () => {
  it("are the page's <title>, description and Open Graph when set, the title and summary when not", async () => {
    const post = await newPost("de", { title: "Kennzahlen für alle", summary: "Die Zusammenfassung." });
    const plain = documentOf(await visit("/de/blog/kennzahlen-fuer-alle"));
    const fallback = formatTemplate(blogPostDe.postTitle, { title: "Kennzahlen für alle" });
    expect(plain.title).toBe(fallback);
    expect(metaContent(plain, 'name="description"')).toBe("Die Zusammenfassung.");

    const changed = await api(`/api/blog/posts/${post.id}?lang=de`, "PATCH", {
      metaTitle: "KPIs ohne SQL – so geht’s",
      metaDescription: "Fragen Sie Ihre Daten in eigenen Worten.",
    });
    expect(changed.status, changed.body).toBe(200);
    const page = documentOf(await visit("/de/blog/kennzahlen-fuer-alle"));
    expect(page.title).toBe("KPIs ohne SQL – so geht’s");
    expect(metaContent(page, 'name="description"')).toBe("Fragen Sie Ihre Daten in eigenen Worten.");
    expect(metaContent(page, 'property="og:title"')).toBe("KPIs ohne SQL – so geht’s");
    expect(metaContent(page, 'property="og:description"')).toBe("Fragen Sie Ihre Daten in eigenen Worten.");
    // The post's own heading stays its title.
    expect(page.querySelector("h1")?.textContent).toBe("Kennzahlen für alle");

    const tooLong = await api(`/api/blog/posts/${post.id}?lang=de`, "PATCH", { metaTitle: "x".repeat(121) });
    expect(tooLong.status).toBe(422);
    expect(JSON.parse(tooLong.body)).toMatchObject({ limits: { metaTitle: 120 } });

    await api(`/api/blog/posts/${post.id}?lang=de`, "PATCH", { metaTitle: "", metaDescription: "" });
    expect(documentOf(await visit("/de/blog/kennzahlen-fuer-alle")).title).toBe(fallback);
  });
});
