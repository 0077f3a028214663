/**
 * The colour scheme: light, dark or the system's, chosen in the header or a
 * menu, kept under `theme`, applied before the first paint (checked with the
 * site's modules blocked: only the inline script in the head can have done
 * it), and following the system's setting while the page is open.
 */
import type { Locator, Page } from "@playwright/test";
import siteDe from "#app/content/site/de.ts";
import siteEn from "#app/content/site/en.ts";
import { storageKeys } from "#app/lib/storage.ts";
import { expect, open, test } from "./fixtures.ts";

const scheme = (page: Page) => page.locator("html").getAttribute("data-theme");
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Clicks a scheme's button, as a visitor does (the radio itself is visually hidden inside it). */
async function choose(group: Locator, name: string) {
  await group
    .locator("label")
    .filter({ has: group.page().getByRole("radio", { name, exact: true }) })
    .click();
}

/** Opens a page with none of the site's modules: what shows is what the first paint shows. */
/**
 * The page in a new tab of the same browser (same storage) whose every module request fails: what the first
 * paint shows before any module runs. A tab of its own, so that the modules the previous page is still
 * loading (its sections near the viewport) are not the ones aborted.
 */
async function openWithoutModules(page: Page, path: string, system: "light" | "dark" = "light"): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.emulateMedia({ colorScheme: system });
  await tab.route(/\.js$/, (route) => route.abort());
  await tab.goto(path);
  return tab;
}

test("a dark system gets the dark scheme from the first paint, before any module runs", async ({ page }) => {
  const tab = await openWithoutModules(page, "/de", "dark");
  expect(await scheme(tab)).toBe("dark");
  expect(await background(tab)).not.toBe("rgb(255, 255, 255)");
  expect(await tab.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
});

test("the choice in the header is kept, on every page and after a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await open(page, "/de");
  expect(await scheme(page)).toBe("light");
  const light = await background(page);
  const switcher = page.getByRole("banner").getByRole("group", { name: siteDe.theme.label });
  await choose(switcher, siteDe.theme.dark);
  expect(await scheme(page)).toBe("dark");
  expect(await background(page)).not.toBe(light);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.theme)).toBe("dark");

  await page.getByRole("banner").getByRole("link", { name: "Preise" }).click();
  expect(await scheme(page)).toBe("dark");
  const tab = await openWithoutModules(page, "/about-us");
  expect(await scheme(tab)).toBe("dark");
  await tab.close();

  // Back to light, whatever the system says.
  await page.emulateMedia({ colorScheme: "dark" });
  await open(page, "/about-us");
  await choose(page.getByRole("banner").getByRole("group", { name: siteEn.theme.label }), siteEn.theme.light);
  expect(await scheme(page)).toBe("light");
  await page.reload();
  expect(await scheme(page)).toBe("light");
});

test("System follows the operating system while the page is open", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await open(page, "/careers");
  const system = page.getByRole("banner").getByRole("group", { name: siteEn.theme.label });
  await expect(system.getByRole("radio", { name: siteEn.theme.system })).toBeChecked();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  // A choice of light no longer follows.
  await choose(system, siteEn.theme.light);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});

test("the phone menu offers the three schemes with their names, and the keyboard moves between them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "light" });
  await open(page, "/de");
  await page.getByRole("button", { name: siteDe.header.openMenu }).click();
  const menu = page.getByRole("navigation", { name: siteDe.header.menuTitle });
  const group = menu.getByRole("group", { name: siteDe.theme.label });
  for (const name of [siteDe.theme.light, siteDe.theme.dark, siteDe.theme.system])
    await expect(group.getByText(name, { exact: true })).toBeVisible();
  await group.getByRole("radio", { name: siteDe.theme.system }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(group.getByRole("radio", { name: siteDe.theme.dark })).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});
