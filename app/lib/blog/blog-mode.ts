import type { Locale } from "#app/i18n/locales.ts";

/**
 * Where the blog lives, as a page's loader tells it to the page: in the
 * visitor's browser (SPEC's demo, BLOG_STORE=browser, the default), or on the
 * server (BLOG_STORE=server), where signed-in operators publish for everyone.
 */
export type BlogMode =
  | { kind: "browser" }
  | {
      kind: "server";
      locale: Locale;
      /** The signed-in operator's e-mail address, or null for a visitor. */
      operator: string | null;
    };

export const browserMode: BlogMode = { kind: "browser" };

/** The blog's JSON API (server mode): `?lang=` makes its messages speak the page's language. */
export function blogApiPath(path: string, locale: Locale): string {
  return `/api/blog/${path}?lang=${locale}`;
}
