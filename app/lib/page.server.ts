import { data } from "react-router";
import siteEn from "~/content/site/en.ts";
import type { PageCopy } from "~/content/types.ts";
import type { Locale } from "~/i18n/locales.ts";
import type { PageId } from "~/i18n/pages.ts";
import { localeFromPath } from "~/i18n/paths.ts";
import { siteUrl } from "./env.server.ts";
import { buildPageMeta } from "./page-meta.ts";

type LoadPageOptions = {
  params?: Record<string, string>;
  ogType?: "website" | "article";
};

/**
 * What a page's loader returns: its language, its copy in that language only
 * (the other language never reaches the browser) and its metadata.
 */
export function loadPage<Copy extends PageCopy>(
  page: PageId,
  url: URL,
  copyByLocale: Partial<Record<Locale, Copy>>,
  options: LoadPageOptions = {},
) {
  const locale = localeFromPath(url.pathname);
  const content = copyByLocale[locale];
  if (!content) throw data(null, { status: 404 });
  const meta = buildPageMeta({
    page,
    locale,
    params: options.params,
    copy: content.meta,
    siteUrl: siteUrl(),
    siteName: siteEn.brand.name,
    ogType: options.ogType,
  });
  return { locale, content, meta };
}
