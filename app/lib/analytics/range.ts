/**
 * The dashboard's period from its query: a preset (`range=today|7|30|90`,
 * 30 days by default) or two dates (`range=custom&from=…&to=…`). Dates that
 * make no period (the wrong way round, in the future, older than the rollups)
 * fall back to 30 days, and the page says so, keeping what was typed.
 */
import { addDays, isDay, monthsBefore, ROLLUP_RETENTION_MONTHS } from "#app/lib/analytics/days.ts";

export const rangePresets = ["today", "7", "30", "90"] as const;
export type RangeChoice = (typeof rangePresets)[number] | "custom";

export type ChosenRange = {
  choice: RangeChoice;
  from: string;
  to: string;
  /** The dates as typed, for the form (also when they made no period). */
  typed: { from: string; to: string };
  invalid: boolean;
};

function preset(choice: (typeof rangePresets)[number], today: string): { from: string; to: string } {
  return { from: choice === "today" ? today : addDays(today, -(Number(choice) - 1)), to: today };
}

export function rangeFromQuery(params: URLSearchParams, today: string): ChosenRange {
  const asked = params.get("range") ?? "30";
  const typed = { from: (params.get("from") ?? "").slice(0, 10), to: (params.get("to") ?? "").slice(0, 10) };
  const known = rangePresets.find((choice) => choice === asked);
  if (known) {
    const period = preset(known, today);
    return { choice: known, ...period, typed: period, invalid: false };
  }
  const { from, to } = typed;
  const valid =
    asked === "custom" &&
    isDay(from) &&
    isDay(to) &&
    from <= to &&
    to <= today &&
    from >= monthsBefore(today, ROLLUP_RETENTION_MONTHS);
  if (valid) return { choice: "custom", from, to, typed, invalid: false };
  // Dates that make no period are said to be so; an unknown preset is just the default.
  const custom = asked === "custom";
  return { choice: custom ? "custom" : "30", ...preset("30", today), typed, invalid: custom };
}

/** The query that shows a period again (CSV links, the chart's days). */
export function rangeQuery({ choice, from, to }: Pick<ChosenRange, "choice" | "from" | "to">): string {
  return choice === "custom" ? `range=custom&from=${from}&to=${to}` : `range=${choice}`;
}

/** The facets a dashboard can be filtered by, in the order its chips show them; each a query parameter of its name. */
export const filterFacets = ["source", "page", "entry", "campaign", "lang", "device"] as const;
export type FilterFacet = (typeof filterFacets)[number];
export type Filters = Partial<Record<FilterFacet, string>>;

/** The filters of a query (`source=linkedin.com&lang=de`); an empty value is one too (`source=`: direct visits). */
export function filtersFromQuery(params: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const facet of filterFacets) {
    const value = params.get(facet);
    if (value !== null) filters[facet] = value.slice(0, 300);
  }
  return filters;
}

/** The query that shows a period with these filters (the page's links, its CSV downloads). */
export function dashboardQuery(range: Pick<ChosenRange, "choice" | "from" | "to">, filters: Filters): string {
  const query = new URLSearchParams(rangeQuery(range));
  for (const facet of filterFacets) if (filters[facet] !== undefined) query.set(facet, filters[facet]);
  return query.toString();
}
