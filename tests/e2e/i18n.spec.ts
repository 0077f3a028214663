import { documentNotFound, expect, open, reopen, test } from "./fixtures.ts";
import { sitePages } from "./pages.ts";

// Every page's status, language, heading and title: the sweep in pages.spec.ts.
test.describe("pages in both languages", () => {
  test("blog posts exist under /blog/:id and /de/blog/:id", async ({ page }) => {
    for (const [path, lang] of [
      ["/blog/1", "en"],
      ["/de/blog/1", "de"],
    ] as const) {
      const response = await open(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    }
  });

  test("pages carry canonical links and en, de and x-default alternates", async ({ page }) => {
    await open(page, "/de/careers");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/careers$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/careers$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de\/careers$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /\/careers$/);
  });
});

test.describe("pre-rendering", () => {
  test.use({ javaScriptEnabled: false });

  test("a page's copy, header and footer are in the HTML without JavaScript", async ({ page }) => {
    await page.goto("/de/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      sitePages.find((p) => p.path === "/de/about-us")!.heading,
    );
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toContainText("Anwendungsfälle");
    await expect(page.getByRole("contentinfo")).toContainText("© 2025 Conversational BI GmbH");
  });
});

test.describe("the not-found screen", () => {
  for (const [path, lang, heading, homeLink, home] of [
    ["/impressum", "en", "404 Page Not Found", "Back to the home page", "/"],
    ["/no/such/page", "en", "404 Page Not Found", "Back to the home page", "/"],
    ["/de/gibt-es-nicht", "de", "404 – Seite nicht gefunden", "Zur Startseite", "/de"],
  ] as const) {
    test(`${path} answers 404 with the screen in ${lang}`, async ({ page, problems }) => {
      problems.allow(documentNotFound);
      const response = await open(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
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

test.describe("the language switcher", () => {
  for (const [from, label, to] of [
    ["/about-us", "Deutsch", "/de/about-us"],
    ["/de/documentation", "English", "/documentation"],
    ["/careers", "Deutsch", "/de/careers"],
    ["/de/blog/2", "English", "/blog/2"],
    ["/de/impressum", "English", "/"],
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
});
