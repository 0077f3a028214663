import type { Page } from "@playwright/test";
import homeEn from "#app/content/home/en.ts";
import { PAGE_META_SELECTOR } from "#app/lib/seo/head-meta.ts";
import { documentNotFound, expect, open, reopen, test } from "./fixtures.ts";

// Every page's status, language, heading and title: the sweep in pages.spec.ts. Canonical links and alternates,
// the blog posts' status and language, the pre-rendered header and footer, and the not-found screens' status,
// language, heading and link home: tests/http/meta.test.ts and tests/http/site-frame.test.ts.
test.describe("the not-found screen", () => {
  for (const [path, homeLink, home] of [
    ["/impressum", "Back to the home page", "/"],
    ["/no/such/page", "Back to the home page", "/"],
    ["/de/gibt-es-nicht", "Zur Startseite", "/de"],
  ] as const) {
    test(`${path} leads back to the home page of its language`, async ({ page, problems }) => {
      problems.allow(documentNotFound);
      await open(page, path);
      await page.getByRole("link", { name: homeLink }).click();
      await expect(page).toHaveURL(new RegExp(`${home === "/" ? "/" : "/de"}$`));
    });
  }
});

test.describe("the language of the root path", () => {
  test.describe("for a browser that prefers German", () => {
    test.use({ locale: "de-DE" });

    test("redirects / to /de", async ({ page }) => {
      await open(page, "/");
      await expect(page).toHaveURL(/\/de$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
    });

    test("stays on / once English was chosen in the switcher, also after a reload", async ({ page }) => {
      await open(page, "/");
      await expect(page).toHaveURL(/\/de$/);
      await page.getByRole("button", { name: /Sprache wechseln/ }).click();
      await page.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/:\d+\/$/);
      await reopen(page);
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });

  test.describe("for a browser that prefers English", () => {
    test.use({ locale: "en-US" });

    test("stays on /", async ({ page }) => {
      await open(page, "/");
      await expect(page).toHaveURL(/:\d+\/$/);
    });

    test("goes to /de once German was chosen in the switcher", async ({ page }) => {
      await open(page, "/about-us");
      await page.getByRole("button", { name: /Change language/ }).click();
      await page.getByRole("link", { name: "Deutsch" }).click();
      await expect(page).toHaveURL(/\/de\/about-us$/);
      await open(page, "/");
      await expect(page).toHaveURL(/\/de$/);
    });
  });
});

/** The page's metadata in the head (title, description, links, link previews, JSON-LD) is what the server sends for it. */
async function expectHeadAsServed(page: Page, path: string) {
  const served = await (await page.request.get(path)).text();
  const { live, sent } = await page.evaluate(
    ([html, selector]) => {
      const tags = (head: HTMLHeadElement) => [...head.querySelectorAll(selector)].map((tag) => tag.outerHTML).sort();
      return { live: tags(document.head), sent: tags(new DOMParser().parseFromString(html, "text/html").head) };
    },
    [served, PAGE_META_SELECTOR] as const,
  );
  expect(sent.length).toBeGreaterThan(10);
  expect(live).toEqual(sent);
}

test.describe("the language switcher", () => {
  for (const [from, label, to] of [
    ["/about-us", "Deutsch", "/de/about-us"],
    ["/de/documentation", "English", "/documentation"],
    ["/careers", "Deutsch", "/de/careers"],
    ["/de/blog/2", "English", "/blog/2"],
    ["/de/impressum", "English", "/"],
    ["/", "Deutsch", "/de"],
    ["/de/privacy-policy", "English", "/privacy-policy"],
    ["/blog", "Deutsch", "/de/blog"],
  ] as const) {
    test(`keeps the page: ${from} -> ${to}`, async ({ page }) => {
      await open(page, from);
      await page.getByRole("button", { name: /Change language|Sprache wechseln/ }).click();
      const item = page.getByRole("link", { name: label });
      await expect(item).toHaveAttribute("hreflang", label === "English" ? "en" : "de");
      await expect(item).toHaveAttribute("lang", label === "English" ? "en" : "de");
      await item.click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${to === "/" ? "/" : to}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", label === "English" ? "en" : "de");
      // The page hydrated with the metadata the server put into the head, read back (decision 0031): had it read
      // back less, the server's tags would outlive the navigation beside the next page's.
      await expectHeadAsServed(page, to);
    });
  }

  test("switches language without reloading the document and updates all copy", async ({ page }) => {
    await open(page, "/about-us");
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
    await page.getByRole("button", { name: /Change language/ }).click();
    await page.getByRole("link", { name: "Deutsch" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Über Conversational BI");
    await expect(page.getByRole("contentinfo")).toContainText("Alle Rechte vorbehalten");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toContainText("Preise");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
  });

  test("another page in the other language brings its copy with the navigation: one change of heading, its own metadata", async ({
    page,
  }) => {
    // The copy is in chunks per page and language (decision 0028): a German page fetches German copy only, and of
    // that only what its live parts render (the Impressum is static content, decision 0031). What the site shows
    // on demand comes in an idle moment once the page is live, with the popup's code: whenever that is, it is German.
    const copyChunks: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/assets/copy-") && !pathname.startsWith("/assets/copy-site-extras-de-")) {
        copyChunks.push(pathname.replace(/-[\w-]{8}\.js$/, ""));
      }
    });
    await open(page, "/de/impressum");
    expect(copyChunks.toSorted()).toEqual(["/assets/copy-site-de"]);
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).origin;
    // Every heading <main> shows from here on: a page drawn before its copy came would show another first.
    await page.evaluate(() => {
      const heading = () => document.querySelector("main h1")?.textContent ?? "(no heading)";
      const seen = [heading()];
      Object.assign(window, { marker: "same document", headings: seen });
      new MutationObserver(() => {
        if (seen.at(-1) !== heading()) seen.push(heading());
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    copyChunks.length = 0;
    await page.getByRole("button", { name: "Sprache wechseln" }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeEn.heading);
    await expect(page).toHaveTitle(homeEn.meta.title);
    const { marker, headings } = await page.evaluate(() => {
      const { marker, headings } = window as unknown as { marker?: string; headings: string[] };
      return { marker, headings };
    });
    expect(marker).toBe("same document");
    expect(headings).toEqual(["Impressum", await page.getByRole("heading", { level: 1 }).textContent()]);
    expect(copyChunks.toSorted()).toEqual([
      "/assets/copy-contact-en",
      "/assets/copy-footer-en",
      "/assets/copy-home-chat-en",
      "/assets/copy-home-en",
      "/assets/copy-site-en",
      "/assets/copy-site-extras-en",
    ]);
    // Computed in the browser from the copy, with the server's address from the root loader.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", `${origin}/de`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", homeEn.meta.description);
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.some((text) => text.includes('"SoftwareApplication"'))).toBe(true);
  });
});
