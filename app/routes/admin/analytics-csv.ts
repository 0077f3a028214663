import { data } from "react-router";
import { operatorContext } from "#app/site/back-office.server.ts";
import { statisticsPageAliases } from "#app/site/statistics-names.server.ts";
import { statisticsDownload } from "#app/lib/admin/statistics-sheet.server.ts";
import { analyticsTables } from "#app/lib/analytics/tables.ts";
import { oneBatch } from "#app/lib/contact/sheet.ts";
import { sheetDownload, sheetFormat } from "#app/lib/contact/sheet-download.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "./+types/analytics-csv";

/**
 * One table of the visit statistics as CSV (`/admin/analytics.csv?table=pages&range=30`) or as an Excel workbook
 * (`/admin/analytics.xlsx?…`), filtered as the dashboard (`&source=…`): every row of the table (at most
 * `REPORT_ROWS`, then one of all others), the header and the codes in the operator's words, days as dates, counts
 * and rates as numbers (statistics-sheet.server.ts). The CSV as the leads' (issue 47): a byte-order mark, `;` for a
 * German operator, rates rounded. Named after the table and the period (`statistics-sources-2026-10-30-2026-11-28`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  if (!services.analytics) throw data(null, { status: 404 });
  const download = await statisticsDownload(
    url,
    {
      sql: services.db.sql,
      retentionDays: services.config.analytics.retentionDays,
      pageAliases: await statisticsPageAliases(services.db.sql),
    },
    copy,
  );
  if ("refused" in download)
    return refused(
      download.refused === "unknown-table"
        ? formatTemplate(copy.analytics.csvUnknownTable, { tables: analyticsTables.join(", ") })
        : copy.analytics.csvInvalidRange,
    );
  const { sheet, rows, words, dates } = download;
  return sheetDownload(sheetFormat(url), sheet, oneBatch(rows), { locale, words, dates });
}

/** A download that cannot be made: why, in the operator's language. */
function refused(message: string): Response {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
