/**
 * The sweep: every page of both languages opened once, as a visitor opens it. Each answers with its status
 * in its language, with its heading and title, without a console error, a CSP violation or a request to
 * another origin (tests/e2e/fixtures.ts), has no axe violations at desktop and phone width in the light
 * scheme and no contrast problem in the dark one, and fits a phone's width. A few pages are opened comparing
 * their styles: the page's own rules show it as the whole stylesheet does (tests/e2e/page-styles.ts).
 */
import {
  axeViolations,
  DESKTOP,
  documentNotFound,
  expect,
  expectCleanAtEveryWidthAndScheme,
  open,
  PHONE,
  test,
} from "./fixtures.ts";
import { openComparingStyles } from "./page-styles.ts";
import { sitePages, type SitePage } from "./pages.ts";

const pages: (Pick<SitePage, "path" | "locale"> & Partial<SitePage> & { status?: number })[] = [
  ...sitePages,
  { path: "/blog/1", locale: "en" },
  { path: "/de/blog/2", locale: "de" },
  { path: "/not-a-page", locale: "en", status: 404 },
  { path: "/de/gibt-es-nicht", locale: "de", status: 404 },
];

/** The home page, the documentation and a German page; the back office's sweep compares one of its own. */
const comparedStyles = new Set(["/", "/documentation", "/de/careers"]);

test.describe("every page, in both languages", () => {
  test.use({ viewport: DESKTOP });
  // Four axe runs over the home page's whole length take 20–33 s on a busy two-core CI machine.
  test.describe.configure({ timeout: 60_000 });

  for (const { path, locale, heading, title, status = 200 } of pages) {
    test(`${path}: ${status} in ${locale}, no axe violations at desktop and phone width, contrast in both schemes, fits a phone`, async ({
      page,
      problems,
    }) => {
      problems.allow(documentNotFound);
      const response = await (comparedStyles.has(path) ? openComparingStyles : open)(page, path);
      expect(response?.status()).toBe(status);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (title) await expect(page).toHaveTitle(title);
      await expectCleanAtEveryWidthAndScheme(page, path);
    });
  }

  for (const [viewport, colorScheme] of [
    [DESKTOP, "light"],
    [PHONE, "dark"],
  ] as const) {
    test(`the open contact popup has no axe violations at ${viewport.width} px, ${colorScheme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await open(page, "/de/about-us");
      await page.getByRole("contentinfo").getByRole("button", { name: "Kontakt" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("accessibility of open menus", () => {
  test("the mobile menu has no axe violations, dark", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the tablet menu has no axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await open(page, "/de");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a keyboard user can skip to the main content", async ({ page }) => {
    await open(page, "/careers");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});
