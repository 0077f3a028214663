import type { LegalDocumentCopy } from "#app/content/legal.ts";
import { formatLongDate } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { loadPage } from "#app/site/page.server.ts";

/** The loader of a legal text: its page, with the date it last changed written out in the page's language. */
export function loadLegalPage(
  page: "privacyPolicy" | "termsOfService",
  url: URL,
  copyByLocale: Record<Locale, LegalDocumentCopy>,
) {
  const loaded = loadPage(page, url);
  // Written out on the server, so the browser needs no date formatting code.
  return { ...loaded, lastUpdated: formatLongDate(copyByLocale[loaded.locale].lastUpdated.date, loaded.locale) };
}
