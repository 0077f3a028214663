/**
 * The content pages as the server sends them, in both languages: About, Careers with its JobPostings,
 * Documentation's navigation and sections, the privacy policy, the terms and the Impressum. What these pages
 * do once live (popups, scrolling, the clipboard, the phone's contents bar) is tests/e2e/content-pages.spec.ts.
 */
import { describe, expect, it } from "vitest";
import aboutDe from "#app/content/about/de.ts";
import aboutEn from "#app/content/about/en.ts";
import careersDe from "#app/content/careers/de.ts";
import careersEn from "#app/content/careers/en.ts";
import { leaders as aboutLeaders } from "#app/content/about/leaders.ts";
import { company } from "#app/content/company.ts";
import documentationDe from "#app/content/documentation/de.ts";
import documentationEn from "#app/content/documentation/en.ts";
import impressumDe from "#app/content/impressum/de.ts";
import privacyDe from "#app/content/privacy-policy/de.ts";
import privacyEn from "#app/content/privacy-policy/en.ts";
import termsDe from "#app/content/terms-of-service/de.ts";
import termsEn from "#app/content/terms-of-service/en.ts";
import {
  accessibleName,
  documentAt,
  named,
  notHidden,
  one,
  plain,
  seenText,
  structuredData,
  textOf,
  textsOf,
} from "./html.ts";
import { siteServerForThisFile } from "./site-server.ts";

const request = siteServerForThisFile("content-pages");

const languages = [
  { lang: "en", prefix: "" },
  { lang: "de", prefix: "/de" },
] as const;

const spec = {
  about: { en: aboutEn, de: aboutDe },
  careers: { en: careersEn, de: careersDe },
  documentation: { en: documentationEn, de: documentationDe },
  privacy: { en: privacyEn, de: privacyDe },
  terms: { en: termsEn, de: termsDe },
};

/** The one element the selector finds under the root with that accessible name (a region, a list, a link…). */
function theOne(root: ParentNode, selector: string, name: string): Element {
  const found = named(root, selector, name);
  expect(found, `${selector} named ${name}`).toHaveLength(1);
  return found[0]!;
}

describe("About", () => {
  for (const { lang, prefix } of languages) {
    const copy = spec.about[lang];

    it(`${lang}: story, mission with the CEO's quote, two leaders and four values`, async () => {
      const main = one(await documentAt(request, `${prefix}/about-us`), "main");
      expect(textsOf(main, "h2")).toEqual(
        [copy.story.title, copy.mission.title, copy.team.title, copy.values.title, copy.join.title].map(plain),
      );
      const quotes = main.querySelectorAll("figure");
      expect(quotes).toHaveLength(1);
      expect(textOf(quotes[0])).toContain(plain(copy.mission.quote.text));
      expect(textOf(quotes[0])).toContain(aboutLeaders.ceo.name);

      const leaders = theOne(main, "section", copy.team.title).querySelectorAll("article");
      expect(leaders).toHaveLength(2);
      expect([...leaders].flatMap((leader) => textsOf(leader, "h3"))).toEqual([
        aboutLeaders.ceo.name,
        aboutLeaders.cto.name,
      ]);
      // Portraits are initials, not photos.
      expect(main.querySelectorAll("img")).toHaveLength(0);

      expect(textsOf(theOne(main, "section", copy.values.title), "h3")).toEqual(
        lang === "en"
          ? ["Innovation", "Accessibility", "Integrity", "Customer Success"]
          : ["Innovation", "Barrierefreiheit", "Integrität", "Kundenerfolg"],
      );
    });

    it(`${lang}: describes the company as an Organization and links the open positions`, async () => {
      const document = await documentAt(request, `${prefix}/about-us`);
      const [organization] = structuredData(document);
      expect(organization).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Organization",
        legalName: company.name,
        address: { streetAddress: company.address.street, addressLocality: company.address.city },
      });
      const link = theOne(one(document, "main"), "a[href]", copy.join.link.label);
      expect(link.getAttribute("href")).toBe(`${prefix}/careers`);
    });
  }
});

