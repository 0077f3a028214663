import { intlLocales, type Locale } from "./locales.ts";

export type Currency = "USD" | "EUR";

/** "$499" in English, "449 €" in German: whole amounts, the language's own placement. */
export function formatPrice(amount: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

export type ValueFormat = "currency" | "percent" | "number";

/** Figures in charts: compact ("$1.2M", "1,2 Mio. €"), percentages ("4.2%", "4,2 %"). */
export function formatFigure(value: number, format: ValueFormat, locale: Locale, currency: Currency = "USD"): string {
  const intl = intlLocales[locale];
  if (format === "percent") {
    return new Intl.NumberFormat(intl, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
  }
  if (format === "currency") {
    return new Intl.NumberFormat(intl, {
      style: "currency",
      currency,
      notation: "compact",
      maximumFractionDigits: 1,
    }).format(value);
  }
  return new Intl.NumberFormat(intl, { notation: "compact", maximumFractionDigits: 1 }).format(value);
}

/** "May 1, 2025" in English, "1. Mai 2025" in German. */
export function formatLongDate(date: Date | string, locale: Locale): string {
  const value = typeof date === "string" ? new Date(`${date}T12:00:00Z`) : date;
  return new Intl.DateTimeFormat(intlLocales[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(value);
}
