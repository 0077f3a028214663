/**
 * What frames every page, as the server sends it: the language of the document, the header and the footer
 * with its columns and links, and the not-found screen with its status. Following the links and the
 * language switcher is tests/e2e/i18n.spec.ts and tests/e2e/footer-popup.spec.ts.
 */
import { describe, expect, it } from "vitest";
import aboutDe from "#app/content/about/de.ts";
import { copyModules, copyOfPath } from "#app/registry/copy.ts";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { accessibleName, documentAt, named, one, plain, textOf, textsOf } from "./html.ts";
import { siteServerForThisFile } from "./site-server.ts";

const request = siteServerForThisFile("site-frame");

/** The href of the one link under the root with that accessible name. */
function hrefOf(root: ParentNode, name: string): string | null {
  const links = named(root, "a[href]", name);
  expect(links, `link ${name}`).toHaveLength(1);
  return links[0]!.getAttribute("href");
}

describe("pages in both languages", () => {
  it("blog posts exist under /blog/:id and /de/blog/:id", async () => {
    for (const [path, lang] of [
      ["/blog/1", "en"],
      ["/de/blog/1", "de"],
    ] as const) {
      const document = await documentAt(request, path);
      expect(document.documentElement.getAttribute("lang"), path).toBe(lang);
    }
  });
});

describe("pre-rendering", () => {
  it("a page's copy, header and footer are in the HTML without JavaScript", async () => {
    const document = await documentAt(request, "/de/about-us");
    expect(textsOf(document, "h1")).toEqual([plain(aboutDe.heading)]);
    const navigation = named(document, "nav", "Hauptnavigation");
    expect(navigation).toHaveLength(1);
    expect(textOf(navigation[0])).toContain("Anwendungsfälle");
    expect(textOf(one(document, "footer"))).toContain("© 2025 Conversational BI GmbH");
  });
});

/** Every string of a copy tree. */
function stringsOf(copy: unknown): string[] {
  if (typeof copy === "string") return [copy];
  if (Array.isArray(copy)) return copy.flatMap(stringsOf);
  return copy && typeof copy === "object" ? Object.values(copy).flatMap(stringsOf) : [];
}

/** React Router's hydration data in a document: the text its inline scripts enqueue, JSON-decoded once. */
function hydrationData(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)]
    .map(([, literal]) => JSON.parse(literal!) as string)
    .join("\n");
}

describe("each word once (decision 0028)", () => {
  // A word of copy in the hydration data would be sent twice: as markup and as data. The data holds only what a
  // request knows (a language, an outcome, posts, formatted figures); the browser takes the copy from its chunks.
  for (const path of [...prerenderedPaths(), "/de/gibt-es-nicht"]) {
    it(`${path}: its copy is in the markup and nowhere in the hydration data`, async () => {
      const response = await request.get(path);
      const html = await response.text();
      const data = hydrationData(html);
      expect(data, "hydration data found").toContain("loaderData");
      const copies = await Promise.all(copyOfPath(path).map(({ id, locale }) => copyModules[id][locale]!()));
      // Words, not identifiers (a plan's id keys its price in the data).
      const words = stringsOf(copies.map((module) => module.default)).filter((text) => /\S+\s+\S+/.test(text));
      expect(words.length).toBeGreaterThan(20);
      expect(words.filter((text) => data.includes(JSON.stringify(text)))).toEqual([]);
    });
  }
});

describe("landmarks", () => {
  for (const path of ["/", "/de", "/about-us", "/de/documentation"]) {
    it(`every navigation on ${path} has a name of its own`, async () => {
      const names = [...(await documentAt(request, path)).querySelectorAll("nav")].map(accessibleName);
      expect(names.length).toBeGreaterThan(2);
      expect(names.every(Boolean), names.join(", ")).toBe(true);
      expect(new Set(names).size, names.join(", ")).toBe(names.length);
    });
  }
});

describe("the not-found screen", () => {
  for (const [path, lang, heading, homeLink, home] of [
    ["/impressum", "en", "404 Page Not Found", "Back to the home page", "/"],
    ["/no/such/page", "en", "404 Page Not Found", "Back to the home page", "/"],
    ["/de/gibt-es-nicht", "de", "404 – Seite nicht gefunden", "Zur Startseite", "/de"],
  ] as const) {
    it(`${path} answers 404 with the screen in ${lang}`, async () => {
      const document = await documentAt(request, path, 404);
      expect(document.documentElement.getAttribute("lang")).toBe(lang);
      expect(textsOf(document, "h1")).toEqual([heading]);
      // The status is said once, in the heading: no second, decorative "404" above it.
      expect(textOf(one(document, "main")).match(/404/g)).toHaveLength(1);
      // Following the link is tests/e2e/i18n.spec.ts.
      expect(hrefOf(document, homeLink)).toBe(home);
    });
  }
});

describe("footer", () => {
  it("has the Product, Resources and Company columns with their links (English)", async () => {
    const footer = one(await documentAt(request, "/about-us"), "footer");
    expect(textsOf(footer, "h2")).toEqual(["Product", "Resources", "Company"]);
    expect(hrefOf(footer, "Security")).toBe("/documentation#security");
    expect(hrefOf(footer, "Integrations")).toBe("/documentation#multi-source");
    expect(hrefOf(footer, "Pricing")).toBe("/#pricing");
    expect(hrefOf(footer, "Documentation")).toBe("/documentation");
    expect(hrefOf(footer, "Blog")).toBe("/blog");
    expect(hrefOf(footer, "Careers")).toBe("/careers");
    expect(hrefOf(footer, "Privacy Policy")).toBe("/privacy-policy");
    expect(hrefOf(footer, "Terms of Service")).toBe("/terms-of-service");
    const impressum = named(footer, "a[href]", "Legal Notice (Impressum)");
    expect(impressum).toHaveLength(1);
    expect(impressum[0]!.getAttribute("href")).toBe("/de/impressum");
    expect(impressum[0]!.getAttribute("hreflang")).toBe("de");
    expect(textOf(footer)).toContain("© 2025 Conversational BI GmbH. All rights reserved.");
  });

  it("has the German columns, the German blog and the Impressum (German)", async () => {
    const footer = one(await documentAt(request, "/de/careers"), "footer");
    expect(textsOf(footer, "h2")).toEqual(["Produkt", "Ressourcen", "Unternehmen"]);
    expect(hrefOf(footer, "Sicherheit")).toBe("/de/documentation#security");
    expect(hrefOf(footer, "Integrationen")).toBe("/de/documentation#faq-1");
    expect(hrefOf(footer, "Blog")).toBe("/de/blog");
    expect(hrefOf(footer, "Impressum")).toBe("/de/impressum");
    expect(textOf(footer)).toContain("© 2025 Conversational BI GmbH. Alle Rechte vorbehalten.");
  });

  it("links the two social profiles in a new tab", async () => {
    const lists = named(await documentAt(request, "/"), "ul, ol", "Follow Conversational BI");
    expect(lists).toHaveLength(1);
    const social = [...lists[0]!.querySelectorAll("a[href]")];
    expect(social).toHaveLength(2);
    expect(social[0]!.getAttribute("href")).toMatch(/^https:\/\/x\.com\//);
    expect(social[1]!.getAttribute("href")).toMatch(/^https:\/\/www\.linkedin\.com\/company\//);
    for (const link of social) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toMatch(/noopener/);
    }
  });
});
