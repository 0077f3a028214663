import type { Locale } from "#app/i18n/locales.ts";
import { homeAnchorHref, pagePath } from "#app/i18n/paths.ts";
import type { PageId } from "#app/i18n/pages.ts";

/** The sections of the home page that links and buttons scroll to. */
export const homeAnchors = ["features", "how-it-works", "use-cases", "pricing", "contact", "demo"] as const;
export type HomeAnchor = (typeof homeAnchors)[number];

/**
 * Where a link in the copy leads. Content modules name targets, never raw
 * URLs, so a path changes in the page registry only.
 */
export type LinkTarget =
  /** A page, in the page's language unless `locale` says otherwise. */
  | { kind: "page"; page: PageId; hash?: string; locale?: Locale }
  /** A section of the home page; scrolls smoothly when already there. */
  | { kind: "home"; anchor: HomeAnchor }
  /** Opens the app-wide contact popup. */
  | { kind: "contact-popup" }
  /** Another site; opens in a new tab. */
  | { kind: "external"; href: string };

export function hrefFor(target: Exclude<LinkTarget, { kind: "contact-popup" }>, locale: Locale): string {
  switch (target.kind) {
    case "page": {
      const path = pagePath(target.page, target.locale ?? locale) ?? pagePath("home", locale) ?? "/";
      return target.hash ? `${path}#${target.hash}` : path;
    }
    case "home":
      return homeAnchorHref(locale, target.anchor);
    case "external":
      return target.href;
  }
}
