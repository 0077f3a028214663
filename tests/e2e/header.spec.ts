import { expect, isInViewport, open, scrollY, test } from "./fixtures.ts";

test.describe("desktop header", () => {
  test("shows the navigation in the page's language", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Features", "How It Works", "Use Cases", "Pricing", "Blog"]);
    await open(page, "/de");
    const navDe = page.getByRole("navigation", { name: "Hauptnavigation" });
    await expect(navDe.getByRole("link")).toHaveText([
      "Funktionen",
      "So funktioniert’s",
      "Anwendungsfälle",
      "Preise",
      "Blog",
    ]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Jetzt starten" })).toBeVisible();
  });

  test("section links scroll smoothly on the home page instead of navigating", async ({ page }) => {
    await open(page, "/");
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    // Mid-animation the page has left the top but not yet arrived.
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await expect.poll(() => isInViewport(page, "#pricing")).toBe(true);
    // The address names the section (to share or reload), without a history entry per scroll.
    await expect(page).toHaveURL(/:\d+\/#pricing$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
    await expect(page.locator("#pricing")).toBeFocused();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Use Cases" }).click();
    await expect(page).toHaveURL(/:\d+\/#use-cases$/);
  });

  test("every section link lands its section at the same place below the header", async ({ page }) => {
    await open(page, "/");
    const tops: number[] = [];
    for (const [name, id] of [
      ["Features", "features"],
      ["How It Works", "how-it-works"],
      ["Use Cases", "use-cases"],
      ["Pricing", "pricing"],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
      // Wait for the smooth scroll to come to rest.
      let previous = -1;
      await expect
        .poll(async () => {
          const top = await page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().top);
          const resting = Math.abs(top - previous) < 0.5;
          previous = top;
          return resting;
        })
        .toBe(true);
      tops.push(Math.round(previous));
    }
    const header = await page.getByRole("banner").evaluate((element) => element.getBoundingClientRect().bottom);
    expect(new Set(tops).size, tops.join(", ")).toBe(1);
    expect(tops[0]).toBeGreaterThanOrEqual(header);
  });

  test("section links elsewhere lead to the home page at that section", async ({ page }) => {
    await open(page, "/de/careers");
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Anwendungsfälle" })
      .click();
    await expect(page).toHaveURL(/\/de#use-cases$/);
    await expect.poll(() => isInViewport(page, "#use-cases")).toBe(true);
  });

  test("Get Started scrolls to the contact section", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
    await expect.poll(() => isInViewport(page, "#contact")).toBe(true);
  });

  test("the logo leads home, and on the home page scrolls back to the top", async ({ page }) => {
    await open(page, "/about-us");
    await page.getByRole("link", { name: "Conversational BI, home" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole("link", { name: "Conversational BI, home" }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("takes its scrolled style past 10 px on the home page", async ({ page }) => {
    await open(page, "/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("takes its scrolled style past 20 px on content pages", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await open(page, "/de/about-us");
    const header = page.getByRole("banner");
    await page.evaluate(() => window.scrollTo(0, 15));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });

  test("the language menu announces its state, closes on Escape with focus back, and on an outside click", async ({
    page,
  }) => {
    await open(page, "/");
    const button = page.getByRole("button", { name: /Change language/ });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Deutsch" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "Deutsch" })).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.mouse.click(640, 500);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("tablet header", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("opens a grid menu with every link, which closes on Escape and outside clicks", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu.getByRole("link")).toHaveText([
      "Home",
      "Features",
      "How It Works",
      "Use Cases",
      "Pricing",
      "Blog",
      "Get Started",
    ]);
    const closeButton = page.getByRole("button", { name: "Close menu" });
    await expect(closeButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.mouse.click(400, 850);
    await expect(menu).toBeHidden();
  });

  test("closes as keyboard focus moves out of it, in either direction", async ({ page }) => {
    await open(page, "/about-us");
    const button = page.getByRole("button", { name: "Open menu" });
    // The panel by id: role locators no longer find it once it is hidden.
    const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await button.click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await menu.getByRole("link").first().focus();
    const focusInMenu = () => panel.evaluate((element) => element.contains(document.activeElement));
    for (let step = 0; step < 20 && (await focusInMenu()); step++) await page.keyboard.press("Tab");
    expect(await focusInMenu()).toBe(false);
    await expect(menu).toBeHidden();
    // Backwards past the menu button: the same.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Shift+Tab");
    await expect(menu).toBeHidden();
  });

  test("a section link scrolls on the home page and closes the menu", async ({ page }) => {
    await open(page, "/de");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("navigation", { name: "Menü" }).getByRole("link", { name: "So funktioniert’s" }).click();
    await expect(page.getByRole("navigation", { name: "Menü" })).toBeHidden();
    await expect.poll(() => isInViewport(page, "#how-it-works")).toBe(true);
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("opens a full-screen menu with the links and a flag button per language", async ({ page }) => {
    await open(page, "/about-us");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu and languages" });
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(844 - 1);
    await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Blog" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    // The page behind the menu is out of reach while it is open.
    expect(await page.locator("main").evaluate((main) => (main as HTMLElement).inert)).toBe(true);
    await menu.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/about-us$/);
    await expect(menu).toBeHidden();
    expect(await page.locator("main").evaluate((main) => (main as HTMLElement).inert)).toBe(false);
  });

  test("closes on Escape and returns focus to the menu button", async ({ page }) => {
    await open(page, "/de");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(page.getByRole("navigation", { name: "Menü und Sprachen" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Menü und Sprachen" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();
  });
});
