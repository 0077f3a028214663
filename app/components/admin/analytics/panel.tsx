import { Link } from "react-router";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { formatCount, formatPlural } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ChosenRange, Filters } from "#app/lib/analytics/range.ts";
import { panelColumns, type PanelId, type PanelRow } from "#app/lib/analytics/tables.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { cellText, hrefWith, nameColumn, type Copy } from "./cells.ts";
import { CsvLink } from "./csv-link.tsx";

/** What a panel shows of the report: its top rows, or all of them once opened. */
export type PanelData = {
  tables: Record<PanelId, { rows: PanelRow[]; count: number }>;
  opened: PanelId | undefined;
  range: ChosenRange;
  filters: Filters;
};

/** One of the report's tables: its top rows, each name a link that filters by it, "show all" and its CSV. */
export function Panel({ panel, data, copy, locale }: { panel: PanelId; data: PanelData; copy: Copy; locale: Locale }) {
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

/** A row's name, a link that filters the dashboard by it where it can. */
export function RowName(props: { row: PanelRow; copy: Copy; locale: Locale; range: ChosenRange; filters: Filters }) {
  const { row, copy, locale, range, filters } = props;
  const text = row.name.map(({ column, value }) => cellText(value, column, copy, locale)).join(" · ");
  if (row.members) return <SourceGroup {...props} text={text} />;
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

/**
 * A group of sources (Google): its name a toggle that shows its hosts, each with its visitors and a link that
 * filters by it (the dashboard filters by one host; the group's figures are in its row).
 */
function SourceGroup(props: {
  row: PanelRow;
  text: string;
  copy: Copy;
  locale: Locale;
  range: ChosenRange;
  filters: Filters;
}) {
  const { row, text, copy, locale } = props;
  const members = row.members ?? [];
  return (
    <details className="group">
      <summary className="cursor-pointer text-indigo-700 hover:text-indigo-900">
        {text}{" "}
        <span className="text-xs font-normal text-slate-600">
          ({formatPlural(members.length, copy.comparison.hosts, locale)})
        </span>
      </summary>
      <ul className="mt-1 space-y-0.5 pl-4 font-normal">
        {members.map((member) => (
          <li key={JSON.stringify(member.name)} className="flex justify-between gap-3">
            <RowName {...props} row={member} />
            <span className="text-slate-600 tabular-nums">
              <span className="sr-only">{copy.columns.visitors}: </span>
              {formatCount(member.figures[0] ?? 0, locale)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
