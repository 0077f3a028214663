import { data } from "react-router";
import { AskBox } from "#app/components/admin/ask-box.tsx";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { AnalyticsChart } from "#app/components/admin/analytics-chart.tsx";
import { AnalyticsNow } from "#app/components/admin/analytics-now.tsx";
import { shortDay } from "#app/components/admin/analytics/cells.ts";
import { DayByDay } from "#app/components/admin/analytics/day-by-day.tsx";
import { FilterChips, RangeForm } from "#app/components/admin/analytics/filters.tsx";
import { FunnelPanel } from "#app/components/admin/analytics/funnel.tsx";
import { Panel } from "#app/components/admin/analytics/panel.tsx";
import { Totals } from "#app/components/admin/analytics/totals.tsx";
import { formatCount, formatDateRange } from "#app/i18n/format.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { filterFacets, filtersFromQuery, rangeFromQuery } from "#app/lib/analytics/range.ts";
import { analyticsReport, visitorsNow } from "#app/lib/analytics/report.server.ts";
import { funnelColumns, panelRows, panels, tableRows, type PanelId, type PanelRow } from "#app/lib/analytics/tables.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { statisticsPageAliases } from "#app/site/statistics-names.server.ts";
import type { Route } from "./+types/analytics";

/** Rows a panel shows at first; "show all" opens it to every row the report has (the CSV has them too). */
const TOP_ROWS = 5;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, copy } = context.get(operatorContext);
  const { analytics, config } = services;
  // ANALYTICS=off: there is nothing to show, and no link leads here.
  if (!analytics) throw data(null, { status: 404 });
  const now = new Date();
  const range = rangeFromQuery(url.searchParams, berlinDay(now));
  const filters = filtersFromQuery(url.searchParams);
  const opened = panels.find((panel) => panel === url.searchParams.get("show"));
  const timing = { now, retentionDays: config.analytics.retentionDays };
  const pageAliases = await statisticsPageAliases(services.db.sql);
  const report = await analyticsReport(services.db.sql, range, timing, { filters, compare: true, pageAliases });
  const tables = Object.fromEntries(
    panels.map((panel) => {
      const rows = panelRows(report, panel);
      return [panel, { rows: panel === opened ? rows : rows.slice(0, TOP_ROWS), count: rows.length }];
    }),
  ) as Record<PanelId, { rows: PanelRow[]; count: number }>;
  return {
    range,
    filters,
    opened,
    totals: report.totals,
    previous: report.previous,
    sameHours: report.sameHours,
    today: range.from === range.to && range.to === berlinDay(now),
    funnel: {
      sources: panelRows(report, "sources", funnelColumns).slice(0, TOP_ROWS),
      campaigns: panelRows(report, "campaigns", funnelColumns).slice(0, TOP_ROWS),
    },
    perDay: report.perDay,
    perHour: report.perHour,
    days: tableRows(report, "perDay"),
    tables,
    now: range.choice === "today" ? await visitorsNow(services.db.sql, now) : undefined,
    meta: adminMeta(copy.titles.analytics),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { copy: adminCopy, locale } = useAdmin();
  const { range, filters, totals, previous, sameHours, today, perDay, perHour, now } = loaderData;
  const copy = adminCopy.analytics;
  const period = formatDateRange(range.from, range.to, locale);
  const filtered = filterFacets.some((facet) => filters[facet] !== undefined);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{copy.intro}</p>
      <AskBox />

      <RangeForm copy={copy} locale={locale} range={range} filters={filters} />
      {range.invalid ? (
        <div className="mt-4">
          <Notice tone="error">{copy.invalidRange}</Notice>
        </div>
      ) : null}
      {filtered ? <FilterChips copy={copy} locale={locale} range={range} filters={filters} /> : null}
      {now ? <AnalyticsNow copy={copy.now} locale={locale} initial={now} /> : null}
      <Totals
        copy={copy}
        locale={locale}
        range={range}
        totals={totals}
        previous={previous?.totals}
        sameHours={sameHours}
        today={today}
        filtered={filtered}
      />

      <section aria-labelledby="analytics-chart" className="mt-6 rounded-2xl border border-slate-200 bg-surface p-4">
        <h2 id="analytics-chart" className="text-lg font-semibold text-slate-900">
          {perHour ? copy.hourHeading : copy.chartHeading}
        </h2>
        {/* A day without a filter has no hours when nothing was counted: the note names filters only when one is set. */}
        {range.from === range.to && !perHour && filtered ? (
          <p className="mt-1 text-sm text-slate-600">{copy.noHoursFiltered}</p>
        ) : null}
        <AnalyticsChart
          locale={locale}
          bars={
            perHour
              ? perHour.map((hour) => ({ ...hour, key: hour.hour, label: `${hour.hour}:00` }))
              : perDay.map((day) => ({ ...day, key: day.day, label: shortDay(day.day, locale) }))
          }
          previous={perHour ? sameHours?.hours : previous?.perDay.map((day) => day.visitors)}
          legend={{
            ...copy.legend,
            conversions: copy.comparison.legend.conversions,
            ...(perHour && { previous: copy.comparison.legend.yesterday }),
          }}
          point={copy.comparison.point}
          label={formatTemplate(perHour ? copy.hourLabel : copy.chartLabel, {
            period,
            visitors: formatCount(totals.visitors, locale),
            views: formatCount(totals.views, locale),
          })}
        />
        <DayByDay copy={copy} locale={locale} rows={loaderData.days} range={range} filters={filters} />
      </section>

      {filters.page !== undefined ? <p className="mt-6 text-sm text-slate-600">{copy.pageFilterNote}</p> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <FunnelPanel
          copy={copy}
          locale={locale}
          totals={totals}
          sources={loaderData.funnel.sources}
          campaigns={loaderData.funnel.campaigns}
          range={range}
          filters={filters}
        />
        {panels
          .filter((panel) => panel !== "notFound")
          .map((panel) =>
            // The paths not found, a line until opened, under the languages (two rows): beside the devices.
            panel === "languages" && !filtered ? (
              <div key={panel} className="min-w-0 space-y-6">
                <Panel panel={panel} data={loaderData} copy={copy} locale={locale} />
                <Panel panel="notFound" data={loaderData} copy={copy} locale={locale} />
              </div>
            ) : (
              <Panel key={panel} panel={panel} data={loaderData} copy={copy} locale={locale} />
            ),
          )}
      </div>
    </>
  );
}
