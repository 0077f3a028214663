import type { Locale } from "#app/i18n/locales.ts";

/**
 * The picture a link preview shows (Open Graph, X/Twitter): one per language,
 * drawn at build time by scripts/build-images.ts into build/client/og/.
 */
export const shareImage = { width: 1200, height: 630, type: "image/png" } as const;

/** A stable path, not content-hashed: it is served for revalidation like the pages that name it. */
export function shareImagePath(locale: Locale): string {
  return `/og/${locale}.png`;
}
