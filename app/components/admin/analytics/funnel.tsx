import { DataTable } from "#app/components/ui/data-table.tsx";
import { formatCount } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ChosenRange, Filters } from "#app/lib/analytics/range.ts";
import type { Funnel } from "#app/lib/analytics/report.server.ts";
import { funnelColumns, type PanelRow } from "#app/lib/analytics/tables.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { formatPercent, type Copy } from "./cells.ts";
import { RowName } from "./panel.tsx";

const steps = ["visitors", "formVisitors", "conversions"] as const;

/**
 * The funnel (issue 48, item 6): visitors → opened the home page, where the form is → demo requests, as three
 * bars, and the same steps per source (grouped as the sources panel groups them) and per campaign. The figures
 * are the report's, the ones its CSV of sources and campaigns has; nothing is counted here.
 */
export function FunnelPanel(props: {
  copy: Copy;
  locale: Locale;
  totals: Funnel;
  sources: PanelRow[];
  campaigns: PanelRow[];
  range: ChosenRange;
  filters: Filters;
}) {
  const { copy, locale, totals } = props;
  const text = copy.funnel;
  return (
    <section aria-labelledby="analytics-funnel" className="min-w-0 lg:col-span-2">
      <h2 id="analytics-funnel" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      <ol className="mt-3 grid grid-cols-3 gap-2 sm:gap-3" data-testid="funnel-steps">
        {steps.map((step, index) => {
          const value = totals[step];
          const before = index === 0 ? undefined : totals[steps[index - 1]!];
          const width = totals.visitors === 0 ? 0 : (value / totals.visitors) * 100;
          return (
            <li key={step} className="flex flex-col rounded-2xl border border-slate-200 bg-surface p-3">
              {/* Three side by side on a phone too: the words wrap above, the figures and bars stay level below. */}
              <div className="flex-1 text-xs text-slate-600">
                <p className="sm:text-sm">{text.steps[step]}</p>
                {before !== undefined ? (
                  <p className="mt-0.5 tabular-nums">
                    {formatTemplate(text.ofBefore, {
                      share: formatPercent(before === 0 ? 0 : value / before, locale),
                    })}
                  </p>
                ) : null}
              </div>
              <p className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{formatCount(value, locale)}</p>
              <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-2 rounded-full bg-indigo-700" style={{ width: `${width}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <FunnelTable
          {...props}
          heading={text.bySource}
          name={copy.columns.source}
          rows={props.sources}
          empty={text.empty}
        />
        <FunnelTable
          {...props}
          heading={text.byCampaign}
          name={copy.columns.campaign}
          rows={props.campaigns}
          empty={copy.tables.campaigns.empty}
        />
      </div>
    </section>
  );
}

function FunnelTable(props: {
  copy: Copy;
  locale: Locale;
  heading: string;
  /** The header of the rows' names. */
  name: string;
  rows: PanelRow[];
  empty: string;
  range: ChosenRange;
  filters: Filters;
}) {
  const { copy, locale, heading, name, rows, empty } = props;
  return (
    <div className="min-w-0">
      <h3 className="text-base font-semibold text-slate-900">{heading}</h3>
      <DataTable
        className="mt-2"
        caption={`${copy.funnel.heading}: ${heading}`}
        rows={rows}
        rowKey={(row) => JSON.stringify(row.name)}
        empty={empty}
        compact
        columns={[
          {
            id: "name",
            header: name,
            cell: (row: PanelRow) => <RowName {...props} row={row} />,
            rowHeader: true,
            className: "w-full [overflow-wrap:anywhere]",
          },
          ...funnelColumns.map((column, index) => ({
            id: column,
            header: copy.funnel.columns[column as (typeof steps)[number]],
            cell: (row: PanelRow) => formatCount(row.figures[index] ?? 0, locale),
            numeric: true,
          })),
        ]}
      />
    </div>
  );
}
