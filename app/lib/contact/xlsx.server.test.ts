import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { Sheet, SheetValue } from "#app/lib/contact/sheet.ts";
import { berlinWallClock, xlsxStream } from "#app/lib/contact/xlsx.server.ts";

const sheet: Sheet = {
  name: "Leads",
  columns: [
    { header: "Eingang", kind: "moment", width: 18 },
    { header: "Telefon", kind: "phone", width: 20 },
    { header: "Rate", kind: "rate", width: 10 },
  ],
};

describe("a sheet as an Excel workbook", () => {
  it("keeps a moment as Berlin's wall-clock time, winter and summer", () => {
    expect(berlinWallClock(new Date("2026-11-25T13:03:00Z"))).toEqual(new Date("2026-11-25T14:03:00Z"));
    expect(berlinWallClock(new Date("2026-07-01T22:30:00Z"))).toEqual(new Date("2026-07-02T00:30:00Z"));
  });

  it("writes typed cells that read back as such", async () => {
    async function* rows(): AsyncGenerator<SheetValue[][]> {
      yield [[new Date("2026-11-25T13:03:00Z"), "+49 171 9988776", 1 / 3]];
    }
    const bytes = await new Response(await xlsxStream(sheet, rows(), "en")).arrayBuffer();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const [worksheet] = workbook.worksheets;
    expect(worksheet!.getCell("A2").value).toEqual(new Date("2026-11-25T14:03:00Z"));
    expect(worksheet!.getCell("B2").value).toBe("+49 171 9988776");
    expect(worksheet!.getCell("C2").value).toBe(0.3333);
  });

  it("stops reading rows once the reader has gone, so their source can note the export as broken off", async () => {
    let read = 0;
    let closed = false;
    async function* rows(): AsyncGenerator<SheetValue[][]> {
      try {
        for (let batch = 0; batch < 10_000; batch++) {
          read += 1;
          yield Array.from({ length: 500 }, (_, row) => [new Date(), `+49 ${batch} ${row}`, row / 500]);
        }
      } finally {
        closed = true;
      }
    }
    const reader = (await xlsxStream(sheet, rows(), "de")).getReader();
    await reader.read();
    await reader.cancel();
    await expect.poll(() => closed, { timeout: 10_000 }).toBe(true);
    expect(read).toBeLessThan(10_000);
  });
});
