import { Form, Link, data } from "react-router";
import { AskBox } from "#app/components/admin/ask-box.tsx";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { AnalyticsChart } from "#app/components/admin/analytics-chart.tsx";
import { AnalyticsNow } from "#app/components/admin/analytics-now.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import type { AdminContent } from "#app/content/admin/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatDateRange, formatPlural } from "#app/i18n/format.ts";
import { intlLocales, type Locale } from "#app/i18n/locales.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import {
  dashboardQuery,
  filterFacets,
  filtersFromQuery,
  rangeFromQuery,
  rangePresets,
  type ChosenRange,
  type FilterFacet,
  type Filters,
} from "#app/lib/analytics/range.ts";
import { analyticsReport, visitorsNow } from "#app/lib/analytics/report.server.ts";
import { OTHER } from "#app/lib/analytics/summary.ts";
import {
  columnKinds,
  conversionRate,
  pageLabel,
  panelColumns,
  panelRows,
  panels,
  tableColumns,
  tableRows,
  type Cell,
  type ColumnId,
  type PanelId,
  type PanelRow,
} from "#app/lib/analytics/tables.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
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
  const report = await analyticsReport(services.db.sql, range, timing, { filters, compare: true });
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
    perDay: report.perDay,
    perHour: report.perHour,
    days: tableRows(report, "perDay"),
    tables,
    now: range.choice === "today" ? await visitorsNow(services.db.sql, now) : undefined,
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

type Data = Route.ComponentProps["loaderData"];

/** The page's own address with other filters (and no panel opened). */
function hrefWith(locale: Locale, range: Pick<ChosenRange, "choice" | "from" | "to">, filters: Filters): string {
  return `${adminPath("analytics", locale)}?${dashboardQuery(range, filters)}`;
}

