import type { ReactNode } from "react";
import { formatCount, formatDateRange } from "#app/i18n/format.ts";
import { intlLocales, type Locale } from "#app/i18n/locales.ts";
import type { ChosenRange } from "#app/lib/analytics/range.ts";
import type { AnalyticsReport, DayUntil, Funnel, SameHours } from "#app/lib/analytics/report.server.ts";
import { conversionRate } from "#app/lib/analytics/tables.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { change, formatPercent, type Copy } from "./cells.ts";

const figures = ["visitors", "views", "conversions", "conversionRate"] as const;
type Figure = (typeof figures)[number];

const valueOf = (counts: Funnel, figure: Figure) =>
  figure === "conversionRate" ? conversionRate(counts) : counts[figure];
const formatOf = (figure: Figure) => (figure === "conversionRate" ? formatPercent : formatCount);

/**
 * The period's four figures, each beside what it is fairly compared with: today beside the same hours of
 * yesterday and of the same weekday a week before (issue 48), any other period beside the period before it.
 */
export function Totals({
  copy,
  locale,
  range,
  totals,
  previous,
  sameHours,
  today,
  filtered,
}: {
  copy: Copy;
  locale: Locale;
  range: ChosenRange;
  totals: AnalyticsReport["totals"];
  previous: Funnel | undefined;
  sameHours: SameHours | undefined;
  /** The period is today: with a filter it has nothing fair to be compared with. */
  today: boolean;
  filtered: boolean;
}) {
  const beside = (
    figure: Figure,
  ): { template: string; before: number; estimated?: boolean; values?: Record<string, string> }[] => {
    if (sameHours) {
      const days: [string, DayUntil, Record<string, string>][] = [
        [copy.comparison.yesterday, sameHours.yesterday, {}],
        [copy.comparison.weekAgo, sameHours.weekAgo, { weekday: weekdayOf(sameHours.weekAgo.day, locale) }],
      ];
      return days.map(([template, day, values]) => ({
        template,
        before: valueOf(day, figure),
        estimated: day.estimated && figure !== "views" && figure !== "conversions",
        values: { until: sameHours.until, ...values },
      }));
    }
    if (!previous || today) return [];
    return [{ template: copy.previous, before: valueOf(previous, figure) }];
  };
  return (
    <section aria-labelledby="analytics-totals" className="mt-6">
      <h2 id="analytics-totals" className="text-lg font-semibold text-slate-900">
        {formatDateRange(range.from, range.to, locale)}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => {
          const value = valueOf(totals, figure);
          const format = formatOf(figure);
          return (
            <div key={figure} className="rounded-2xl border border-slate-200 bg-surface p-4">
              <dt className="text-sm text-slate-600">{copy.totals[figure]}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{format(value, locale)}</dd>
              {beside(figure).map(({ template, before, estimated, values }) => {
                const shown = format(before, locale);
                return (
                  <dd key={template} className="mt-1 text-xs text-slate-600 tabular-nums" data-testid="previous">
                    {withChange(
                      before > 0 ? template : withoutChange(template, copy),
                      {
                        ...values,
                        value: estimated ? formatTemplate(copy.comparison.estimated, { value: shown }) : shown,
                      },
                      <Change now={value} before={before} copy={copy} locale={locale} />,
                    )}
                  </dd>
                );
              })}
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {filtered
          ? `${copy.filteredNote}${today ? ` ${copy.comparison.filteredToday}` : ""}`
          : `${copy.perDayNote} ${formatTemplate(copy.apart, {
              optedOut: formatCount(totals.optedOutViews, locale),
              bots: formatCount(totals.botViews, locale),
            })}`}
      </p>
    </section>
  );
}

/** Beside nothing there is no change in per cent: the template without it. */
function withoutChange(template: string, copy: Copy): string {
  return template === copy.previous ? copy.previousNone : template.replace(/\s*\(\{change\}\)/, "");
}

/** A template's text with a node where it says "{change}". */
function withChange(template: string, values: Record<string, string>, node: ReactNode): ReactNode {
  const [head = "", tail = ""] = formatTemplate(template, { ...values, change: "\u0000" }).split("\u0000");
  return (
    <>
      {head}
      {template.includes("{change}") ? node : null}
      {tail}
    </>
  );
}

/** The weekday of a day ("Monday"), in the operator's language. */
export function weekdayOf(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * A change, signed, in green when up and red when down (both ≥ 4.5:1 in either scheme: the dark one lightens
 * them), with an arrow for the eye and a word for a screen reader, so that colour is never all that says it.
 */
export function Change({ now, before, copy, locale }: { now: number; before: number; copy: Copy; locale: Locale }) {
  const direction = now > before ? "up" : now < before ? "down" : "same";
  return (
    <span
      data-change={direction}
      className={cn("font-semibold", direction === "up" && "text-emerald-700", direction === "down" && "text-red-700")}
    >
      <span aria-hidden="true">{direction === "up" ? "▲ " : direction === "down" ? "▼ " : ""}</span>
      {change(now, before, locale)}
      <span className="sr-only"> {copy.comparison[direction]}</span>
    </span>
  );
}