describe("Careers", () => {
  for (const { lang, prefix } of languages) {
    const copy = spec.careers[lang];
    const titles =
      lang === "en"
        ? ["Senior AI Engineer", "Front-End Developer", "Product Marketing Manager"]
        : ["Senior AI engineer", "Front-End Developer", "Product Marketing Manager"];

    it(`${lang}: intro, six benefits and the three positions with their details`, async () => {
      const main = one(await documentAt(request, `${prefix}/careers`), "main");
      const intro = [...main.querySelectorAll("h2")].filter((h2) => textOf(h2) === plain(copy.intro.title));
      expect(intro).toHaveLength(1);
      expect(notHidden(intro[0]!)).toBe(true);
      expect(theOne(main, "section", copy.benefits.title).querySelectorAll("h3")).toHaveLength(6);

      const jobs = [...main.querySelectorAll("article")];
      expect(jobs.flatMap((job) => textsOf(job, "h3"))).toEqual(titles);
      const [engineering, , marketing] = copy.positions.items;
      expect(engineering!.department).toBe(lang === "en" ? "Engineering" : "Entwicklung");
      expect(marketing!.department).toBe("Marketing");
      expect(jobs).toHaveLength(copy.positions.items.length);
      for (const [index, job] of copy.positions.items.entries()) {
        const card = jobs[index]!;
        for (const detail of [job.department, job.location, job.description])
          expect(textOf(card)).toContain(plain(detail));
        expect(textsOf(card, "h4")).toEqual([
          copy.positions.labels.responsibilities,
          copy.positions.labels.requirements,
        ]);
        const lists = card.querySelectorAll("ul, ol");
        expect(lists[0]!.querySelectorAll("li")).toHaveLength(job.responsibilities.length);
        expect(lists[1]!.querySelectorAll("li")).toHaveLength(job.requirements.length);
      }
      expect(textOf(jobs[0])).toContain("Hamburg (hybrid)");
      expect(textOf(jobs[2])).toContain(lang === "en" ? "Hamburg or remote" : "Hamburg oder ortsunabhängig");
    });

    it(`${lang}: carries a parseable JobPosting for each position`, async () => {
      const document = await documentAt(request, `${prefix}/careers`);
      const postings = structuredData(document).filter((data) => data["@type"] === "JobPosting");
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

describe("Documentation", () => {
  for (const { lang, prefix } of languages) {
    const copy = spec.documentation[lang];
    const path = `${prefix}/documentation`;
    const groupNames =
      lang === "en"
        ? ["Features", "User Guides", "API Reference", "FAQ"]
        : ["Funktionen", "Benutzerhandbücher", "API-Referenz", "FAQ"];

    it(`${lang}: side navigation has four groups of 6, 4, 4 and 9 links`, async () => {
      const nav = theOne(await documentAt(request, path), "nav", copy.nav.label);
      const groups = [...nav.querySelectorAll("ul, ol")];
      expect(groups.map(accessibleName)).toEqual(groupNames);
      expect(groups.map((group) => group.querySelectorAll("a[href]").length)).toEqual([6, 4, 4, 9]);
      expect([...groups[0]!.querySelectorAll("a[href]")].map((a) => a.getAttribute("href"))).toEqual([
        "#natural-language",
        "#ai-analysis",
        "#multi-source",
        "#real-time",
        "#visualization",
        "#security",
      ]);
    });

    it(`${lang}: FAQ links are cut at 40 characters plus an ellipsis and named by the full question`, async () => {
      const nav = theOne(await documentAt(request, path), "nav", copy.nav.label);
      const faqLinks = [...theOne(nav, "ul, ol", "FAQ").querySelectorAll("a[href]")];
      expect(faqLinks).toHaveLength(copy.faq.items.length);
      let cut = 0;
      for (const [index, { question }] of copy.faq.items.entries()) {
        const link = faqLinks[index]!;
        expect(accessibleName(link)).toBe(plain(question));
        expect(link.getAttribute("href")).toBe(`#faq-${index + 1}`);
        // What is seen: the text not kept for screen readers only (tests/e2e/content-pages.spec.ts measures it).
        if (question.length > 40) {
          cut++;
          expect(seenText(link)).toBe(`${question.slice(0, 40)}…`);
        } else {
          expect(seenText(link)).toBe(question);
        }
      }
      expect(cut).toBeGreaterThanOrEqual(7);
    });

    it(`${lang}: intro, six feature sections, guides, API reference and nine FAQ entries, all answers visible`, async () => {
      const main = one(await documentAt(request, path), "main");
      const intro = [...main.querySelectorAll("h2")].filter((h2) => textOf(h2) === plain(copy.intro.title));
      expect(intro).toHaveLength(1);
      expect(notHidden(intro[0]!)).toBe(true);
      for (const feature of copy.features.items) {
        expect(textsOf(one(main, `#${feature.id}`), "h3"), feature.id).toEqual([plain(feature.title)]);
      }
      const aiAnalysis = one(main, "#ai-analysis");
      for (const term of lang === "en"
        ? ["Anomaly detection", "Trend analysis", "Correlation discovery", "Root-cause analysis"]
        : ["Anomalieerkennung", "Trendanalyse", "Korrelationserkennung", "Ursachenanalyse"]) {
        expect(
          textsOf(aiAnalysis, "li").filter((item) => item.includes(term)),
          term,
        ).toHaveLength(1);
      }
      // Markdown-like copy became elements, not literal asterisks.
      expect(notHidden(one(aiAnalysis, "strong"))).toBe(true);
      expect(textOf(aiAnalysis)).not.toContain("**");

      const guides = theOne(main, "section", copy.intro.title);
      for (const id of ["getting-started", "effective-questions", "visualizations", "data-sources"]) {
        expect(guides.querySelectorAll(`a[href="#${id}"]`), id).toHaveLength(1);
        expect(main.querySelectorAll(`#${id}`), id).toHaveLength(1);
      }
      for (const [index, endpoint] of ["/api/auth", "/api/query", "/api/datasources", "/api/reports"].entries()) {
        const card = one(main, `#${copy.api.endpoints[index]!.id}`);
        expect(textsOf(card, "h3")).toEqual([plain(copy.api.endpoints[index]!.name)]);
        expect(textsOf(card, "code")).toEqual([endpoint]);
      }
      expect(textsOf(one(main, "#api-authentication"), "h3")).toEqual([plain(copy.api.auth.title)]);
      for (const [index, entry] of copy.faq.items.entries()) {
        const section = one(main, `#faq-${index + 1}`);
        expect(textsOf(section, "h3")).toEqual([plain(entry.question)]);
        const answer = section.querySelector("p, ul, ol");
        expect(answer, entry.question).not.toBeNull();
        expect(notHidden(answer!), entry.question).toBe(true);
      }
      expect(main.querySelectorAll('section[id^="faq-"]')).toHaveLength(copy.faq.items.length);
    });
  }
});

describe("Legal pages", () => {
  for (const { lang, prefix } of languages) {
    const date = lang === "en" ? "May 1, 2025" : "1. Mai 2025";
    // The privacy policy changed since SPEC's first version; its date is its latest change (PRIVACY_POLICY_UPDATED).
    const privacyDate = lang === "en" ? "November 29, 2026" : "29. November 2026";

    it(`${lang}: the privacy policy has its seven sections, its date, the address and what this site stores`, async () => {
      const copy = spec.privacy[lang];
      const main = one(await documentAt(request, `${prefix}/privacy-policy`), "main");
      const times = main.querySelectorAll("time");
      expect(times).toHaveLength(1);
      expect(textOf(times[0])).toBe(privacyDate);
      expect(times[0]!.getAttribute("datetime")).toBe("2026-11-29");
      expect(textOf(main)).toContain(`${plain(copy.lastUpdated.label)} ${privacyDate}`);
      const sections = main.querySelectorAll("section");
      expect(sections).toHaveLength(7);
      expect([...sections].flatMap((section) => textsOf(section, "h2"))).toEqual(
        copy.sections.map((section, index) => plain(`${index + 1}. ${section.title}`)),
      );
      const contact = one(main, "#contact");
      for (const fact of [
        company.name,
        company.address.street,
        `${company.address.postalCode} ${company.address.city}`,
      ])
        expect(textOf(contact)).toContain(fact);
      expect(theOne(contact, "a[href]", company.privacyEmail).getAttribute("href")).toBe(
        `mailto:${company.privacyEmail}`,
      );
      for (const key of ["preferred-language", "theme", "first-visit"]) {
        expect(
          textsOf(main, "#information-we-collect code").filter((code) => code.includes(key)),
          key,
        ).toHaveLength(1);
      }
      // The table of contents leads to each section (following it is tests/e2e/content-pages.spec.ts).
      const contents = main.querySelectorAll("nav");
      expect(contents).toHaveLength(1);
      expect(theOne(contents[0]!, "a[href]", copy.sections[5]!.title).getAttribute("href")).toBe("#your-rights");
    });

    it(`${lang}: the terms of service have eleven sections, the date, non-refundable payments and 30 days notice`, async () => {
      const copy = spec.terms[lang];
      const main = one(await documentAt(request, `${prefix}/terms-of-service`), "main");
      expect(textsOf(main, "time")).toEqual([date]);
      const sections = main.querySelectorAll("section");
      expect(sections).toHaveLength(11);
      expect([...sections].flatMap((section) => textsOf(section, "h2"))).toEqual(
        copy.sections.map((section, index) => plain(`${index + 1}. ${section.title}`)),
      );
      expect(textOf(one(main, "#payment"))).toContain(
        lang === "en" ? "Payments are non-refundable." : "Geleistete Zahlungen werden nicht erstattet.",
      );
      expect(textOf(one(main, "#changes-to-terms"))).toContain(lang === "en" ? "30 days" : "30 Tage");
      expect(textOf(one(main, "#governing-law"))).toContain(
        lang === "en" ? "Federal Republic of Germany" : "Bundesrepublik Deutschland",
      );
      expect(textOf(one(main, "#contact"))).toContain(company.address.street);
    });
  }

  it("the Impressum names provider, contact, register, VAT id and who is responsible for the content", async () => {
    const main = one(await documentAt(request, "/de/impressum"), "main");
    expect(textsOf(main, "h2")).toEqual(
      [...impressumDe.facts.map((fact) => fact.title), ...impressumDe.notices.map((notice) => notice.title)].map(plain),
    );
    expect(textsOf(main, "h2")[0]).toBe("Angaben gemäß § 5 DDG");
    const provider = one(main, "#anbieter");
    for (const line of [company.name, company.address.street, "20457 Hamburg", "Deutschland"])
      expect(textOf(provider)).toContain(line);
    expect(textOf(one(main, "#vertretung"))).toContain("Dr. Miriam Albers, Jonas Petersen");
    expect(theOne(main, "a[href]", company.phone.display).getAttribute("href")).toBe(`tel:${company.phone.dial}`);
    expect(named(main, "a[href]", company.email)[0]?.getAttribute("href")).toBe(`mailto:${company.email}`);
    expect(textOf(one(main, "#registereintrag"))).toContain("Registergericht: Amtsgericht Hamburg");
    expect(textOf(one(main, "#registereintrag"))).toMatch(/Registernummer: HRB \d+/);
    expect(textOf(one(main, "#umsatzsteuer"))).toMatch(/\bDE\d{9}\b/);
    expect(textOf(one(main, "#verantwortlich"))).toContain("§ 18 Abs. 2 MStV");
    expect(textOf(one(main, "#verantwortlich"))).toContain(company.responsibleForContent);
    expect(textOf(one(main, "#streitbeilegung"))).toContain("Verbraucherschlichtungsstelle");
    for (const id of ["haftung-inhalte", "haftung-links", "urheberrecht"]) {
      const paragraph = one(main, `#${id} p`);
      expect(notHidden(paragraph), id).toBe(true);
      expect(textOf(paragraph), id).not.toBe("");
    }
  });
});
