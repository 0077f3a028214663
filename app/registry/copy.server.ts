import copyChunks from "virtual:copy-chunks";
import {
  byIdAndLocale,
  copyOfDocument,
  copySource,
  provideCopy,
  type CopyId,
  type CopyTypes,
} from "#app/registry/copy.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * The server has every content module at hand: the registry is filled once, when this module loads (entry.server
 * imports it), so a render never waits for copy. The same files as the browser's table (copy.ts), imported at once;
 * copy.test.ts holds the two to each other.
 */
export const serverCopy = byIdAndLocale(
  import.meta.glob(["../content/*/{en,de}.ts", "!../content/{admin,http-answers,data-export,*-email}/*"], {
    base: "../content",
    eager: true,
    import: "default",
  }),
) as { [Id in CopyId]: Partial<Record<Locale, CopyTypes[Id]>> };

for (const [id, byLocale] of Object.entries(serverCopy) as [CopyId, Partial<Record<Locale, never>>][]) {
  for (const [locale, copy] of Object.entries(byLocale) as [Locale, never][]) provideCopy(id, locale, copy);
}

/**
 * Module preloads for the copy chunks a document at this path hydrates with, and the chunks they import: the
 * client start (app/lib/document/client-start.ts) fetches them beside React Router's own, after the first paint,
 * so the browser's registry is filled without a round trip of its own before hydration. None in development,
 * where the dev server serves each module as it is asked for.
 */
export function copyPreloads(pathname: string, existing: string): string {
  const urls = new Set(copyOfDocument(pathname).flatMap((ref) => copyChunks[copySource(ref)] ?? []));
  return [...urls]
    .filter((url) => !existing.includes(`"${url}"`))
    .map((url) => `<link rel="modulepreload" href="${url}"/>`)
    .join("");
}
