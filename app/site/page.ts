import type { MetaDescriptor } from "react-router";
import { company } from "#app/content/company.ts";
import type { PageMetaCopy } from "#app/content/types.ts";
import { copyOf, pageContent, type PageContent } from "#app/i18n/copy.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { PageId } from "#app/i18n/pages.ts";
import { localeFromPath, pagePath } from "#app/i18n/paths.ts";
import { buildPageMeta, type PageImage } from "#app/lib/seo/page-meta.ts";
import { jsonLd, organization } from "#app/lib/seo/structured-data.ts";

/** What a route's `meta` function is given, as far as a page's metadata needs it. */
export type PageMetaArgs = {
  loaderData: unknown;
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[];
};

export type PageMetaContext = { locale: Locale; siteUrl: string; pageUrl: string };

type PageMetaOptions<Copy> = {
  params?: Record<string, string>;
  /** The page's path in each language where it is not the registry's (a post and its translation differ in id). */
  paths?: Partial<Record<Locale, string>>;
  /** Title and description where they are not the copy's own (a post's). */
  meta?: PageMetaCopy;
  ogType?: "website" | "article";
  /** The page's own link-preview picture (a post's cover). */
  image?: PageImage;
  /** Extra meta descriptors of the page in its language, e.g. its JSON-LD. */
  extra?: (copy: Copy, context: PageMetaContext) => MetaDescriptor[];
};

/**
 * The site's address as the server knows it (SITE_URL), from the root loader's data: the same on the server,
 * in a pre-rendered page (baked in at build) and in the browser after a client-side navigation.
 */
export function siteUrlOf(args: Pick<PageMetaArgs, "matches">): string {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData;
  return root && typeof root === "object" && "siteUrl" in root && typeof root.siteUrl === "string" ? root.siteUrl : "";
}

/**
 * A page's metadata (title, description, canonical link, alternates, link previews, JSON-LD), computed from its
 * copy where the copy is, in the copy registry (decision 0028), by the route's `meta` function: on the server
 * for the document, in the browser after a client-side navigation. Nothing when the page's loader failed (its
 * error screen has no page to describe).
 */
export function pageMeta<Page extends PageId>(
  args: PageMetaArgs,
  page: Page,
  options: PageMetaOptions<PageContent<Page>> = {},
): MetaDescriptor[] {
  if (args.loaderData === undefined) return [];
  const locale = localeFromPath(args.location.pathname);
  const copy = copyOf(pageContent[page], locale) as PageContent<Page>;
  const siteUrl = siteUrlOf(args);
  const pageUrl = `${siteUrl}${options.paths?.[locale] ?? pagePath(page, locale, options.params) ?? ""}`;
  return buildPageMeta({
    page,
    locale,
    params: options.params,
    paths: options.paths,
    copy: options.meta ?? copy.meta,
    siteUrl,
    siteName: company.brand,
    shareImageAlt: copyOf("site", locale).shareImage.alt,
    ogType: options.ogType,
    image: options.image,
    // The company on every page, so any page can stand for it in search results.
    extra: [jsonLd(organization(siteUrl)), ...(options.extra?.(copy, { locale, siteUrl, pageUrl }) ?? [])],
  });
}
