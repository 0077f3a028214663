import type { Page } from "@playwright/test";
import aboutDe from "#app/content/about/de.ts";
import aboutEn from "#app/content/about/en.ts";
import apiExampleDe from "#app/content/api-example/de.ts";
import apiExampleEn from "#app/content/api-example/en.ts";
import careersDe from "#app/content/careers/de.ts";
import careersEn from "#app/content/careers/en.ts";
import documentationDe from "#app/content/documentation/de.ts";
import documentationEn from "#app/content/documentation/en.ts";
import privacyDe from "#app/content/privacy-policy/de.ts";
import privacyEn from "#app/content/privacy-policy/en.ts";
import siteDe from "#app/content/site-extras/de.ts";
import siteEn from "#app/content/site-extras/en.ts";
import { axeViolations, expect, isInViewport, open, scrollY, test } from "./fixtures.ts";

const languages = [
  { lang: "en", prefix: "", site: siteEn },
  { lang: "de", prefix: "/de", site: siteDe },
] as const;

/** Distance of an element's top edge from the top of the viewport. */
async function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

/** Records the page's scroll position on every animation frame, to tell a smooth scroll from a jump. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { scrollSamples: number[] }).scrollSamples = samples;
    const sample = () => {
      samples.push(window.scrollY);
      if (samples.length < 240) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return async () => page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
}

const spec = {
  about: { en: aboutEn, de: aboutDe },
  careers: { en: careersEn, de: careersDe },
  documentation: { en: documentationEn, de: documentationDe },
  privacy: { en: privacyEn, de: privacyDe },
};

test.describe("About", () => {
  for (const { lang, prefix, site } of languages) {
    const copy = spec.about[lang];

    // The page's content and its Organization are in the HTML: tests/http/content-pages.test.ts.
    test(`${lang}: the link to the open positions leads to Careers, whose buttons open the contact popup`, async ({
      page,
    }) => {
      await open(page, `${prefix}/about-us`);
      // The page hydrated as the server's HTML (static content, decision 0031): its link navigates client-side all
      // the same, and Careers is rendered by React, with its code and copy fetched by the navigation; About does not
      // ship Careers' route, React Router discovers it from the server (decision 0082).
      await page.evaluate(() => Object.assign(window, { marker: "same document" }));
      await page.getByRole("main").getByRole("link", { name: copy.join.link.label }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/careers$`));
      const careers = spec.careers[lang];
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(careers.heading);
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
      await page.getByRole("button", { name: careers.positions.labels.apply }).first().click();
      await expect(page.getByRole("dialog", { name: site.contactPopup.title })).toBeVisible();
    });
  }
});

test.describe("Careers", () => {
  for (const { lang, prefix, site } of languages) {
    const copy = spec.careers[lang];
    const titles =
      lang === "en"
        ? ["Senior AI Engineer", "Front-End Developer", "Product Marketing Manager"]
        : ["Senior AI engineer", "Front-End Developer", "Product Marketing Manager"];

    // The positions, their details and JobPostings are in the HTML: tests/http/content-pages.test.ts.
    test(`${lang}: every ${copy.positions.labels.apply} and ${copy.contact.button} opens the contact popup`, async ({
      page,
    }) => {
      await open(page, `${prefix}/careers`);
      const apply = page.getByRole("button", { name: copy.positions.labels.apply });
      await expect(apply).toHaveCount(3);
      for (const [index, title] of titles.entries()) {
        await expect(apply.nth(index)).toHaveAccessibleDescription(title);
        await apply.nth(index).click();
        const dialog = page.getByRole("dialog", { name: site.contactPopup.title });
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: site.contactPopup.maybeLater }).click();
        await expect(dialog).toBeHidden();
        await expect(apply.nth(index)).toBeFocused();
      }
      await page.getByRole("main").getByRole("button", { name: copy.contact.button, exact: true }).click();
      await expect(page.getByRole("dialog", { name: site.contactPopup.title })).toBeVisible();
    });
  }
});

test.describe("Documentation", () => {
  for (const { lang, prefix, site } of languages) {
    const copy = spec.documentation[lang];
    const exampleCopy = lang === "en" ? apiExampleEn : apiExampleDe;
    const path = `${prefix}/documentation`;
    // The navigation's groups, the FAQ links' names and targets, and the sections are in the HTML:
    // tests/http/content-pages.test.ts. What is seen of a FAQ link depends on the layout.
    test(`${lang}: FAQ links show the question cut at 40 characters plus an ellipsis`, async ({ page }) => {
      await open(page, path);
      const faqLinks = page
        .getByRole("navigation", { name: copy.nav.label })
        .getByRole("list", { name: "FAQ" })
        .getByRole("link");
      await expect(faqLinks).toHaveCount(copy.faq.items.length);
      let cut = 0;
      for (const [index, { question }] of copy.faq.items.entries()) {
        // What is seen: the text not hidden from sight (the full question is there for screen readers only).
        const seen = await faqLinks.nth(index).evaluate((element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          let text = "";
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const box = node.parentElement!.getBoundingClientRect();
            if (box.width > 1 && box.height > 1) text += node.textContent;
          }
          return text;
        });
        if (question.length > 40) {
          cut++;
          expect(seen).toBe(`${question.slice(0, 40)}…`);
        } else {
          expect(seen).toBe(question);
        }
      }
      expect(cut).toBeGreaterThanOrEqual(7);
    });

    test(`${lang}: the example request shows a versioned POST with a bearer key and copies to the clipboard`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await open(page, path);
      const example = page.getByRole("figure").filter({ hasText: exampleCopy.label });
      const code = example.locator("code");
      await expect(code).toContainText("POST");
      await expect(code).toContainText("/api/v1/query");
      await expect(code).toContainText('"Content-Type: application/json"');
      await expect(code).toContainText("Authorization: Bearer $CBI_API_KEY");
      await expect(code).toContainText('{"query": "');

      const button = example.getByRole("button", { name: exampleCopy.copyLabel });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(example.getByRole("status")).toHaveText(exampleCopy.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(exampleCopy.code);
      // The feedback goes away again.
      await expect(example.getByRole("status")).toHaveText("", { timeout: 5000 });
    });

    test(`${lang}: ${copy.support.button} opens the contact popup`, async ({ page }) => {
      await open(page, path);
      await page.getByRole("main").getByRole("button", { name: copy.support.button, exact: true }).click();
      await expect(page.getByRole("dialog", { name: site.contactPopup.title })).toBeVisible();
    });
  }

  test("side-navigation links scroll smoothly to their section and mark it as current", async ({ page }) => {
    await open(page, "/documentation");
    const nav = page.getByRole("navigation", { name: documentationEn.nav.label });
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    const samples = await recordScrolling(page);
    const security = nav.getByRole("link", { name: "Enterprise security" });
    await security.click();
    await expect.poll(() => isInViewport(page, "#security")).toBe(true);
    await expect.poll(async () => Math.round(await topOf(page, "#security"))).toBe(80);
    // Smooth: the page passed through positions between the start and the target.
    const positions = new Set(await samples());
    expect(positions.size).toBeGreaterThan(3);
    await expect(security).toHaveAttribute("aria-current", "location");
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(1);
    await expect(page.locator("#security")).toBeFocused();
    await expect(page).toHaveURL(/\/documentation#security$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");

    for (const [name, id] of [
      ["Queries", "api-query"],
      ["Can I export answers and charts to other tools?", "faq-8"],
      ["Getting started", "getting-started"],
    ] as const) {
      const link = nav.getByRole("link", { name, exact: true });
      await link.click();
      await expect.poll(() => isInViewport(page, `#${id}`)).toBe(true);
      await expect(link).toHaveAttribute("aria-current", "location");
      await expect(nav.locator('[aria-current="location"]')).toHaveCount(1);
    }
  });

  test("the current section follows the reader's own scrolling", async ({ page }) => {
    await open(page, "/de/documentation");
    const nav = page.getByRole("navigation", { name: documentationDe.nav.label });
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(0);
    await page.locator("#api-reports").evaluate((element) => element.scrollIntoView({ block: "start" }));
    await expect(nav.getByRole("link", { name: "Berichte" })).toHaveAttribute("aria-current", "location");
    await page.locator("#faq-3").evaluate((element) => element.scrollIntoView({ block: "start" }));
    await expect(nav.locator('a[href="#faq-3"]')).toHaveAttribute("aria-current", "location");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(0);
  });

  test("guide cards and links in the text scroll to their targets on the page", async ({ page }) => {
    await open(page, "/documentation");
    await page
      .getByRole("region", { name: documentationEn.intro.title })
      .getByRole("link", { name: /Managing data sources/ })
      .click();
    await expect.poll(() => isInViewport(page, "#data-sources")).toBe(true);
    await page.locator("#faq-1").getByRole("link", { name: "multi-source integration" }).click();
    await expect.poll(() => isInViewport(page, "#multi-source")).toBe(true);
    await expect(page).toHaveURL(/\/documentation#multi-source$/);
  });

  for (const [path, id] of [
    ["/de/documentation#faq-1", "faq-1"],
    ["/de/documentation#security", "security"],
    ["/documentation#multi-source", "multi-source"],
  ] as const) {
    test(`${path} opens at that section, marked as current`, async ({ page }) => {
      await open(page, path);
      await expect.poll(async () => Math.round(await topOf(page, `#${id}`))).toBe(80);
      await expect(page.locator(`nav a[href="#${id}"]`)).toHaveAttribute("aria-current", "location");
    });
  }

  test("the footer's Integrationen leads to the German FAQ about data sources and integrations", async ({ page }) => {
    await open(page, "/de/about-us");
    await page.getByRole("contentinfo").getByRole("link", { name: "Integrationen" }).click();
    await expect(page).toHaveURL(/\/de\/documentation#faq-1$/);
    await expect.poll(() => isInViewport(page, "#faq-1")).toBe(true);
    await expect(page.locator("#faq-1 h3")).toContainText("Integrationen");
    // Rendered by React after a client-side navigation, the contents behave as the server's did (decision 0031).
    await expect(page.locator('nav a[href="#faq-1"]')).toHaveAttribute("aria-current", "location");
  });

  test("a hash that names nothing is logged, not an error, and the page stays at the top", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "info" || message.type() === "warning") logged.push(message.text());
    });
    await open(page, "/documentation#no-such-section");
    await expect.poll(() => logged.some((text) => text.includes("no-such-section"))).toBe(true);
    expect(await scrollY(page)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the contents bar stays under the header and opens the navigation over the page", async ({ page }) => {
      await open(page, "/de/documentation");
      const toggle = page.getByRole("button", { name: /Auf dieser Seite/ });
      const nav = page.getByRole("navigation", { name: documentationDe.nav.label });
      await expect(nav).toBeHidden();
      await page.locator("#ai-analysis").evaluate((element) => element.scrollIntoView({ block: "start" }));
      await expect(toggle).toHaveAccessibleName(/KI-gestützte Analyse/);
      await expect.poll(() => toggle.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(64);

      const before = await scrollY(page);
      // A plain mouse click: Playwright's own click may scroll the page to reach the button first.
      const box = (await toggle.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav).toBeVisible();
      // Opening the list lays it over the content; the page does not move.
      expect(await scrollY(page)).toBe(before);

      await nav.getByRole("link", { name: documentationDe.faq.items[0]!.question }).click();
      await expect(nav).toBeHidden();
      await expect.poll(() => isInViewport(page, "#faq-1")).toBe(true);
      // The section heading is not hidden behind the header and the bar.
      await expect.poll(async () => Math.round(await topOf(page, "#faq-1"))).toBe(144);
    });

    test("the open contents have no axe violations", async ({ page }) => {
      await open(page, "/de/documentation");
      await page.getByRole("button", { name: /Auf dieser Seite/ }).click();
      await expect(page.getByRole("navigation", { name: documentationDe.nav.label })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("Escape closes the contents with focus back on the button", async ({ page }) => {
      await open(page, "/documentation");
      const toggle = page.getByRole("button", { name: /On this page/ });
      await toggle.click();
      await expect(page.getByRole("navigation", { name: documentationEn.nav.label })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("navigation", { name: documentationEn.nav.label })).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
});

// The legal pages' sections, dates, addresses and facts, and the Impressum, are in the HTML:
// tests/http/content-pages.test.ts.
test.describe("Legal pages", () => {
  for (const { lang, prefix } of languages) {
    test(`${lang}: the privacy policy's table of contents leads to its sections`, async ({ page }) => {
      const copy = spec.privacy[lang];
      await open(page, `${prefix}/privacy-policy`);
      await page.getByRole("main").getByRole("navigation").getByRole("link", { name: copy.sections[5]!.title }).click();
      await expect.poll(() => isInViewport(page, "#your-rights")).toBe(true);
    });
  }
});
