/**
 * The home page as the server sends it, in both languages: every section with its heading, the plans and
 * their prices, the comparison table, the use cases, testimonials and FAQ, the structured data, and the
 * lazily hydrated sections in the HTML but not in the first load. What the page does once live (the chat,
 * the demo, scrolling, hydration) is tests/e2e/home.spec.ts.
 */
import { describe, expect, it } from "vitest";
import homeChatDe from "#app/content/home-chat/de.ts";
import homeChatEn from "#app/content/home-chat/en.ts";
import homeDe from "#app/content/home/de.ts";
import homeEn from "#app/content/home/en.ts";
import { CLIENT_START_ID } from "#app/lib/document/client-start.ts";
import {
  accessibleName,
  byText,
  documentAt,
  named,
  notHidden,
  one,
  plain,
  structuredData,
  textOf,
  textsOf,
} from "./html.ts";
import { siteServerForThisFile } from "./site-server.ts";

const request = siteServerForThisFile("home");

const languages = [
  { locale: "en", path: "/", copy: homeEn, chat: homeChatEn },
  { locale: "de", path: "/de", copy: homeDe, chat: homeChatDe },
] as const;

/** What the client start holds back until the first paint (app/lib/document/client-start.ts): preloads and bootstrap. */
const clientStart = (html: string) =>
  new RegExp(`<template id="${CLIENT_START_ID}">([\\s\\S]*?)</template>`).exec(html)![1]!;

describe.each(languages)("home page ($locale)", ({ locale, path, copy }) => {
  it("has every section with its heading and anchor", async () => {
    const document = await documentAt(request, path);
    expect(textsOf(document, "h1")).toEqual([plain(copy.heading)]);
    for (const [id, heading] of [
      ["features", copy.features.heading],
      ["how-it-works", copy.howItWorks.heading],
      ["use-cases", copy.useCases.heading],
      ["pricing", copy.pricing.heading],
      ["demo", copy.demo.heading],
      ["contact", copy.contact.heading],
    ] as const) {
      expect(textsOf(one(document, `section#${id}`), "h2"), id).toEqual([plain(heading)]);
    }
    for (const heading of [copy.comparison.heading, copy.testimonials.heading]) {
      const found = [...document.querySelectorAll("h2")].filter((h2) => textOf(h2) === plain(heading));
      expect(found, heading).toHaveLength(1);
      expect(notHidden(found[0]!), heading).toBe(true);
    }
  });

  it("pricing shows the plans of SPEC in the page's currency, with one badge", async () => {
    const document = await documentAt(request, path);
    const pricing = one(document, "section#pricing");
    const plan = (id: string) => one(pricing, `[data-testid="plan-${id}"]`);
    const [starter, professional, enterprise] = copy.pricing.plans;
    const expectedPrices = locale === "en" ? ["$499", "$999"] : ["449 €", "999 €"];
    expect(textOf(one(plan("starter"), '[data-testid="price"]'))).toBe(expectedPrices[0]);
    expect(textOf(one(plan("professional"), '[data-testid="price"]'))).toBe(expectedPrices[1]);
    expect(textOf(one(plan("enterprise"), '[data-testid="price"]'))).toBe(plain(copy.pricing.customPrice));
    expect(byText(pricing, copy.pricing.popularBadge)).toHaveLength(1);
    expect(textOf(plan("professional"))).toContain(plain(copy.pricing.popularBadge));
    expect(textOf(plan("starter"))).toContain(plain(starter!.title));
    for (const { id, features, cta } of [starter!, professional!, enterprise!]) {
      const card = plan(id);
      for (const feature of features) expect(textOf(card), id).toContain(plain(feature));
      const links = card.querySelectorAll("a[href]");
      expect(links, id).toHaveLength(1);
      expect(textOf(links[0])).toBe(plain(cta));
      expect(links[0]!.getAttribute("href")).toBe(`${path}#contact`);
    }
    expect(enterprise!.cta).toBe(locale === "en" ? "Contact Sales" : "Vertrieb kontaktieren");
    expect(starter!.cta).toBe(locale === "en" ? "Get Started" : "Jetzt starten");
  });

  it("the comparison is a real table with SPEC's six rows", async () => {
    const document = await documentAt(request, path);
    const tables = named(document, "table", copy.comparison.caption);
    expect(tables).toHaveLength(1);
    const table = tables[0]!;
    expect(textsOf(table, 'th[scope="col"]')).toEqual(
      [
        copy.comparison.columns.feature,
        copy.comparison.columns.conversationalBI,
        copy.comparison.columns.traditionalBI,
      ].map(plain),
    );
    const rows = [...table.querySelectorAll("tr")].filter((row) => row.querySelector('th[scope="row"]'));
    expect(rows).toHaveLength(6);
    for (const [index, row] of copy.comparison.rows.entries()) {
      expect(textsOf(rows[index]!, "th, td")).toEqual(
        [row.feature, row.conversationalBI, row.traditionalBI].map(plain),
      );
    }
  });

  it("use cases, testimonials and FAQ carry their content and text alternatives", async () => {
    const document = await documentAt(request, path);
    const useCases = one(document, "section#use-cases");
    for (const useCase of copy.useCases.items) {
      const headings = [...useCases.querySelectorAll("h3")].filter((h3) => textOf(h3) === plain(useCase.title));
      expect(headings, useCase.title).toHaveLength(1);
      expect(notHidden(headings[0]!)).toBe(true);
      // The chart is an image named by its title (followed by its description), as Playwright matches a name.
      const charts = [...useCases.querySelectorAll('[role="img"], img')].filter((image) =>
        accessibleName(image).includes(plain(useCase.chart.title)),
      );
      expect(charts, useCase.chart.title).toHaveLength(1);
      expect(notHidden(charts[0]!)).toBe(true);
      expect(textOf(useCases)).toContain(plain(useCase.quote));
      expect(textOf(useCases)).toContain(plain(useCase.role));
    }
    const testimonials = one(document, "section#testimonials");
    expect(testimonials.querySelectorAll("blockquote")).toHaveLength(3);
    for (const testimonial of copy.testimonials.items) expect(textOf(testimonials)).toContain(plain(testimonial.name));
    // Every answer is on view (SPEC): a definition list, nothing folded away.
    const faq = one(document, "section#contact").querySelectorAll("dl dd");
    expect(faq).toHaveLength(copy.contact.faq.length);
    expect(one(document, "section#contact").querySelectorAll("details")).toHaveLength(0);
    for (const answer of faq) expect(notHidden(answer)).toBe(true);
    const answers = textsOf(one(document, "section#contact"), "dl dd").join(" ");
    for (const claim of ["14", "SOC 2 Type II", "HIPAA", "CCPA", "Excel", "PDF"]) expect(answers).toContain(claim);
    expect(answers).toContain(locale === "en" ? "32%" : "32 %");
    expect(answers).toContain(locale === "en" ? "78%" : "78 %");
  });

  it("declares Organization and the product with its three offers as structured data", async () => {
    const [organization, product] = structuredData(await documentAt(request, path));
    expect(organization).toMatchObject({ "@context": "https://schema.org", "@type": "Organization" });
    const graph = product!["@graph"] as { "@type": string; [key: string]: unknown }[];
    expect(product!["@context"]).toBe("https://schema.org");
    expect(graph.map((node) => node["@type"])).toEqual(["SoftwareApplication"]);
    expect(graph[0]!.publisher).toEqual({ "@id": organization!["@id"] });
    const offers = graph[0]!.offers as { name: string; price?: number; priceCurrency?: string }[];
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual(
      locale === "en"
        ? [
            ["Starter", 499, "USD"],
            ["Professional", 999, "USD"],
            ["Enterprise", undefined, undefined],
          ]
        : [
            ["Einsteiger", 449, "EUR"],
            ["Professional", 999, "EUR"],
            ["Enterprise", undefined, undefined],
          ],
    );
  });
});

