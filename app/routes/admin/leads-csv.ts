import { operatorContext } from "#app/site/back-office.server.ts";
import { leadFilter } from "#app/lib/admin/lead-list.server.ts";
import { exportedLeadRows, leadSheet, leadViewWords } from "#app/lib/admin/lead-sheet.server.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { sheetDownload, sheetFormat } from "#app/lib/contact/sheet-download.server.ts";
import type { Route } from "./+types/leads-csv";

/**
 * The leads of the current view for a spreadsheet (issues 31 and 47), as CSV (`/admin/leads.csv`) or as an Excel
 * workbook (`/admin/leads.xlsx`): the columns of lead-sheet.server.ts, header and words in the operator's
 * language, times in Berlin time, phone numbers as text, formula-safe (decisions 0015, 0065). The CSV has a
 * byte-order mark and `;` between cells for a German operator, `,` for an English one. Both are written in keyset
 * batches as they are read, and named after the view and the day (`leads-new-2026-11-28.xlsx`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, operator, locale, copy } = context.get(operatorContext);
  const { cursor: _cursor, page: _page, ...filter } = leadFilter(url);
  const format = sheetFormat(url);
  return sheetDownload(format, leadSheet(copy), exportedLeadRows(services.db.sql, filter, { operator, copy, format }), {
    locale,
    words: leadViewWords(filter, copy),
    dates: [berlinDay(new Date())],
  });
}
