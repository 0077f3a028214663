/**
 * CSV as RFC 4180 writes it: CRLF after every row, a field in double quotes
 * when it holds a comma, a semicolon, a quote, CR or LF, and quotes inside
 * doubled. The sender of a contact request (or a visitor's campaign name) must
 * not be able to make the person who opens the export run anything, so every
 * place a spreadsheet could start a cell at gets a leading apostrophe when a
 * formula sign follows (= + - @, a tab or CR, or their fullwidth forms ＝ ＋ －
 * ＠, which some spreadsheets read as the same; spaces and quotes in between
 * are looked through, as a reader may drop them). Those places are the field's start and every
 * comma, semicolon, tab and line break inside it: German Excel splits this
 * comma-separated file on semicolons, and there a quote that does not open the
 * cell it reads is an ordinary character, so quoting cannot keep a field in one
 * piece (decision 0015).
 */
import { contactFields } from "#app/lib/contact/schema.ts";
import type { ContactRecord } from "#app/lib/contact/store.server.ts";

const CELL_START_BEFORE_FORMULA = /(?<=^|[,;\t\r\n])(?=[ "]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: string): string {
  const safe = value.replaceAll(CELL_START_BEFORE_FORMULA, "'");
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly string[]>): string {
  let csv = csvRow(header);
  for (const row of rows) csv += csvRow(row);
  return csv;
}

/** What the server knows about a request, then the form's fields in the form's order. */
export const exportHeader = ["id", "receivedAt", "language", ...contactFields] as const;

export function exportRow(record: ContactRecord): string[] {
  return [
    record.id,
    record.receivedAt.toISOString(),
    record.locale,
    record.firstName,
    record.lastName,
    record.company,
    record.email,
    record.phone ?? "",
    record.message,
    String(record.privacyPolicy),
  ];
}