/** A filter's value as the operator reads it (a page as its path, a device and browser by name). */
function filterText(facet: FilterFacet, value: string, copy: Copy, locale: Locale): string {
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

function change(now: number, before: number, locale: Locale): string {
  const sign = now > before ? "+" : now < before ? "−" : "±";
  return `${sign}${formatPercent(Math.abs(now - before) / before, locale)}`;
}

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { copy: adminCopy, locale } = useAdmin();
  const { range, filters, totals, previous, perDay, perHour, now } = loaderData;
  const copy = adminCopy.analytics;
  const period = formatDateRange(range.from, range.to, locale);
  const filtered = filterFacets.some((facet) => filters[facet] !== undefined);
  const figures = [
    ["visitors", totals.visitors, previous?.totals.visitors, formatCount],
    ["views", totals.views, previous?.totals.views, formatCount],
    ["conversions", totals.conversions, previous?.totals.conversions, formatCount],
    ["conversionRate", conversionRate(totals), previous && conversionRate(previous.totals), formatPercent],
  ] as const;
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

      <section aria-labelledby="analytics-totals" className="mt-6">
        <h2 id="analytics-totals" className="text-lg font-semibold text-slate-900">
          {period}
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
          previous={perHour ? undefined : previous?.perDay.map((day) => day.visitors)}
          legend={copy.legend}
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

function FilterChips({
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

function DayByDay({
  copy,
  locale,
  rows,
  range,
  filters,
}: {
  copy: Copy;
  locale: Locale;
  rows: Cell[][];
  range: ChosenRange;
  filters: Filters;
}) {
  const columns = tableColumns.perDay;
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-semibold text-indigo-700">{copy.dayByDay}</summary>
      <div className="mt-3 flex justify-end">
        <CsvLink
          copy={copy}
          locale={locale}
          table="perDay"
          heading={copy.tables.perDay.heading}
          range={range}
          filters={filters}
        />
      </div>
      <DataTable
        className="mt-2"
        caption={copy.tables.perDay.heading}
        rows={rows}
        rowKey={(row) => String(row[0])}
        empty={copy.tables.perDay.empty}
        compact
        columns={columns.map((column, index) => ({
          id: column,
          header: copy.columns[column],
          cell: (row: Cell[]) => {
            const text = cellText(row[index]!, column, copy, locale);
            if (index > 0) return text;
            // A day opens that day by the hour.
            const day = String(row[0]);
            return (
              <Link
                to={hrefWith(locale, { choice: "custom", from: day, to: day }, filters)}
                title={formatTemplate(copy.openDay, { day: text })}
                className="text-indigo-700 hover:text-indigo-900 hover:underline"
              >
                {text}
              </Link>
            );
          },
          rowHeader: index === 0,
          numeric: isNumeric(column),
          nowrap: columnKinds[column] === "day",
        }))}
      />
    </details>
  );
}

function CsvLink(props: {
  copy: Copy;
  locale: Locale;
  table: string;
  heading: string;
  range: ChosenRange;
  filters: Filters;
}) {
  const { copy, locale, table, heading, range, filters } = props;
  return (
    <a
      href={`${adminPath("analyticsCsv", locale)}?table=${table}&${dashboardQuery(range, filters)}`}
      download
      aria-label={formatTemplate(copy.csvLabel, { table: heading })}
      className={buttonClasses("secondary", "sm")}
    >
      {copy.csv}
    </a>
  );
}

function Panel({ panel, data, copy, locale }: { panel: PanelId; data: Data; copy: Copy; locale: Locale }) {
  const { heading, intro } = copy.tables[panel];
  const { rows, count } = data.tables[panel];
  const columns = panelColumns[panel];
  const headingId = `analytics-${panel}`;
  const open = data.opened === panel;
  const h2 = (
    <h2 id={headingId} className="text-lg font-semibold text-slate-900">
      {heading}
    </h2>
  );
  const csv = (
    <CsvLink copy={copy} locale={locale} table={panel} heading={heading} range={data.range} filters={data.filters} />
  );
  const table = (
    <>
      <DataTable
        className="mt-3"
        caption={heading}
        rows={rows}
        rowKey={(row) => JSON.stringify(row.name)}
        empty={copy.tables[panel].empty}
        compact
        columns={[
          {
            id: "name",
            header: copy.columns[nameColumn(panel)],
            cell: (row: PanelRow) => (
              <RowName row={row} copy={copy} locale={locale} range={data.range} filters={data.filters} />
            ),
            rowHeader: true,
            // All the room the figures leave (their headers wrap between words): a name wraps only if it must.
            className: "w-full [overflow-wrap:anywhere]",
          },
          ...columns.map((column, index) => ({
            id: column,
            header: copy.columns[column],
            cell: (row: PanelRow) => cellText(row.figures[index]!, column, copy, locale),
            numeric: true,
          })),
        ]}
      />
      {count > rows.length || open ? (
        <p className="mt-2 text-sm">
          <Link
            to={`${hrefWith(locale, data.range, data.filters)}${open ? "" : `&show=${panel}`}#${headingId}`}
            preventScrollReset
            className="text-indigo-700 underline hover:text-indigo-900"
          >
            {open ? copy.showFewer : formatTemplate(copy.showAll, { count: formatCount(count, locale) })}
          </Link>
        </p>
      ) : null}
    </>
  );
  // The paths not found are apart from the visits: a line with a toggle until opened (open when all are shown).
  if (panel === "notFound")
    return (
      <section aria-labelledby={headingId} className="min-w-0">
        {h2}
        {count === 0 ? (
          <p className="mt-1 text-slate-700">{copy.tables.notFound.empty}</p>
        ) : (
          <details open={open} className="mt-1">
            <summary className="cursor-pointer text-sm font-semibold text-indigo-700">
              {formatPlural(count, copy.showNotFound, locale)}
            </summary>
            <div className="mt-2 flex items-start justify-between gap-3">
              <p className="text-sm text-slate-600">{intro}</p>
              {csv}
            </div>
            {table}
          </details>
        )}
      </section>
    );
  return (
    <section aria-labelledby={headingId} className={cn("min-w-0", open && "lg:col-span-2")}>
      <div className="flex items-start justify-between gap-3">
        <div>
          {h2}
          <p className="mt-1 text-sm text-slate-600">{intro}</p>
        </div>
        {csv}
      </div>
      {table}
    </section>
  );
}

/** The column a panel's rows are named by (its first in the CSV); a campaign's row, "source · medium · name", by the campaign. */
function nameColumn(panel: PanelId): ColumnId {
  if (panel === "campaigns") return "campaign";
  return tableColumns[panel][0] ?? "page";
}

function RowName(props: { row: PanelRow; copy: Copy; locale: Locale; range: ChosenRange; filters: Filters }) {
  const { row, copy, locale, range, filters } = props;
  const text = row.name.map(({ column, value }) => cellText(value, column, copy, locale)).join(" · ");
  if (!row.filter) return text;
  const [facet, value] = row.filter;
  return (
    <Link
      to={hrefWith(locale, range, { ...filters, [facet]: value })}
      title={formatTemplate(copy.filterBy, { value: text })}
      className="text-indigo-700 hover:text-indigo-900 hover:underline"
    >
      {text}
    </Link>
  );
}

function RangeForm(props: { copy: Copy; locale: Locale; range: ChosenRange; filters: Filters }) {
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

function isNumeric(column: ColumnId): boolean {
  const kind = columnKinds[column];
  return kind === "count" || kind === "rate";
}
