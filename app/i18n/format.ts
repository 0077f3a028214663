import { intlLocales, type Locale } from "./locales.ts";

/**
 * A calendar date (`2025-05-01`) written out in the page's language:
 * "May 1, 2025" or "1. Mai 2025". Read as UTC, so it is the same day in every time zone.
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a calendar date: ${isoDate}`);
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
