import { axeViolations, documentNotFound, expect, test } from "./fixtures.ts";
import { sitePages } from "./pages.ts";

const paths = [...sitePages.map((page) => page.path), "/blog/1", "/de/blog/2", "/not-a-page"];

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility at ${label} width`, () => {
    test.use({ viewport });

    for (const path of paths) {
      test(`${path} has no axe violations`, async ({ page, problems }) => {
        problems.allow(documentNotFound);
        await page.goto(path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    if (viewport.width < 500) {
      test("no page scrolls sideways on a phone (long German words, tables, cards)", async ({ page, problems }) => {
        problems.allow(documentNotFound);
        for (const path of paths) {
          await page.goto(path);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} is ${overflow}px too wide`).toBeLessThanOrEqual(0);
        }
      });
    }

    test("the open contact popup has no axe violations", async ({ page }) => {
      await page.goto("/de/about-us");
      await page.getByRole("contentinfo").getByRole("button", { name: "Kontakt" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("accessibility of open menus", () => {
  test("the mobile menu has no axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the tablet menu has no axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/de");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a keyboard user can skip to the main content", async ({ page }) => {
    await page.goto("/careers");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});
