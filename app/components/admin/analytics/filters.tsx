import { Form, Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { filterFacets, rangePresets, type ChosenRange, type Filters } from "#app/lib/analytics/range.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { filterText, hrefWith, type Copy } from "./cells.ts";

/** The period: a preset, or two days typed (a GET form that keeps the filters). */
export function RangeForm(props: { copy: Copy; locale: Locale; range: ChosenRange; filters: Filters }) {
  const { copy, locale, range, filters } = props;
  return (
    <div className="mt-4 flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-slate-200 bg-surface p-4">
      <nav aria-label={copy.period}>
        <ul className="flex flex-wrap gap-2">
          {rangePresets.map((choice) => (
            <li key={choice}>
              <Link
                to={hrefWith(locale, { choice, from: "", to: "" }, filters)}
                aria-current={range.choice === choice ? "page" : undefined}
                className={cn(
                  buttonClasses("ghost", "sm"),
                  range.choice === choice && "bg-indigo-50 text-indigo-800 hover:bg-indigo-100",
                )}
              >
                {copy.presets[choice]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={copy.custom}>
        <input type="hidden" name="range" value="custom" />
        {filterFacets.map((facet) =>
          filters[facet] === undefined ? null : <input key={facet} type="hidden" name={facet} value={filters[facet]} />,
        )}
        {(["from", "to"] as const).map((end) => (
          <FormField key={end} id={`analytics-${end}`} label={copy[end]}>
            {(control) => (
              <input
                {...control}
                name={end}
                type="date"
                required
                defaultValue={range.typed[end]}
                className={controlClasses()}
              />
            )}
          </FormField>
        ))}
        <button type="submit" className={buttonClasses("primary", "md")}>
          {copy.show}
        </button>
      </Form>
    </div>
  );
}

/** The filters set, each a link that removes it, and one that removes them all. */
export function FilterChips({
  copy,
  locale,
  range,
  filters,
}: {
  copy: Copy;
  locale: Locale;
  range: ChosenRange;
  filters: Filters;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" role="group" aria-label={copy.filteredBy}>
      <span className="text-sm font-semibold text-slate-900">{copy.filteredBy}:</span>
      {filterFacets.map((facet) => {
        const value = filters[facet];
        if (value === undefined) return null;
        const text = `${copy.facets[facet]}: ${filterText(facet, value, copy, locale)}`;
        const rest = { ...filters, [facet]: undefined };
        return (
          <Link
            key={facet}
            to={hrefWith(locale, range, rest)}
            aria-label={formatTemplate(copy.removeFilter, { filter: text })}
            className="inline-flex items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm text-indigo-800 hover:bg-indigo-100"
          >
            {text}
            <span aria-hidden="true">×</span>
          </Link>
        );
      })}
      <Link to={hrefWith(locale, range, {})} className="text-sm text-indigo-700 underline hover:text-indigo-900">
        {copy.removeFilters}
      </Link>
    </div>
  );
}
