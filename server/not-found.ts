import { RouterContextProvider } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { documentFile, type StaticFile } from "./static-files.ts";

const NOT_FOUND_CACHE = "no-cache";

type Handler = (request: Request, context: RouterContextProvider) => Promise<Response>;

/**
 * The not-found page of a language, rendered on first use and then kept: a flood of unknown paths costs what
 * static pages cost. A render that fails is tried again by the next request.
 */
export function notFoundPages(handle: Handler): (locale: Locale) => Promise<StaticFile> {
  const pages = new Map<Locale, Promise<StaticFile>>();
  return (locale) => {
    let page = pages.get(locale);
    if (!page) {
      const probe = new Request(`http://localhost${locale === "de" ? "/de" : ""}/__not-found__`);
      page = handle(probe, new RouterContextProvider())
        .then(async (response) => {
          if (response.status !== 404) throw new Error(`the not-found page rendered with status ${response.status}`);
          return documentFile(await response.text(), NOT_FOUND_CACHE);
        })
        .catch((error: unknown) => {
          pages.delete(locale);
          throw error;
        });
      pages.set(locale, page);
    }
    return page;
  };
}
