import { Form, Link, data } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { AnalyticsChart } from "#app/components/admin/analytics-chart.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import type { AdminContent } from "#app/content/admin/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatLongDate } from "#app/i18n/format.ts";
import { intlLocales, type Locale } from "#app/i18n/locales.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { rangeFromQuery, rangePresets, rangeQuery, type ChosenRange } from "#app/lib/analytics/range.ts";
import { analyticsReport } from "#app/lib/analytics/report.server.ts";
import { OTHER } from "#app/lib/analytics/summary.ts";
import {
  analyticsTables,
  columnKinds,
  conversionRate,
  tableColumns,
  tableRows,
  type AnalyticsTableId,
  type Cell,
  type ColumnId,
} from "#app/lib/analytics/tables.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "./+types/analytics";

/** Rows a table shows on the page; its CSV has all of them. */
const SHOWN_ROWS = 20;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, copy } = context.get(operatorContext);
  const { analytics, config } = services;
  // ANALYTICS=off: there is nothing to show, and no link leads here.
  if (!analytics) throw data(null, { status: 404 });
  const now = new Date();
  const range = rangeFromQuery(url.searchParams, berlinDay(now));
  const report = await analyticsReport(services.db.sql, range, { now, retentionDays: config.analytics.retentionDays });
  const tables = Object.fromEntries(
    analyticsTables.map((table) => {
      const rows = tableRows(report, table);
      return [table, { rows: table === "perDay" ? rows : rows.slice(0, SHOWN_ROWS), count: rows.length }];
    }),
  ) as Record<AnalyticsTableId, { rows: Cell[][]; count: number }>;
  return {
    range,
    totals: report.totals,
    perDay: report.perDay,
    tables,
    meta: adminMeta(copy.titles.analytics),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

type Copy = AdminContent["analytics"];

function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: "percent", maximumFractionDigits: 1 }).format(value);
}

function shortDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A cell in the operator's language: counts and rates as numbers there, codes as words. */
function cellText(value: Cell, column: ColumnId, copy: Copy, locale: Locale): string {
  if (value === OTHER) return copy.other;
  switch (columnKinds[column]) {
    case "count":
      return formatCount(Number(value), locale);
    case "rate":
      return formatPercent(Number(value), locale);
    case "day":
      return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "medium", timeZone: "UTC" }).format(
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

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { copy: adminCopy, locale } = useAdmin();
  const { range, totals, perDay, tables } = loaderData;
  const copy = adminCopy.analytics;
  const period = formatTemplate(copy.showing, {
    from: formatLongDate(range.from, locale),
    to: formatLongDate(range.to, locale),
  });
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{copy.intro}</p>

      <RangeForm copy={copy} locale={locale} range={range} />
      {range.invalid ? (
        <div className="mt-4">
          <Notice tone="error">{copy.invalidRange}</Notice>
        </div>
      ) : null}

      <section aria-labelledby="analytics-totals" className="mt-8">
        <h2 id="analytics-totals" className="text-lg font-semibold text-slate-900">
          {period}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {(
            [
              ["visitors", formatCount(totals.visitors, locale)],
              ["views", formatCount(totals.views, locale)],
              ["conversions", formatCount(totals.conversions, locale)],
              ["conversionRate", formatPercent(conversionRate(totals), locale)],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-2xl border border-slate-200 bg-surface p-4">
              <dt className="text-sm text-slate-600">{copy.totals[key]}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600">{copy.perDayNote}</p>
        <p className="mt-1 text-sm text-slate-600">
          {formatTemplate(copy.apart, {
            optedOut: formatCount(totals.optedOutViews, locale),
            bots: formatCount(totals.botViews, locale),
          })}
        </p>
      </section>

      <section aria-labelledby="analytics-chart" className="mt-8 rounded-2xl border border-slate-200 bg-surface p-4">
        <h2 id="analytics-chart" className="text-lg font-semibold text-slate-900">
          {copy.chartHeading}
        </h2>
        <AnalyticsChart
          locale={locale}
          days={perDay.map((day) => ({ ...day, label: shortDay(day.day, locale) }))}
          legend={copy.legend}
          label={formatTemplate(copy.chartLabel, {
            from: formatLongDate(range.from, locale),
            to: formatLongDate(range.to, locale),
            visitors: formatCount(totals.visitors, locale),
            views: formatCount(totals.views, locale),
          })}
        />
      </section>

      {analyticsTables.map((table) => (
        <AnalyticsTable key={table} table={table} copy={copy} locale={locale} range={range} {...tables[table]} />
      ))}
    </>
  );
}

function RangeForm({ copy, locale, range }: { copy: Copy; locale: Locale; range: ChosenRange }) {
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-surface p-4">
      <nav aria-label={copy.period}>
        <ul className="flex flex-wrap gap-2">
          {rangePresets.map((choice) => (
            <li key={choice}>
              <Link
                to={`${adminPath("analytics", locale)}?range=${choice}`}
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
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="range" value="custom" />
        <p className="w-full text-sm font-semibold text-slate-900">{copy.custom}</p>
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

type AnalyticsTableProps = {
  table: AnalyticsTableId;
  copy: Copy;
  locale: Locale;
  range: ChosenRange;
  rows: Cell[][];
  count: number;
};

function AnalyticsTable({ table, copy, locale, range, rows, count }: AnalyticsTableProps) {
  const { heading, intro } = copy.tables[table];
  const columns = tableColumns[table];
  const headingId = `analytics-${table}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
        </div>
        <a
          href={`${adminPath("analyticsCsv", locale)}?table=${table}&${rangeQuery(range)}`}
          download
          aria-label={formatTemplate(copy.csvLabel, { table: heading })}
          className={buttonClasses("secondary", "sm")}
        >
          {copy.csv}
        </a>
      </div>
      <DataTable
        className="mt-3"
        caption={heading}
        rows={rows}
        rowKey={(row) => row.join("\u0000")}
        empty={copy.empty}
        compact
        // The campaigns' seven columns need a wide screen.
        stackBelow={columns.length > 5 ? "lg" : "sm"}
        columns={columns.map((column, index) => ({
          id: column,
          header: copy.columns[column],
          cell: (row: Cell[]) => cellText(row[index]!, column, copy, locale),
          // The first column names the row: a day, a page, a source.
          rowHeader: index === 0,
          numeric: isNumeric(column),
          nowrap: columnKinds[column] === "day",
          className: index === 0 && columnKinds[column] !== "day" ? "sm:min-w-36 [overflow-wrap:anywhere]" : undefined,
        }))}
      />
      {count > rows.length ? (
        <p className="mt-2 text-sm text-slate-600">
          {formatTemplate(copy.more, { shown: formatCount(rows.length, locale), count: formatCount(count, locale) })}
        </p>
      ) : null}
    </section>
  );
}

function isNumeric(column: ColumnId): boolean {
  const kind = columnKinds[column];
  return kind === "count" || kind === "rate";
}
