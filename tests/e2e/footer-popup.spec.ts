import { expect, isInViewport, open, test } from "./fixtures.ts";

// The footer's columns, links and social profiles are in the HTML: tests/http/site-frame.test.ts. How fast the
// popup opens the first time, on a slow connection: popup-speed.spec.ts.
test.describe("contact popup", () => {
  for (const [path, opener, title] of [
    ["/about-us", "Webinars", "We're glad to analyze your data"],
    ["/about-us", "Support", "We're glad to analyze your data"],
    ["/about-us", "Contact", "We're glad to analyze your data"],
    ["/de/about-us", "Webinare", "Wir analysieren gerne Ihre Daten"],
    ["/de/about-us", "Support", "Wir analysieren gerne Ihre Daten"],
    ["/de/about-us", "Kontakt", "Wir analysieren gerne Ihre Daten"],
  ] as const) {
    test(`opens from the footer's ${opener} on ${path}`, async ({ page }) => {
      await open(page, path);
      await page.getByRole("contentinfo").getByRole("button", { name: opener, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
    });
  }

  test("Maybe Later closes it and gives focus back to the opener", async ({ page }) => {
    await open(page, "/");
    const opener = page.getByRole("contentinfo").getByRole("button", { name: "Support" });
    await opener.click();
    await page.getByRole("button", { name: "Maybe Later" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("keeps keyboard focus inside while open and closes on Escape", async ({ page }) => {
    await open(page, "/de");
    await page.getByRole("contentinfo").getByRole("button", { name: "Kontakt" }).click();
    const dialog = page.getByRole("dialog", { name: "Wir analysieren gerne Ihre Daten" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("closes on a click on the backdrop", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Webinars" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // A visitor clicks beside a popup they have seen open; a busy machine once clicked while it was still rising,
    // before it listened for clicks outside.
    await page.getByRole("dialog").evaluate((dialog) => Promise.all(dialog.getAnimations().map((a) => a.finished)));
    await page.mouse.click(5, 5);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("Contact Us closes it and scrolls to the contact section on the home page", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Contact" }).click();
    await page.getByRole("button", { name: "Contact Us" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect.poll(() => isInViewport(page, "#contact")).toBe(true);
  });

  test("Kontaktieren Sie uns leads from another page to the German contact section", async ({ page }) => {
    await open(page, "/de/careers");
    await page.getByRole("contentinfo").getByRole("button", { name: "Kontakt" }).click();
    // The careers page has a "Kontaktieren Sie uns" button of its own, behind the popup.
    await page.getByRole("dialog").getByRole("button", { name: "Kontaktieren Sie uns" }).click();
    await expect(page).toHaveURL(/\/de#contact$/);
    await expect.poll(() => isInViewport(page, "#contact")).toBe(true);
  });
});
