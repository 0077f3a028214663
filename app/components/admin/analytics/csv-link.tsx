import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { dashboardQuery, type ChosenRange, type Filters } from "#app/lib/analytics/range.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Copy } from "./cells.ts";

/** A table's rows as CSV, for the period and the filters on the screen. */
export function CsvLink(props: {
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
