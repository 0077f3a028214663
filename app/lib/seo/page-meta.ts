import type { MetaDescriptor } from "react-router";
import type { PageMetaCopy } from "#app/content/types.ts";
import { locales, type Locale } from "#app/i18n/locales.ts";
import { feedPath, pagePath } from "#app/i18n/paths.ts";
import type { PageId } from "#app/i18n/pages.ts";
import { shareImage, shareImagePath } from "#app/lib/seo/share-image.ts";

const ogLocales: Record<Locale, string> = { en: "en_US", de: "de_DE" };

/** A picture for link previews: a path of this site, its type and size, its text alternative. */
export type PageImage = { path: string; type: string; width: number; height: number; alt: string };

type PageMetaInput = {
  page: PageId;
  locale: Locale;
  params?: Record<string, string>;
  /** The page's path in each language, where it is not the registry's pattern with `params`. */
  paths?: Partial<Record<Locale, string>>;
  copy: PageMetaCopy;
  siteUrl: string;
  siteName: string;
  /** Text alternative of the language's share image. */
  shareImageAlt: string;
  ogType?: "website" | "article";
  /** The page's own preview picture (a post's cover), instead of the language's share image. */
  image?: PageImage;
  /** Extra descriptors, e.g. JSON-LD of the page. */
  extra?: MetaDescriptor[];
};

/**
 * Title, description, canonical link and language alternates of a page. The
 * alternates list every language the page exists in, plus x-default (English
 * where it exists), so search engines pair the two versions. Link previews get
 * the page's own image where it has one (a post's cover), else the share image of the page's language.
 */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { page, locale, params, copy, siteUrl, siteName } = input;
  const url = (target: Locale) => {
    const path = input.paths ? input.paths[target] : pagePath(page, target, params);
    return path === undefined ? undefined : `${siteUrl}${path}`;
  };
  const canonical = url(locale) ?? siteUrl;
  const alternates = locales.flatMap((target) => {
    const href = url(target);
    return href ? [{ tagName: "link", rel: "alternate", hrefLang: target, href }] : [];
  });
  const xDefault = url("en") ?? url(locale);
  const own = input.image;
  const image = `${siteUrl}${own?.path ?? shareImagePath(locale)}`;
  const { type, width, height } = own ?? shareImage;
  const imageAlt = own?.alt || input.shareImageAlt;

  return [
    { title: copy.title },
    { name: "description", content: copy.description },
    ...(copy.keywords?.length ? [{ name: "keywords", content: copy.keywords.join(", ") }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates,
    ...(xDefault ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: xDefault }] : []),
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:title", content: copy.title },
    { property: "og:description", content: copy.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocales[locale] },
    { property: "og:image", content: image },
    { property: "og:image:type", content: type },
    { property: "og:image:width", content: String(width) },
    { property: "og:image:height", content: String(height) },
    { property: "og:image:alt", content: imageAlt },
    // X reads title, description and image from the Open Graph tags; only the card's kind and the alt text are its own.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: imageAlt },
    ...(input.extra ?? []),
  ];
}

/** The blog's Atom feed of a language, as a page links it (`<link rel="alternate" type="application/atom+xml">`). */
export function feedLink(title: string, locale: Locale): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/atom+xml", title, href: feedPath(locale) };
}
