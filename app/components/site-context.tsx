import { createContext, useContext, type ReactNode } from "react";
import type { SiteContent } from "#app/content/site/types.ts";
import { copyOf, type CopyId, type CopyTypes } from "#app/registry/copy.ts";
import type { Locale } from "#app/i18n/locales.ts";

type Site = { locale: Locale; site: SiteContent };

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ value, children }: { value: Site; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The page's language and the site-wide copy in that language. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite must be used inside <SiteProvider>");
  return site;
}

/**
 * A content module in the page's language, from the copy registry (app/registry/copy.ts): a page's component takes
 * its copy here, not from its loader's data, so the document carries each word once (decision 0028).
 */
export function useCopy<Id extends CopyId>(id: Id): CopyTypes[Id] {
  return copyOf(id, useSite().locale);
}
