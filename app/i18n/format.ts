import { intlLocales, type Locale } from "#app/i18n/locales.ts";

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

/**
 * A calendar date (`2025-05-01`) written out in the page's language:
 * "May 1, 2025" or "1. Mai 2025". Read as UTC, so it is the same day in every time zone.
 */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a calendar date: ${isoDate}`);
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/**
 * A period of calendar days as each language writes it: one day as that day ("24. November 2026", never
 * "… bis 24. November 2026"), several as a range that names month and year once ("24.–30. November 2026",
 * "November 24 – 30, 2026").
 */
export function formatDateRange(fromIso: string, toIso: string, locale: Locale): string {
  if (fromIso === toIso) return formatLongDate(fromIso, locale);
  const [from, to] = [fromIso, toIso].map((iso) => new Date(`${iso}T00:00:00Z`));
  if (Number.isNaN(from!.getTime()) || Number.isNaN(to!.getTime()))
    throw new RangeError(`not a period: ${fromIso} to ${toIso}`);
  // Node's ICU puts thin spaces around the range's dash where Chromium's puts plain ones: the page is rendered by
  // one and hydrated by the other, so the text must not depend on which (a difference is a hydration error).
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeZone: "UTC" })
    .formatRange(from!, to!)
    .replace(/[\u2009\u202f]/g, " ");
}

/**
 * One Intl formatter per language and options, made once: making one costs far more than using it (a list of
 * 25 leads with three times each spent ~4 ms of a request making them).
 */
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.PluralRules;
const formatters = new Map<string, Formatter>();
function formatter<T extends Formatter>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

/** A moment in time as people in Hamburg read it: "23. November 2026, 21:50" or "November 23, 2026 at 9:50 PM". */
export function formatDateTime(date: Date, locale: Locale, timeZone = "Europe/Berlin"): string {
  return formatter(
    `dateTime:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeStyle: "short", timeZone }),
  ).format(date);
}

/** A count the language's way: "1,234" or "1.234". */
export function formatCount(count: number, locale: Locale): string {
  return formatter(`count:${locale}`, () => new Intl.NumberFormat(intlLocales[locale])).format(count);
}

/** A noun's two forms around a count, "{count}" where the figure goes: `{ one: "1 Lead", other: "{count} Leads" }`. */
export type PluralForms = { one: string; other: string };

/**
 * A count with its noun in agreement: "1 lead", "2 leads", "1.000 Leads". English and German know only `one`
 * and `other` (Intl.PluralRules), so 0 takes the plural in both, as both languages say it ("0 Leads").
 */
export function formatPlural(count: number, forms: PluralForms, locale: Locale): string {
  const rules = formatter(`plural:${locale}`, () => new Intl.PluralRules(intlLocales[locale]));
  const form = rules.select(count) === "one" ? forms.one : forms.other;
  return form.replaceAll("{count}", formatCount(count, locale));
}

const ageSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
  ["month", 30 * 24 * 60 * 60],
  ["year", 365 * 24 * 60 * 60],
];

/** How long ago, as briefly as the language says it clearly: "3d ago", "vor 3 Tagen", "vor 5 Min." (an inbox's age). */
export function formatAge(date: Date, now: Date, locale: Locale): string {
  const seconds = Math.max(60, (now.getTime() - date.getTime()) / 1000);
  let [unit, size] = ageSteps[0]!;
  for (const step of ageSteps) if (seconds >= step[1]) [unit, size] = step;
  // German's narrow minute is a bare "m" (as easily read as Monate): its short style says "Min.".
  const style = locale === "de" ? "short" : "narrow";
  return formatter(`age:${locale}`, () => new Intl.RelativeTimeFormat(intlLocales[locale], { style })).format(
    -Math.floor(seconds / size),
    unit,
  );
}
