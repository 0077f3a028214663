/**
 * Every page view a browser makes is counted, the document it opens first and each client-side navigation
 * after it, whatever URL React Router asks for the next page's data by (issue 32: views of the home page went
 * uncounted while the counting code expected `/_root.data` and Chromium asked for `/_.data`). Chromium is driven
 * through the logo, the contact popup's Contact Us, the language switch, back and forward; then the server's
 * store is read. A published post whose address is longer than the statistics once kept is counted under that
 * address (issue 48: such posts were counted as the bare post page, so nobody could tell which one was read).
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import siteEn from "#app/content/site-extras/en.ts";
import { eventKinds } from "#app/lib/analytics/summary.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { expect, open, test as base } from "./fixtures.ts";
import { request as apiRequest } from "@playwright/test";

/** Headless browsers count as crawlers: this visitor says it is a desktop Chrome. */
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** A server of this worker's own, counting, with its data directory. */
const test = base.extend<object, { site: { server: RunningServer; dataDir: string } }>({
  site: [
    // Playwright reads a fixture's dependencies from its destructured first argument: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), "e2e-page-views-"));
      const server = await startServer({ DATA_DIR: dataDir, ANALYTICS: "on" });
      await use({ server, dataDir });
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    // Harness work with a clock of its own: startServer allows a busy machine 30 s for a first start.
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site.server.url),
});
test.use({ userAgent: CHROME });

/** The page views the server stored, in order, as `page lang` (it writes them in batches every 2 s). */
function storedViews(dataDir: string): string[] {
  const db = new DatabaseSync(join(dataDir, "site.db"), { readOnly: true });
  try {
    return db
      .prepare("SELECT page, lang FROM analytics_events WHERE kind = ? ORDER BY id")
      .all(eventKinds.indexOf("view"))
      .map((row) => `${String(row.page)} ${String(row.lang)}`);
  } finally {
    db.close();
  }
}

test("counts the first page and every client-side navigation: logo, Contact Us, language switch, back, forward", async ({
  page,
  site,
}) => {
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data")) dataRequests.push(pathname);
  });

  await open(page, "/about-us");
  await page.getByRole("link", { name: "Conversational BI, home" }).click();
  await expect(page).toHaveURL(/:\d+\/$/);

  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.getByRole("contentinfo").getByRole("button", { name: "Contact" }).click();
  await page.getByRole("dialog").getByRole("button", { name: siteEn.contactPopup.contactUs }).click();
  await expect(page).toHaveURL(/:\d+\/(#contact)?$/);

  await page.getByRole("button", { name: /Change language/ }).click();
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de(#contact)?$/);

  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/(#contact)?$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/de(#contact)?$/);

  // Whatever React Router asked for, the home page's data among it, every view is stored once.
  expect(dataRequests).toContain("/_.data");
  await expect
    .poll(() => storedViews(site.dataDir), { timeout: 10_000 })
    .toEqual(["about en", "home en", "blog en", "home en", "home de", "home en", "home de"]);
});

test("a published post with a long address is counted under that address, in both languages", async ({ browser }) => {
  const dataDir = await mkdtemp(join(tmpdir(), "e2e-post-views-"));
  const server = await startServer({ DATA_DIR: dataDir, ANALYTICS: "on", BLOG_STORE: "server" });
  try {
    const email = "redaktion@conversational-bi.example";
    const password = "ein langes Passwort für die Redaktion";
    execFileSync(process.execPath, ["scripts/admin.ts", "create", "--email", email], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      input: `${password}\n`,
    });
    // The operator publishes through the blog's API, as the editor does; their browser is not counted anyway.
    const operator = await apiRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
    expect((await operator.post("/api/blog/session", { data: { email, password } })).ok()).toBe(true);
    const addresses: string[] = [];
    for (const [lang, title] of [
      ["en", "How a logistics team in Hamburg answers its weekly questions in plain language"],
      ["de", "Wie ein Logistikteam in Hamburg seine wöchentlichen Fragen in Alltagssprache beantwortet"],
    ] as const) {
      const created = await operator.post(`/api/blog/posts?lang=${lang}`, {
        data: {
          title,
          author: "Redaktion",
          summary: "Ein Bericht.",
          content: "<p>Text.</p>",
          tags: "",
          status: "published",
        },
      });
      expect(created.status()).toBe(201);
      const { slug } = (await created.json()) as { slug: string };
      expect(slug.length, "an address longer than the 40 characters once kept").toBeGreaterThan(40);
      addresses.push(`blogPost:${slug} ${lang}`);
      const visitor = await browser.newPage({ userAgent: CHROME });
      await open(visitor, `${server.url}${lang === "de" ? "/de" : ""}/blog/${slug}`);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
      await visitor.close();
    }
    await operator.dispose();
    await expect.poll(() => storedViews(dataDir), { timeout: 10_000 }).toEqual(addresses);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
