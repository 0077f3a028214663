import { data } from "react-router";
import { operatorContext } from "#app/site/back-office.server.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { filtersFromQuery, rangeFromQuery } from "#app/lib/analytics/range.ts";
import { analyticsReport } from "#app/lib/analytics/report.server.ts";
import { OTHER } from "#app/lib/analytics/summary.ts";
import { analyticsTables, tableColumns, tableRows } from "#app/lib/analytics/tables.ts";
import { toCsv } from "#app/lib/contact/csv.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "./+types/analytics-csv";

/**
 * One table of the visit statistics as CSV (`?table=pages&range=30`, filtered as the dashboard: `&source=…`): every row of the table (at most
 * `REPORT_ROWS`, then one of all others, labelled in the operator's language), raw values (counts as integers,
 * rates as fractions, days as YYYY-MM-DD, codes as codes), the columns named as in the table's code.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, copy } = context.get(operatorContext);
  if (!services.analytics) throw data(null, { status: 404 });
  const table = analyticsTables.find((name) => name === url.searchParams.get("table"));
  if (!table) return refused(formatTemplate(copy.analytics.csvUnknownTable, { tables: analyticsTables.join(", ") }));
  const now = new Date();
  const range = rangeFromQuery(url.searchParams, berlinDay(now));
  if (range.invalid) return refused(copy.analytics.csvInvalidRange);
  const report = await analyticsReport(
    services.db.sql,
    range,
    { now, retentionDays: services.config.analytics.retentionDays },
    { filters: filtersFromQuery(url.searchParams) },
  );
  const csv = toCsv(
    tableColumns[table],
    tableRows(report, table).map((row) => row.map((cell) => (cell === OTHER ? copy.analytics.other : String(cell)))),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${table}-${range.from}-${range.to}.csv"`,
    },
  });
}

/** A download that cannot be made: why, in the operator's language. */
function refused(message: string): Response {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
