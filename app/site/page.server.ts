import { data, type MetaDescriptor } from "react-router";
import siteDe from "#app/content/site/de.ts";
import siteEn from "#app/content/site/en.ts";
import type { PageCopy } from "#app/content/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { PageId } from "#app/i18n/pages.ts";
import { localeFromPath, pagePath } from "#app/i18n/paths.ts";
import { siteUrl } from "#app/site/config.server.ts";
import { buildPageMeta, type PageImage } from "#app/lib/seo/page-meta.ts";
import { jsonLd, organization } from "#app/lib/seo/structured-data.ts";

type LoadPageOptions<Copy> = {
  params?: Record<string, string>;
  /** The page's path in each language where it is not the registry's (a post and its translation differ in id). */
  paths?: Partial<Record<Locale, string>>;
  ogType?: "website" | "article";
  /** The page's own link-preview picture (a post's cover). */
  image?: PageImage;
  /** Extra meta descriptors of the page in its language, e.g. its JSON-LD. */
  extra?: (content: Copy, context: { locale: Locale; siteUrl: string; pageUrl: string }) => MetaDescriptor[];
};

/**
 * What a page's loader returns: its language, its copy in that language only
 * (the other language never reaches the browser) and its metadata.
 */
export function loadPage<Copy extends PageCopy>(
  page: PageId,
  url: URL,
  copyByLocale: Partial<Record<Locale, Copy>>,
  options: LoadPageOptions<Copy> = {},
) {
  const locale = localeFromPath(url.pathname);
  const content = copyByLocale[locale];
  if (!content) throw data(null, { status: 404 });
  const origin = siteUrl();
  const pageUrl = `${origin}${options.paths?.[locale] ?? pagePath(page, locale, options.params) ?? ""}`;
  const meta = buildPageMeta({
    page,
    locale,
    params: options.params,
    paths: options.paths,
    copy: content.meta,
    siteUrl: origin,
    siteName: siteEn.brand.name,
    shareImageAlt: (locale === "de" ? siteDe : siteEn).shareImage.alt,
    ogType: options.ogType,
    image: options.image,
    // The company on every page, so any page can stand for it in search results.
    extra: [jsonLd(organization(origin)), ...(options.extra?.(content, { locale, siteUrl: origin, pageUrl }) ?? [])],
  });
  return { locale, content, meta };
}
