import { locales, type Locale } from "#app/i18n/locales.ts";
import { isDynamicPath, pageIds, pages, seededBlogPostIds, type PageId } from "#app/i18n/pages.ts";
import { pagePath } from "#app/i18n/paths.ts";
import { escapeMarkup } from "#app/lib/text/escape-markup.ts";

/** One page in its languages: the path of each language version. */
export type PageVersions = Partial<Record<Locale, string>>;

/** The blog posts the demo has everywhere (its other posts live in browsers): the samples, in both languages. */
export function seededPostVersions(): PageVersions[] {
  return seededBlogPostIds.map((id) =>
    Object.fromEntries(locales.map((locale) => [locale, pagePath("blogPost", locale, { id })])),
  );
}

/** Every indexable page: the static pages of the registry, then the blog's posts. */
function sitemapEntries(posts: PageVersions[]): PageVersions[] {
  const staticPages = pageIds
    .filter((page) => !Object.values<string>(pages[page].paths).some(isDynamicPath))
    .map((page: PageId) => Object.fromEntries(locales.map((locale) => [locale, pagePath(page, locale)])));
  return [...staticPages, ...posts];
}

/**
 * The sitemap: one <url> per page and language, each listing every language
 * version of its page and x-default (the same pairs as the pages' own
 * alternate links), so search engines see the two versions as one page.
 */
export function buildSitemap(siteUrl: string, posts: PageVersions[] = seededPostVersions()): string {
  const urls: string[] = [];
  for (const paths of sitemapEntries(posts)) {
    const versions = locales.flatMap((locale) => {
      const path = paths[locale];
      return path === undefined ? [] : [{ hreflang: locale, href: `${siteUrl}${path}` }];
    });
    const xDefault = versions.find((version) => version.hreflang === "en") ?? versions[0];
    const alternates = xDefault ? [...versions, { hreflang: "x-default", href: xDefault.href }] : versions;
    for (const { href } of versions) {
      const links = alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeMarkup(alternate.href)}"/>`,
      );
      urls.push(["  <url>", `    <loc>${escapeMarkup(href)}</loc>`, ...links, "  </url>"].join("\n"));
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled except the contact endpoint; the sitemap's absolute address. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    // The back office: nothing in it is for search engines (its pages say so too, X-Robots-Tag).
    "Disallow: /admin",
    "Disallow: /de/admin",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
