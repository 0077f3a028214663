/**
 * Publishing as people know it from Ghost or WordPress, on the wire (issue 48, item 4; BLOG_STORE=server): a
 * draft's preview is the operator's alone (a visitor is sent to the sign-in, the post's address is 404 to them);
 * a changed address keeps the old one answering 301 to the new one in both languages, and an address another post
 * has is refused with a clear message; the post's own title and description for search and sharing reach the
 * page's <title>, description and Open Graph, which fall back to the title and summary when they are empty.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import blogPostDe from "#app/content/blog-post/de.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, signedInBrowser, type Browser } from "./back-office-support.ts";
import { rawRequest, type RawResponse } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";
const OPERATOR = "redaktion@example.com";
let server: RunningServer;
let dataDir: string;
let editor: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-blog-publishing-"));
  const { code, output } = await adminCli("create", OPERATOR, PASSWORD, { DATA_DIR: dataDir }, ["--role", "editor"]);
  expect(code, output).toBe(0);
  server = await startServer({ DATA_DIR: dataDir, BLOG_STORE: "server" });
  editor = await signedInBrowser(server.url, OPERATOR, PASSWORD, "203.0.113.31");
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** JSON to the blog's API as the editor's page sends it: our origin, the operator's cookie. */
function api(path: string, method: string, body: unknown): Promise<RawResponse> {
  return rawRequest(server.url, path, {
    method,
    headers: { Origin: server.url, Cookie: editor.cookie ?? "", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

const visit = (path: string) => rawRequest(server.url, path, { headers: { Accept: "text/html" } });
const documentOf = (response: RawResponse) => new JSDOM(response.body).window.document;
const metaContent = (document: Document, selector: string) =>
  document.querySelector(`meta[${selector}]`)?.getAttribute("content");

async function createPost(lang: "en" | "de", fields: Record<string, unknown>) {
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
    const draft = await createPost("de", { title: "Entwurf: Kennzahlen im Frühling", status: "draft" });
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
    const draft = await createPost("de", { title: "Entwurf mit Arbeitskopie", status: "draft" });
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
      const post = await createPost(lang, { title });
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
    const first = await createPost("de", { title: "Erster Beitrag über Umsatz" });
    const second = await createPost("de", { title: "Zweiter Beitrag über Marge" });
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
    const post = await createPost("de", { title: "Kennzahlen für alle", summary: "Die Zusammenfassung." });
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
