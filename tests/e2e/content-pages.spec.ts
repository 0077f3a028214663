import type { Page } from "@playwright/test";
import aboutDe from "#app/content/about/de.ts";
import aboutEn from "#app/content/about/en.ts";
import careersDe from "#app/content/careers/de.ts";
import careersEn from "#app/content/careers/en.ts";
import { company } from "#app/content/company.ts";
import documentationDe from "#app/content/documentation/de.ts";
import documentationEn from "#app/content/documentation/en.ts";
import impressumDe from "#app/content/impressum/de.ts";
import privacyDe from "#app/content/privacy-policy/de.ts";
import privacyEn from "#app/content/privacy-policy/en.ts";
import siteDe from "#app/content/site/de.ts";
import siteEn from "#app/content/site/en.ts";
import termsDe from "#app/content/terms-of-service/de.ts";
import termsEn from "#app/content/terms-of-service/en.ts";
import { axeViolations, expect, isInViewport, open, scrollY, test } from "./fixtures.ts";

const languages = [
  { lang: "en", prefix: "", site: siteEn },
  { lang: "de", prefix: "/de", site: siteDe },
] as const;

/** Every JSON-LD block of the page, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

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
  terms: { en: termsEn, de: termsDe },
};

test.describe("About", () => {
  for (const { lang, prefix } of languages) {
    const copy = spec.about[lang];

    test(`${lang}: story, mission with the CEO's quote, two leaders and four values`, async ({ page }) => {
      await open(page, `${prefix}/about-us`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        copy.story.title,
        copy.mission.title,
        copy.team.title,
        copy.values.title,
        copy.join.title,
      ]);
      const quote = main.getByRole("figure");
      await expect(quote).toContainText(copy.mission.quote.text);
      await expect(quote).toContainText(company.managingDirectors[0].name);

      const leaders = main.getByRole("region", { name: copy.team.title }).getByRole("article");
      await expect(leaders).toHaveCount(2);
      await expect(leaders.getByRole("heading", { level: 3 })).toHaveText(
        company.managingDirectors.map((person) => person.name),
      );
      // Portraits are initials, not photos.
      await expect(main.locator("img")).toHaveCount(0);

      const values = main.getByRole("region", { name: copy.values.title }).getByRole("heading", { level: 3 });
      await expect(values).toHaveText(
        lang === "en"
          ? ["Innovation", "Accessibility", "Integrity", "Customer Success"]
          : ["Innovation", "Barrierefreiheit", "Integrität", "Kundenerfolg"],
      );
    });

    test(`${lang}: describes the company as an Organization and links the open positions`, async ({ page }) => {
      await open(page, `${prefix}/about-us`);
      const [organization] = await structuredData(page);
      expect(organization).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Organization",
        legalName: company.name,
        address: { streetAddress: company.address.street, addressLocality: company.address.city },
      });
      await page.getByRole("main").getByRole("link", { name: copy.join.link.label }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/careers$`));
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

    test(`${lang}: intro, six benefits and the three positions with their details`, async ({ page }) => {
      await open(page, `${prefix}/careers`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: copy.intro.title, level: 2 })).toBeVisible();
      await expect(
        main.getByRole("region", { name: copy.benefits.title }).getByRole("heading", { level: 3 }),
      ).toHaveCount(6);

      const jobs = main.getByRole("article");
      await expect(jobs.getByRole("heading", { level: 3 })).toHaveText(titles);
      const [engineering, , marketing] = copy.positions.items;
      expect(engineering!.department).toBe(lang === "en" ? "Engineering" : "Entwicklung");
      expect(marketing!.department).toBe("Marketing");
      for (const [index, job] of copy.positions.items.entries()) {
        const card = jobs.nth(index);
        await expect(card).toContainText(job.department);
        await expect(card).toContainText(job.location);
        await expect(card).toContainText(job.description);
        await expect(card.getByRole("heading", { level: 4 })).toHaveText([
          copy.positions.labels.responsibilities,
          copy.positions.labels.requirements,
        ]);
        await expect(card.getByRole("list").nth(0).getByRole("listitem")).toHaveCount(job.responsibilities.length);
        await expect(card.getByRole("list").nth(1).getByRole("listitem")).toHaveCount(job.requirements.length);
      }
      await expect(jobs.nth(0)).toContainText("Hamburg (hybrid)");
      await expect(jobs.nth(2)).toContainText(lang === "en" ? "Hamburg or remote" : "Hamburg oder ortsunabhängig");
    });

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

    test(`${lang}: carries a parseable JobPosting for each position`, async ({ page }) => {
      await open(page, `${prefix}/careers`);
      const postings = (await structuredData(page)).filter((data) => data["@type"] === "JobPosting");
      expect(postings.map((posting) => posting.title)).toEqual(titles);
      for (const posting of postings) {
        expect(posting).toMatchObject({
          "@context": "https://schema.org",
          datePosted: "2025-05-01",
          employmentType: "FULL_TIME",
          hiringOrganization: { "@type": "Organization", legalName: company.name },
          jobLocation: { "@type": "Place", address: { addressLocality: "Hamburg", addressCountry: "DE" } },
        });
        expect(posting.description).toMatch(/^<p>.+<\/ul>$/);
        expect(posting.url).toMatch(new RegExp(`${prefix}/careers#[a-z-]+$`));
      }
      expect(postings[2]).toMatchObject({ jobLocationType: "TELECOMMUTE" });
      expect(postings[0]).not.toHaveProperty("jobLocationType");
    });
  }
});

test.describe("Documentation", () => {
  for (const { lang, prefix, site } of languages) {
    const copy = spec.documentation[lang];
    const path = `${prefix}/documentation`;
    const groupNames =
      lang === "en"
        ? ["Features", "User Guides", "API Reference", "FAQ"]
        : ["Funktionen", "Benutzerhandbücher", "API-Referenz", "FAQ"];

    test(`${lang}: side navigation has four groups of 6, 4, 4 and 9 links`, async ({ page }) => {
      await open(page, path);
      const nav = page.getByRole("navigation", { name: copy.nav.label });
      const groups = nav.getByRole("list");
      await expect(groups).toHaveCount(4);
      for (const [index, [name, count]] of groupNames.map((n, i) => [n, [6, 4, 4, 9][i]!] as const).entries()) {
        await expect(groups.nth(index)).toHaveAccessibleName(name);
        await expect(groups.nth(index).getByRole("link")).toHaveCount(count);
      }
      expect(
        await groups
          .nth(0)
          .getByRole("link")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
      ).toEqual(["#natural-language", "#ai-analysis", "#multi-source", "#real-time", "#visualization", "#security"]);
    });

    test(`${lang}: FAQ links are cut at 40 characters plus an ellipsis and named by the full question`, async ({
      page,
    }) => {
      await open(page, path);
      const faqLinks = page
        .getByRole("navigation", { name: copy.nav.label })
        .getByRole("list", { name: "FAQ" })
        .getByRole("link");
      await expect(faqLinks).toHaveCount(9);
      let cut = 0;
      for (const [index, { question }] of copy.faq.items.entries()) {
        const link = faqLinks.nth(index);
        await expect(link).toHaveAccessibleName(question);
        await expect(link).toHaveAttribute("href", `#faq-${index + 1}`);
        // What is seen: the text not hidden from sight (the full question is there for screen readers only).
        const seen = await link.evaluate((element) => {
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

    test(`${lang}: intro, six feature sections, guides, API reference and nine FAQ entries, all answers visible`, async ({
      page,
    }) => {
      await open(page, path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2, name: copy.intro.title })).toBeVisible();
      for (const feature of copy.features.items) {
        await expect(main.locator(`#${feature.id}`).getByRole("heading", { level: 3 })).toHaveText(feature.title);
      }
      const aiAnalysis = main.locator("#ai-analysis");
      for (const term of lang === "en"
        ? ["Anomaly detection", "Trend analysis", "Correlation discovery", "Root-cause analysis"]
        : ["Anomalieerkennung", "Trendanalyse", "Korrelationserkennung", "Ursachenanalyse"]) {
        await expect(aiAnalysis.getByRole("listitem").filter({ hasText: term })).toHaveCount(1);
      }
      // Markdown-like copy became elements, not literal asterisks.
      await expect(aiAnalysis.locator("strong").first()).toBeVisible();
      await expect(aiAnalysis).not.toContainText("**");

      for (const id of ["getting-started", "effective-questions", "visualizations", "data-sources"]) {
        const card = main.getByRole("region", { name: copy.intro.title }).locator(`a[href="#${id}"]`);
        await expect(card).toHaveCount(1);
        await expect(main.locator(`#${id}`)).toHaveCount(1);
      }
      for (const [index, endpoint] of ["/api/auth", "/api/query", "/api/datasources", "/api/reports"].entries()) {
        const card = main.locator(`#${copy.api.endpoints[index]!.id}`);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(copy.api.endpoints[index]!.name);
        await expect(card.locator("code")).toHaveText(endpoint);
      }
      await expect(main.locator("#api-authentication").getByRole("heading", { level: 3 })).toHaveText(
        copy.api.auth.title,
      );
      for (const [index, entry] of copy.faq.items.entries()) {
        const section = main.locator(`#faq-${index + 1}`);
        await expect(section.getByRole("heading", { level: 3 })).toHaveText(entry.question);
        await expect(section.getByRole("paragraph").or(section.getByRole("list")).first()).toBeVisible();
      }
      await expect(main.locator('section[id^="faq-"]')).toHaveCount(9);
    });

    test(`${lang}: the example request shows a versioned POST with a bearer key and copies to the clipboard`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await open(page, path);
      const example = page.getByRole("figure").filter({ hasText: copy.api.auth.exampleLabel });
      const code = example.locator("code");
      await expect(code).toContainText("POST");
      await expect(code).toContainText("/api/v1/query");
      await expect(code).toContainText('"Content-Type: application/json"');
      await expect(code).toContainText("Authorization: Bearer $CBI_API_KEY");
      await expect(code).toContainText('{"query": "');

      const button = example.getByRole("button", { name: copy.api.auth.copyLabel });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(example.getByRole("status")).toHaveText(copy.api.auth.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copy.api.auth.example);
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
    await expect(page).toHaveURL(/\/documentation$/);
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
    await expect(page).toHaveURL(/\/documentation$/);
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

test.describe("Legal pages", () => {
  for (const { lang, prefix } of languages) {
    const date = lang === "en" ? "May 1, 2025" : "1. Mai 2025";

    test(`${lang}: the privacy policy has its seven sections, its date, the address and what this site stores`, async ({
      page,
    }) => {
      const copy = spec.privacy[lang];
      await open(page, `${prefix}/privacy-policy`);
      const main = page.getByRole("main");
      await expect(main.locator("time")).toHaveText(date);
      await expect(main.locator("time")).toHaveAttribute("datetime", "2025-05-01");
      await expect(main).toContainText(`${copy.lastUpdated.label} ${date}`);
      const sections = main.locator("section");
      await expect(sections).toHaveCount(7);
      await expect(sections.getByRole("heading", { level: 2 })).toHaveText(
        copy.sections.map((section, index) => `${index + 1}. ${section.title}`),
      );
      for (const fact of [
        company.name,
        company.address.street,
        `${company.address.postalCode} ${company.address.city}`,
      ])
        await expect(main.locator("#contact")).toContainText(fact);
      await expect(main.locator("#contact").getByRole("link", { name: company.privacyEmail })).toHaveAttribute(
        "href",
        `mailto:${company.privacyEmail}`,
      );
      for (const key of ["preferred-language", "theme", "first-visit"]) {
        await expect(main.locator("#information-we-collect code", { hasText: key })).toHaveCount(1);
      }
      // The table of contents leads to each section.
      await main.getByRole("navigation").getByRole("link", { name: copy.sections[5]!.title }).click();
      await expect.poll(() => isInViewport(page, "#your-rights")).toBe(true);
    });

    test(`${lang}: the terms of service have eleven sections, the date, non-refundable payments and 30 days notice`, async ({
      page,
    }) => {
      const copy = spec.terms[lang];
      await open(page, `${prefix}/terms-of-service`);
      const main = page.getByRole("main");
      await expect(main.locator("time")).toHaveText(date);
      const sections = main.locator("section");
      await expect(sections).toHaveCount(11);
      await expect(sections.getByRole("heading", { level: 2 })).toHaveText(
        copy.sections.map((section, index) => `${index + 1}. ${section.title}`),
      );
      await expect(main.locator("#payment")).toContainText(
        lang === "en" ? "Payments are non-refundable." : "Geleistete Zahlungen werden nicht erstattet.",
      );
      await expect(main.locator("#changes-to-terms")).toContainText(lang === "en" ? "30 days" : "30 Tage");
      await expect(main.locator("#governing-law")).toContainText(
        lang === "en" ? "Federal Republic of Germany" : "Bundesrepublik Deutschland",
      );
      await expect(main.locator("#contact")).toContainText(company.address.street);
    });
  }

  test("the Impressum names provider, contact, register, VAT id and who is responsible for the content", async ({
    page,
  }) => {
    await open(page, "/de/impressum");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      ...impressumDe.facts.map((fact) => fact.title),
      ...impressumDe.notices.map((notice) => notice.title),
    ]);
    await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("Angaben gemäß § 5 DDG");
    const provider = main.locator("#anbieter");
    for (const line of [company.name, company.address.street, "20457 Hamburg", "Deutschland"])
      await expect(provider).toContainText(line);
    await expect(main.locator("#vertretung")).toContainText("Dr. Miriam Albers, Jonas Petersen");
    await expect(main.getByRole("link", { name: company.phone.display })).toHaveAttribute(
      "href",
      `tel:${company.phone.dial}`,
    );
    await expect(main.getByRole("link", { name: company.email }).first()).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    await expect(main.locator("#registereintrag")).toContainText("Registergericht: Amtsgericht Hamburg");
    await expect(main.locator("#registereintrag")).toContainText(/Registernummer: HRB \d+/);
    await expect(main.locator("#umsatzsteuer")).toContainText(/\bDE\d{9}\b/);
    await expect(main.locator("#verantwortlich")).toContainText("§ 18 Abs. 2 MStV");
    await expect(main.locator("#verantwortlich")).toContainText(company.responsibleForContent);
    await expect(main.locator("#streitbeilegung")).toContainText("Verbraucherschlichtungsstelle");
    for (const id of ["haftung-inhalte", "haftung-links", "urheberrecht"])
      await expect(main.locator(`#${id} p`).first()).toBeVisible();
  });
});
