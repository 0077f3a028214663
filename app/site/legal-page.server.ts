import type { LegalDocumentCopy } from "#app/content/legal.ts";
import type { PageCopy } from "#app/content/types.ts";
import { formatLongDate } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { loadPage } from "#app/site/page.server.ts";

/** The loader of a legal text: its page, with the date it last changed written out in the page's language. */
export function loadLegalPage<Copy extends PageCopy & LegalDocumentCopy>(
  page: "privacyPolicy" | "termsOfService",
  url: URL,
  copyByLocale: Record<Locale, Copy>,
) {
  const loaded = loadPage(page, url, copyByLocale);
  // Written out on the server, so the browser needs no date formatting code.
  return { ...loaded, lastUpdated: formatLongDate(loaded.content.lastUpdated.date, loaded.locale) };
}
