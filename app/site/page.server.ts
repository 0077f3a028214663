import { data } from "react-router";
import type { PageId } from "#app/i18n/pages.ts";
import { localeFromPath, pagePath } from "#app/i18n/paths.ts";

/**
 * What every page's loader returns at the least: the page's language. Its copy is not data: components take it
 * from the copy registry (app/registry/copy.ts) and the `meta` function builds the metadata from it (app/site/page.ts),
 * so the document carries each word once (decision 0028). A loader adds only what the page cannot know by itself
 * (a one-time outcome, posts from the store, figures formatted once).
 */
export function loadPage(page: PageId, url: URL) {
  const locale = localeFromPath(url.pathname);
  if (pagePath(page, locale) === undefined) throw data(null, { status: 404 });
  return { locale };
}
