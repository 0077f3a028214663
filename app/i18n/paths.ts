import { defaultLocale, type Locale } from "#app/i18n/locales.ts";
import { pageIds, pages, type PageId } from "#app/i18n/pages.ts";

/** Language comes from the path: `/de` and everything below it is German. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/de" || pathname.startsWith("/de/") ? "de" : defaultLocale;
}

export function homePath(locale: Locale): string {
  return pages.home.paths[locale];
}

export function isHomePath(pathname: string): boolean {
  return pathname === "/" || pathname === "/de" || pathname === "/de/";
}

/** The path of a page in a language, with its parameters filled in; undefined where the page has no such language. */
export function pagePath(page: PageId, locale: Locale, params: Record<string, string> = {}): string | undefined {
  const pattern = (pages[page].paths as Partial<Record<Locale, string>>)[locale];
  if (!pattern) return undefined;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** A link target on the home page: `/#pricing` or `/de#pricing`. */
/** Where the blog's Atom feed of a language is (app/routes.ts). */
export const feedPath = (locale: Locale) => (locale === "de" ? "/de/blog/feed.xml" : "/blog/feed.xml");

export function homeAnchorHref(locale: Locale, anchor: string): string {
  return `${homePath(locale)}#${anchor}`;
}

type PageMatch = { page: PageId; locale: Locale; params: Record<string, string> };

/** Which registered page a path shows, if any. */
export function matchPage(pathname: string): PageMatch | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const page of pageIds) {
    const entries = Object.entries(pages[page].paths) as [Locale, string][];
    for (const [locale, pattern] of entries) {
      const params = matchPattern(pattern, path);
      if (params) return { page, locale, params };
    }
  }
  return undefined;
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const patternParts = pattern.split("/");
  const pathParts = path.split("/");
  if (patternParts.length !== pathParts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? "";
    if (part.startsWith(":")) {
      if (!actual) return undefined;
      params[part.slice(1)] = safeDecode(actual);
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The same page in the other language (`/about-us` <-> `/de/about-us`); the
 * other language's home page where the page has no counterpart.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const match = matchPage(pathname);
  if (!match) return homePath(target);
  return pagePath(match.page, target, match.params) ?? homePath(target);
}

/**
 * The page a React Router data request is for: a client-side navigation to `/de/about-us` asks for
 * `/de/about-us.data`, and to a path that ends in a slash, as the home page `/` does, for `/_.data` (React
 * Router 8; before it, `/_root.data`). The rule is React Router's: tests/http/data-requests.test.ts holds it
 * against the data files React Router's prerender writes, tests/e2e/page-views.spec.ts against what Chromium asks for.
 */
export function pageOfDataRequest(pathname: string): string {
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.slice(0, -".data".length);
}
