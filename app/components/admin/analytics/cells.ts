import type { AdminContent } from "#app/content/admin/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount } from "#app/i18n/format.ts";
import { intlLocales, type Locale } from "#app/i18n/locales.ts";
import { dashboardQuery, type ChosenRange, type FilterFacet, type Filters } from "#app/lib/analytics/range.ts";
import { OTHER } from "#app/lib/analytics/summary.ts";
import {
  columnKinds,
  pageLabel,
  tableColumns,
  type Cell,
  type ColumnId,
  type PanelId,
} from "#app/lib/analytics/tables.ts";

export type Copy = AdminContent["analytics"];

export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: "percent", maximumFractionDigits: 1 }).format(value);
}

export function shortDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

const dayFormats: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  de: { weekday: "short", day: "2-digit", month: "2-digit", year: "numeric" },
};

/** A cell in the operator's language: counts and rates as numbers there, codes as words. */
export function cellText(value: Cell, column: ColumnId, copy: Copy, locale: Locale): string {
  if (value === OTHER) return copy.other;
  switch (columnKinds[column]) {
    case "count":
      return formatCount(Number(value), locale);
    case "rate":
      return formatPercent(Number(value), locale);
    case "day":
      // With its weekday (issue 48): "Mon, Nov 24, 2026", "Mo., 24.11.2026".
      return new Intl.DateTimeFormat(intlLocales[locale], { ...dayFormats[locale], timeZone: "UTC" }).format(
        new Date(`${String(value)}T12:00:00Z`),
      );
    case "language":
      // The row of all others has no language.
      return value === "" ? "" : copy.languages[value === "de" ? "de" : "en"];
    case "device":
      return copy.devices[value as keyof Copy["devices"]] ?? String(value);
    case "browser":
      return copy.browsers[value as keyof Copy["browsers"]] ?? String(value);
    default:
      return column === "source" && value === "" ? copy.direct : String(value);
  }
}

/** The page's own address with other filters (and no panel opened). */
export function hrefWith(locale: Locale, range: Pick<ChosenRange, "choice" | "from" | "to">, filters: Filters): string {
  return `${adminPath("analytics", locale)}?${dashboardQuery(range, filters)}`;
}

/** A filter's value as the operator reads it (a page as its path, a device and browser by name). */
export function filterText(facet: FilterFacet, value: string, copy: Copy, locale: Locale): string {
  if (value === OTHER) return copy.other;
  switch (facet) {
    case "page":
    case "entry": {
      const [page = "", lang = ""] = value.split(" ");
      return pageLabel(page, lang);
    }
    case "lang":
      return cellText(value, "language", copy, locale);
    case "source":
      return cellText(value, "source", copy, locale);
    case "device": {
      const [device = "", browser = ""] = value.split(" ");
      return `${cellText(device, "device", copy, locale)} · ${cellText(browser, "browser", copy, locale)}`;
    }
    case "campaign": {
      try {
        return (JSON.parse(value) as string[]).filter(Boolean).join(" · ");
      } catch {
        return value;
      }
    }
  }
}

/** How a figure changed against the period before, signed. */
export function change(now: number, before: number, locale: Locale): string {
  const sign = now > before ? "+" : now < before ? "−" : "±";
  return `${sign}${formatPercent(Math.abs(now - before) / before, locale)}`;
}

/** The column a panel's rows are named by (its first in the CSV); a campaign's row, "source · medium · name", by the campaign. */
export function nameColumn(panel: PanelId): ColumnId {
  if (panel === "campaigns") return "campaign";
  return tableColumns[panel][0] ?? "page";
}

export function isNumeric(column: ColumnId): boolean {
  const kind = columnKinds[column];
  return kind === "count" || kind === "rate";
}
