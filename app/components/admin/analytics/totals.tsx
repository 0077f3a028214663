import { formatCount, formatDateRange } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ChosenRange } from "#app/lib/analytics/range.ts";
import type { AnalyticsReport, Funnel } from "#app/lib/analytics/report.server.ts";
import { conversionRate } from "#app/lib/analytics/tables.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { change, formatPercent, type Copy } from "./cells.ts";

/** The period's four figures, each beside the period before where there is one. */
export function Totals({
  copy,
  locale,
  range,
  totals,
  previous,
  filtered,
}: {
  copy: Copy;
  locale: Locale;
  range: ChosenRange;
  totals: AnalyticsReport["totals"];
  previous: Funnel | undefined;
  filtered: boolean;
}) {
  const figures = [
    ["visitors", totals.visitors, previous?.visitors, formatCount],
    ["views", totals.views, previous?.views, formatCount],
    ["conversions", totals.conversions, previous?.conversions, formatCount],
    ["conversionRate", conversionRate(totals), previous && conversionRate(previous), formatPercent],
  ] as const;
  return (
    <section aria-labelledby="analytics-totals" className="mt-6">
      <h2 id="analytics-totals" className="text-lg font-semibold text-slate-900">
        {formatDateRange(range.from, range.to, locale)}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([key, value, before, format]) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-surface p-4">
            <dt className="text-sm text-slate-600">{copy.totals[key]}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{format(value, locale)}</dd>
            {before !== undefined ? (
              <dd className="mt-1 text-xs text-slate-600 tabular-nums" data-testid="previous">
                {formatTemplate(before > 0 ? copy.previous : copy.previousNone, {
                  value: format(before, locale),
                  change: before > 0 ? change(value, before, locale) : "",
                })}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {filtered
          ? copy.filteredNote
          : `${copy.perDayNote} ${formatTemplate(copy.apart, {
              optedOut: formatCount(totals.optedOutViews, locale),
              bots: formatCount(totals.botViews, locale),
            })}`}
      </p>
    </section>
  );
}
