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
import type { ContactRecord } from "#app/lib/contact/repository.server.ts";

const CELL_START_BEFORE_FORMULA = /(?<=^|[,;\t\r\n])(?=[ "]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * A field a spreadsheet must read as text, not as a number or a formula: a phone number (`+49 …` would be a
 * formula, `040…` a number without its 0). Excel gets `="+49 171 9988776"`, a formula that is only the text
 * itself, so nothing is shown in front of it (decision 0065). Only a value of digits, spaces and `+ - / ( ) .`
 * is written so: no quote can end the text, no separator split it, no letter name a function; anything else
 * is an ordinary field.
 */
export type CsvText = { text: string };

/** A field: a string as it is (formula signs neutralised), or text Excel must not convert. */
export type CsvField = string | CsvText;

const PHONE_LIKE = /^[0-9 +\-/().]{1,50}$/;

export function csvCell(field: CsvField): string {
  if (typeof field !== "string") return PHONE_LIKE.test(field.text) ? `"=""${field.text}"""` : csvCell(field.text);
  const safe = field.replaceAll(CELL_START_BEFORE_FORMULA, "'");
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** What separates cells: a comma (RFC 4180), or the semicolon German Excel splits on. */
export type CsvSeparator = "," | ";";

export function csvRow(cells: readonly CsvField[], separator: CsvSeparator = ","): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}

export function toCsv(
  header: readonly string[],
  rows: Iterable<readonly string[]>,
  separator: CsvSeparator = ",",
): string {
  let csv = csvRow(header, separator);
  for (const row of rows) csv += csvRow(row, separator);
  return csv;
}

/** The byte-order mark: Excel reads a CSV as UTF-8 only when the file starts with it (else as Windows-1252). */
export const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A CSV for a spreadsheet, written as its rows arrive (batches read by keyset): UTF-8 with a byte-order mark,
 * the separator of the reader's language. Pulled by the reader, so a slow download holds one batch in memory
 * at a time, whatever the number of rows.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvField[])[]>,
  { separator = ",", byteOrderMark = true }: { separator?: CsvSeparator; byteOrderMark?: boolean } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`${byteOrderMark ? BYTE_ORDER_MARK : ""}${csvRow(header, separator)}`));
      },
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) return controller.close();
        let text = "";
        for (const row of next.value) text += csvRow(row, separator);
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // Nothing is read ahead of the reader: the next batch is fetched once the last one has gone out.
    { highWaterMark: 0 },
  );
}

const berlinParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Berlin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "longOffset",
});

/**
 * A moment as the back office shows it, Berlin time, in ISO 8601 with its offset: `2026-11-25T14:03:00+01:00`
 * in winter, `+02:00` in summer; a spreadsheet reads it as a time, and nobody converts from UTC by hand.
 */
export function berlinIso(date: Date): string {
  const part = Object.fromEntries(berlinParts.formatToParts(date).map(({ type, value }) => [type, value]));
  const offset = part.timeZoneName === "GMT" ? "+00:00" : part.timeZoneName!.slice(3);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

/**
 * A moment as a spreadsheet reads a date and time, in Berlin time: `2026-11-25 14:03:00` (Excel, LibreOffice
 * and Google Sheets read this form as a date in every language; the ISO form with `T` and an offset stays text).
 */
export function berlinSheetTime(date: Date): string {
  return berlinIso(date).slice(0, 19).replace("T", " ");
}

/** What the server knows about a request, then the form's fields in the form's order. */
export const exportHeader = ["id", "receivedAt", "language", ...contactFields] as const;

/** A request's cells; times in UTC (`contacts:export`, for scripts) unless `time` writes them otherwise. */
export function exportRow(
  record: ContactRecord,
  time: (date: Date) => string = (date) => date.toISOString(),
): string[] {
  return [
    record.id,
    time(record.receivedAt),
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
