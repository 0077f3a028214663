import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { dashboardQuery, type ChosenRange, type Filters } from "#app/lib/analytics/range.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Copy } from "./cells.ts";

/** A table's rows as an Excel file and as CSV, for the period and the filters on the screen. */
export function CsvLink(props: {
  copy: Copy;
  locale: Locale;
  table: string;
  heading: string;
  range: ChosenRange;
  filters: Filters;
}) {
  const { copy, locale, table, heading, range, filters } = props;
  const { sheets } = useAdmin().copy;
  const query = `?table=${table}&${dashboardQuery(range, filters)}`;
  return (
    <span className="inline-flex gap-2">
      <a
        href={`${adminPath("analyticsXlsx", locale)}${query}`}
        download
        aria-label={formatTemplate(sheets.xlsxLabel, { table: heading })}
        className={buttonClasses("secondary", "sm")}
      >
        {sheets.xlsx}
      </a>
      <a
        href={`${adminPath("analyticsCsv", locale)}${query}`}
        download
        aria-label={formatTemplate(copy.csvLabel, { table: heading })}
        className={buttonClasses("secondary", "sm")}
      >
        {copy.csv}
      </a>
    </span>
  );
}
