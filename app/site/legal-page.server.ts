import { serverCopy } from "#app/registry/copy.server.ts";
import { formatLongDate } from "#app/i18n/format.ts";
import { loadPage } from "#app/site/page.server.ts";

/** The loader of a legal text: its page, with the date it last changed written out in the page's language. */
export function legalPageLoader(page: "privacyPolicy" | "termsOfService") {
  const copyId = page === "privacyPolicy" ? "privacy-policy" : "terms-of-service";
  return ({ url }: { url: URL }) => {
    const loaded = loadPage(page, url);
    const { date } = serverCopy[copyId][loaded.locale]!.lastUpdated;
    // Written out on the server, so the browser needs no date formatting code.
    return { ...loaded, lastUpdated: formatLongDate(date, loaded.locale) };
  };
}
