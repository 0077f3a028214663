export const locales = ["en", "de"] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** Names each language in its own language, as a switcher shows them. */
export const languageNames: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
};

/** BCP 47 tags for Intl formatting. */
export const intlLocales: Record<Locale, string> = {
  en: "en-US",
  de: "de-DE",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
