import { createContext, useContext, type ReactNode } from "react";
import type { SiteContent } from "#app/content/site/types.ts";
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
