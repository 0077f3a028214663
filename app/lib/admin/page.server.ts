/** What every back-office page's loader hands its page: the language, its copy, the path in the other language. */
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { localeFromPath } from "#app/i18n/paths.ts";
/** `analytics`: whether the navigation offers the visit statistics (ANALYTICS=off: no link, no page). */
export function adminPage(url: URL, { analytics }: { analytics: boolean }) {
  const locale = localeFromPath(url.pathname);
  const copy = locale === "de" ? adminDe : adminEn;
  const path = url.pathname.replace(/\.data$/, "");
  const otherLanguage = locale === "de" ? path.replace(/^\/de/, "") : `/de${path}`;
  return { locale, copy, otherLanguage: `${otherLanguage}${url.search}`, analytics };
}

/** The page's <title>, and no indexing (also sent as X-Robots-Tag by the server). */
export function adminMeta(title: string) {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

/** A throttled form says when to try again: its action's Retry-After reaches the page's response (`headers`). */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
