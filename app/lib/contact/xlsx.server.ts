/**
 * A sheet (sheet.ts) as an Excel workbook, written by exceljs as its rows arrive: one worksheet, a bold header
 * row that stays in view, columns as wide as the sheet says. exceljs is loaded on the first download only: it is
 * large, and no page or browser bundle needs it.
 *
 * Cells have types: a moment is a date (shown in Berlin time, as the back office shows it), a day a date, counts
 * and rates numbers, and every text a string cell. A string cell is never a formula, whatever it starts with, and
 * text columns are formatted as Text (`@`), so a reader who edits a hostile cell and presses Enter does not turn it
 * into one either (decision 0065).
 */
import { PassThrough, Readable } from "node:stream";
import type { Locale } from "#app/i18n/locales.ts";
import { berlinIso } from "#app/lib/contact/csv.ts";
import { roundedRate, type Sheet, type SheetKind, type SheetValue } from "#app/lib/contact/sheet.ts";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** How each kind of value is shown; a date in the reader's order (German: day first). */
function numberFormat(kind: SheetKind, locale: Locale): string {
  switch (kind) {
    case "moment":
      return locale === "de" ? "dd.mm.yyyy hh:mm" : "yyyy-mm-dd hh:mm";
    case "day":
      return locale === "de" ? "dd.mm.yyyy" : "yyyy-mm-dd";
    case "count":
      return "#,##0";
    case "rate":
      return "0.0%";
    default:
      return "@";
  }
}

/**
 * A moment as Excel keeps one, a date and time without a zone: the Berlin wall-clock time, as exceljs writes a
 * Date's UTC fields (14:03 in Berlin is the Date 14:03 UTC).
 */
export function berlinWallClock(date: Date): Date {
  return new Date(`${berlinIso(date).slice(0, 19)}Z`);
}

function cellValue(kind: SheetKind, value: SheetValue): SheetValue | null {
  if (value instanceof Date) return berlinWallClock(value);
  if (kind === "day" && typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Date(`${value}T00:00:00Z`);
  if (kind === "rate" && typeof value === "number") return roundedRate(value);
  // An empty cell stays empty (no zero-length string for a missing phone number).
  return value === "" ? null : value;
}

/** Once the reader has taken what waits for it, or has gone. */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

/** The workbook as a stream of bytes; the rows are read from `batches` while the reader reads. */
export async function xlsxStream(
  sheet: Sheet,
  batches: AsyncIterable<readonly (readonly SheetValue[])[]>,
  locale: Locale,
): Promise<ReadableStream<Uint8Array>> {
  const { default: ExcelJS } = await import("exceljs");
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: "frozen", ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: { numFmt: numberFormat(column.kind, locale) },
  }));
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  const write = async () => {
    for await (const batch of batches) {
      for (const row of batch)
        worksheet.addRow(row.map((value, index) => cellValue(sheet.columns[index]?.kind ?? "text", value))).commit();
      // The compressor works between turns of the event loop: a turn lets this batch reach the reader's side
      // (rows that resolve at once, as SQLite's do, would otherwise all be written before a byte went out). The
      // next batch then waits while the reader is behind: memory holds a batch, not the whole export.
      await new Promise((resolve) => setImmediate(resolve));
      if (output.writableNeedDrain) await drained(output);
      // A reader who went away ends the rows (leaving the loop closes `batches`, so their source finishes).
      if (output.destroyed) return;
    }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
