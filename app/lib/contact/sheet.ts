/**
 * A table for a spreadsheet, written once and downloaded two ways (issue 47): as CSV (csv.ts) and as an Excel
 * workbook (xlsx.server.ts). Each column says what its values are, so each format writes them as a spreadsheet
 * reads them: times as dates in Berlin time, counts and rates as numbers, phone numbers and free text as text
 * that never runs as a formula. Words (statuses, languages, yes and no) are the caller's, in the reader's language.
 */
import type { Locale } from "#app/i18n/locales.ts";
import { berlinSheetTime, csvStream, type CsvField, type CsvSeparator } from "#app/lib/contact/csv.ts";

/**
 * - `text`: free text (a sender's or a visitor's, so possibly hostile): a string;
 * - `phone`: a phone number as the sender typed it: a string, kept as text (`+49 …`, `040…`);
 * - `moment`: a point in time: a Date, shown in Berlin time;
 * - `day`: a calendar day: `YYYY-MM-DD`;
 * - `count`: a whole number; `rate`: a fraction (0.25 is 25 %).
 */
export type SheetKind = "text" | "phone" | "moment" | "day" | "count" | "rate";

export type SheetColumn = {
  header: string;
  kind: SheetKind;
  /** In characters, as a spreadsheet measures a column. */
  width: number;
};

export type SheetValue = string | number | Date;

export type Sheet = {
  /** The worksheet's name (at most 31 characters, none of `\ / ? * [ ] :`). */
  name: string;
  columns: readonly SheetColumn[];
};

/** What separates cells for a reader of this language: the `;` German Excel splits on, else `,`. */
export function separatorFor(locale: Locale): CsvSeparator {
  return locale === "de" ? ";" : ",";
}

/** Rates to a hundredth of a per cent, as the dashboard's figures are read, not a float's seventeen digits. */
export function roundedRate(rate: number): number {
  return Math.round(rate * 10_000) / 10_000;
}

/** A value as its CSV field: numbers with the reader's decimal sign, so German Excel reads `0,25` as a number. */
export function csvField(kind: SheetKind, value: SheetValue, locale: Locale): CsvField {
  if (value instanceof Date) return berlinSheetTime(value);
  if (kind === "phone") return { text: String(value) };
  if (typeof value === "number") {
    const text = String(kind === "rate" ? roundedRate(value) : value);
    return locale === "de" ? text.replace(".", ",") : text;
  }
  return value;
}

/** The sheet as a CSV for the reader's language: byte-order mark, its separator, its header; rows as they come. */
export function sheetCsv(
  sheet: Sheet,
  batches: AsyncIterable<readonly (readonly SheetValue[])[]>,
  locale: Locale,
): ReadableStream<Uint8Array> {
  const { columns } = sheet;
  async function* fields() {
    for await (const batch of batches)
      yield batch.map((row) => row.map((value, index) => csvField(columns[index]?.kind ?? "text", value, locale)));
  }
  return csvStream(
    columns.map((column) => column.header),
    fields(),
    { separator: separatorFor(locale) },
  );
}

/** Rows that are all there already, as the one batch a sheet's writers read. */
export async function* oneBatch<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  yield rows;
}

/**
 * A download's file name from the words that name its view, in the reader's language, and its date:
 * `["Leads", "Neu"]`, `2026-11-28`, `xlsx` → `leads-neu-2026-11-28.xlsx`. Lower case ASCII only (umlauts as
 * ae, oe, ue, ß as ss), so every system, mail client and shell takes it as it is.
 */
export function exportFileName(words: readonly string[], dates: readonly string[], extension: "csv" | "xlsx"): string {
  const slug = [...words, ...dates]
    .join("-")
    .toLowerCase()
    .replaceAll("ä", "ae")
    .replaceAll("ö", "oe")
    .replaceAll("ü", "ue")
    .replaceAll("ß", "ss")
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug}.${extension}`;
}