describe("lazily hydrated sections", () => {
  it("are not part of the first load", async () => {
    const html = await (await request.get("/")).text();
    const preloads = [...clientStart(html).matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.filter((href) => href.includes("-section-"))).toEqual([]);
  });

  it.each(languages)("are in the HTML without JavaScript ($locale)", async ({ path, copy, chat }) => {
    const document = await documentAt(request, path);
    for (const id of [
      "features",
      "how-it-works",
      "use-cases",
      "comparison",
      "pricing",
      "testimonials",
      "demo",
      "contact",
    ]) {
      const section = one(document, `section#${id}`);
      expect(notHidden(section), `${path}#${id}`).toBe(true);
      expect(textOf(section), `${path}#${id}`).not.toBe("");
    }
    const badge = byText(one(document, "section#pricing"), copy.pricing.popularBadge, { exact: false });
    expect(badge).toHaveLength(1);
    expect(notHidden(badge[0]!)).toBe(true);
    const note = byText(one(document, "section#demo"), copy.demo.note, { exact: false });
    expect(note).toHaveLength(1);
    expect(notHidden(note[0]!)).toBe(true);
    // The whole conversation of the hero chat, down to its last answer.
    const lastAnswer = [...one(document, '[data-testid="hero-chat"]').querySelectorAll(".chat-text")].at(-1);
    expect(textOf(lastAnswer)).toBe(plain(chat.messages.at(-1)!.message));
    expect(notHidden(lastAnswer!)).toBe(true);
  });
});
