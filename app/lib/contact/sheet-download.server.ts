/**
 * A sheet (sheet.ts) as the download its address asks for: `….xlsx` an Excel workbook, anything else CSV, named
 * after the view and its dates in the reader's language (`leads-new-2026-11-28.xlsx`).
 */
import type { Locale } from "#app/i18n/locales.ts";
import { exportFileName, sheetCsv, type Sheet, type SheetValue } from "#app/lib/contact/sheet.ts";
import { XLSX_TYPE, xlsxStream } from "#app/lib/contact/xlsx.server.ts";

export type SheetFormat = "csv" | "xlsx";

export function sheetFormat(url: URL): SheetFormat {
  return url.pathname.endsWith(".xlsx") ? "xlsx" : "csv";
}

export async function sheetDownload(
  format: SheetFormat,
  sheet: Sheet,
  rows: AsyncIterable<readonly (readonly SheetValue[])[]>,
  { locale, words, dates }: { locale: Locale; words: readonly string[]; dates: readonly string[] },
): Promise<Response> {
  const body = format === "xlsx" ? await xlsxStream(sheet, rows, locale) : sheetCsv(sheet, rows, locale);
  return new Response(body, {
    headers: {
      "Content-Type": format === "xlsx" ? XLSX_TYPE : "text/csv; charset=utf-8",
      // ASCII only (exportFileName), so no encoding of the name is needed.
      "Content-Disposition": `attachment; filename="${exportFileName(words, dates, format)}"`,
    },
  });
}
