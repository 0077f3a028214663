/**
 * Valid HTML, as the W3C Nu HTML Checker sees it (issue 21): every page the
 * build pre-renders, and the pages the server renders per request — the
 * not-found page, the home page showing a no-JavaScript contact outcome, the
 * back office an operator signs in to, and the publishing blog's pages as a
 * visitor and as an operator see them. Any error fails, apart from the CSS
 * and the one link type the checker does not know yet (nu-checker.ts).
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, submitLead } from "../http/back-office-support.ts";
import { rawRequest, validContact } from "../http/http-client.ts";
import { expectValidHtml } from "./nu-checker.ts";

const clientDir = join(import.meta.dirname, "..", "..", "build", "client");
const PASSWORD = "correct horse battery staple";

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the Nu HTML Checker", () => {
  it("finds no error in any pre-rendered page", async () => {
    const documents = new Map<string, string>();
    for (const file of await htmlFiles(clientDir))
      documents.set(relative(clientDir, file), await readFile(file, "utf8"));
    expect(documents.size).toBeGreaterThan(20);
    await expectValidHtml(documents);
  });

  // The checker skips what a <template> holds (the start-up code parks below-the-fold sections there until
  // they render), so the content models it would check there are checked here, on the parsed pages.
  it("finds lists and description lists holding only their items, also in templates", async () => {
    const misplaced: string[] = [];
    for (const file of await htmlFiles(clientDir)) {
      const { document } = new JSDOM(await readFile(file, "utf8")).window;
      const roots: ParentNode[] = [document, ...[...document.querySelectorAll("template")].map((t) => t.content)];
      for (const root of roots) {
        for (const child of root.querySelectorAll(":is(ol, ul) > :not(li, script, template)"))
          misplaced.push(`${relative(clientDir, file)}: <${child.localName}> in <${child.parentElement!.localName}>`);
        for (const child of root.querySelectorAll("dl > div > :not(dt, dd, script, template)"))
          misplaced.push(`${relative(clientDir, file)}: <${child.localName}> in <dl><div>`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  describe("on pages the server renders per request", () => {
    let server: RunningServer;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), "outside-nu-"));
      const env = { DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "0", BLOG_STORE: "server" };
      const created = await adminCli("create", "operator@example.com", PASSWORD, env);
      if (created.code !== 0) throw new Error(created.output);
      server = await startServer(env);
    });
    afterAll(async () => {
      await server?.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("finds no error in the not-found page, a no-JS contact outcome, the back office and the blog", async () => {
      const visitor = browser(server.url);
      const operator = browser(server.url, "203.0.113.9");
      expect((await operator.post("/admin/login", { email: "operator@example.com", password: PASSWORD })).status).toBe(
        303,
      );
      const lead = await submitLead(server.url);
      // Something for every table of the visit statistics: a campaign visit from a search engine, a broken link.
      const reader = { Accept: "text/html", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Firefox/140.0" };
      const campaign = "/de/about-us?utm_source=newsletter&utm_medium=email&utm_campaign=herbst";
      await rawRequest(server.url, campaign, { headers: { ...reader, Referer: "https://search.example/" } });
      await rawRequest(server.url, "/old-pricing", { headers: reader });
      const documents = new Map<string, string>();
      const take = async (name: string, path: string, as = visitor, status = 200) => {
        const response = await as.get(path);
        expect(response.status, `${name}: ${path}`).toBe(status);
        documents.set(name, response.body);
      };
      await take("not found (en)", "/no/such/page", visitor, 404);
      await take("not found (de)", "/de/gibt-es-nicht", visitor, 404);
      for (const lang of ["en", "de"]) {
        // The form posted without JavaScript, then the page that shows its outcome.
        const sent = await rawRequest(server.url, `/api/contact?lang=${lang}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
          body: new URLSearchParams({ ...validContact, privacyPolicy: "on" }).toString(),
        });
        expect(sent.status).toBe(303);
        await take(`contact outcome (${lang})`, String(sent.headers.location).replace(/#.*/, ""));
        const prefix = lang === "de" ? "/de" : "";
        await take(`admin login (${lang})`, `${prefix}/admin/login`);
        await take(`admin leads (${lang})`, `${prefix}/admin/leads`, operator);
        await take(`admin lead (${lang})`, `${prefix}/admin/leads/${lead}`, operator);
        await take(`admin delete (${lang})`, `${prefix}/admin/leads/${lead}/delete`, operator);
        await take(`admin audit (${lang})`, `${prefix}/admin/audit`, operator);
        // The statistics with every table filled, the funnel's by source and by campaign among them (the views below
        // are written within about two seconds).
        await expect
          .poll(
            async () => (await operator.get(`${prefix}/admin/analytics?range=today`)).body.split("<tbody").length - 1,
            {
              timeout: 8_000,
            },
          )
          .toBe(10);
        await take(`admin analytics (${lang})`, `${prefix}/admin/analytics?range=today`, operator);
        await take(`blog (${lang}, visitor)`, `${prefix}/blog`);
        await take(`blog (${lang}, operator)`, `${prefix}/blog`, operator);
        // A post of this language, as the list links it.
        const post = new RegExp(`href="(${prefix}/blog/[\\w-]+)"`).exec(documents.get(`blog (${lang}, visitor)`)!)?.[1];
        expect(post, `a post linked from ${prefix}/blog`).toBeDefined();
        await take(`blog post (${lang}, visitor)`, post!);
        await take(`blog post (${lang}, operator)`, post!, operator);
      }
      await expectValidHtml(documents);
    });
  });
});
