import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { buildRobotsTxt, buildSitemap } from "#app/lib/seo/sitemap.ts";

const SITE = "https://example.test";

/** The sitemap's <url> blocks as { loc, alternates: hreflang -> href }. */
function parse(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(block!)![1]!,
    alternates: Object.fromEntries(
      [...block!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
  }));
}

describe("buildSitemap", () => {
  const xml = buildSitemap(SITE);
  const urls = parse(xml);

  it("is a sitemap with the xhtml namespace for alternates", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("lists every pre-rendered page of both languages once", () => {
    expect(urls.map((url) => url.loc).sort()).toEqual(
      prerenderedPaths()
        .map((path) => `${SITE}${path}`)
        .sort(),
    );
  });

  it("pairs each page with its other language and x-default (English)", () => {
    const about = urls.find((url) => url.loc === `${SITE}/de/about-us`)!;
    expect(about.alternates).toEqual({
      en: `${SITE}/about-us`,
      de: `${SITE}/de/about-us`,
      "x-default": `${SITE}/about-us`,
    });
    const post = urls.find((url) => url.loc === `${SITE}/blog/2`)!;
    expect(post.alternates).toEqual({ en: `${SITE}/blog/2`, de: `${SITE}/de/blog/2`, "x-default": `${SITE}/blog/2` });
  });

  it("gives the German-only Impressum no English alternate", () => {
    const impressum = urls.find((url) => url.loc === `${SITE}/de/impressum`)!;
    expect(impressum.alternates).toEqual({ de: `${SITE}/de/impressum`, "x-default": `${SITE}/de/impressum` });
  });

  it("escapes the origin for XML", () => {
    expect(buildSitemap("https://a.test/?x=1&y=2")).toContain("https://a.test/?x=1&amp;y=2/about-us");
  });
});

describe("buildRobotsTxt", () => {
  it("allows crawling, keeps the API and the back office out and names the sitemap with its absolute address", () => {
    const robots = buildRobotsTxt(SITE);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/api\/\nDisallow: \/admin\nDisallow: \/de\/admin\n/);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
