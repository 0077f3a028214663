import { expect, isInViewport, open, test } from "./fixtures.ts";

test.describe("footer", () => {
  test("has the Product, Resources and Company columns with their links (English)", async ({ page }) => {
    await open(page, "/about-us");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Product", "Resources", "Company"]);
    await expect(footer.getByRole("link", { name: "Security" })).toHaveAttribute("href", "/documentation#security");
    await expect(footer.getByRole("link", { name: "Integrations" })).toHaveAttribute(
      "href",
      "/documentation#multi-source",
    );
    await expect(footer.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/#pricing");
    await expect(footer.getByRole("link", { name: "Documentation" })).toHaveAttribute("href", "/documentation");
    await expect(footer.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(footer.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
    const impressum = footer.getByRole("link", { name: "Legal Notice (Impressum)" });
    await expect(impressum).toHaveAttribute("href", "/de/impressum");
    await expect(impressum).toHaveAttribute("hreflang", "de");
    await expect(footer).toContainText("© 2025 Conversational BI GmbH. All rights reserved.");
  });

  test("has the German columns, the German blog and the Impressum (German)", async ({ page }) => {
    await open(page, "/de/careers");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { level: 2 })).toHaveText(["Produkt", "Ressourcen", "Unternehmen"]);
    await expect(footer.getByRole("link", { name: "Sicherheit" })).toHaveAttribute(
      "href",
      "/de/documentation#security",
    );
    await expect(footer.getByRole("link", { name: "Integrationen" })).toHaveAttribute(
      "href",
      "/de/documentation#faq-1",
    );
    await expect(footer.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/de/blog");
    await expect(footer.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/de/impressum");
    await expect(footer).toContainText("© 2025 Conversational BI GmbH. Alle Rechte vorbehalten.");
  });

  test("links the two social profiles in a new tab", async ({ page }) => {
    await open(page, "/");
    const social = page.getByRole("list", { name: "Follow Conversational BI" }).getByRole("link");
    await expect(social).toHaveCount(2);
    await expect(social.first()).toHaveAttribute("href", /^https:\/\/x\.com\//);
    await expect(social.last()).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\/company\//);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });
});

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
