/**
 * CSV as RFC 4180 writes it: CRLF after every row, a field in double quotes
 * when it holds a comma, a quote, CR or LF, and quotes inside doubled. A cell
 * that a spreadsheet would run as a formula (it starts with = + - @, a tab or
 * CR, or their fullwidth forms ＝ ＋ － ＠, which some spreadsheets read as the
 * same) gets a leading apostrophe: the sender of a contact request must not be
 * able to make the person who opens the export run anything.
 */
import { contactFields } from "#app/lib/contact/schema.ts";
import type { ContactRecord } from "#app/lib/contact/store.server.ts";

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
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
