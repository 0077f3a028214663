import { describe, expect, it } from "vitest";
import { csvField, exportFileName, roundedRate, sheetCsv, type Sheet } from "#app/lib/contact/sheet.ts";

describe("a sheet's values in CSV", () => {
  it("writes a moment as a date and time a spreadsheet reads, in Berlin time, winter and summer", () => {
    expect(csvField("moment", new Date("2026-11-25T13:03:00Z"), "de")).toBe("2026-11-25 14:03:00");
    expect(csvField("moment", new Date("2026-07-01T22:30:05Z"), "en")).toBe("2026-07-02 00:30:05");
  });

  it("writes numbers with the reader's decimal sign, rates to a hundredth of a per cent", () => {
    expect(csvField("rate", 1 / 3, "en")).toBe("0.3333");
    expect(csvField("rate", 1 / 3, "de")).toBe("0,3333");
    expect(csvField("rate", 1, "de")).toBe("1");
    expect(csvField("count", 12_345, "de")).toBe("12345");
    expect(roundedRate(0.123_456)).toBe(0.1235);
  });

  it("keeps a phone number as text for Excel, and other text as it is", () => {
    expect(csvField("phone", "+49 40 555", "de")).toEqual({ text: "+49 40 555" });
    expect(csvField("text", "=1", "de")).toBe("=1");
  });

  it("streams the sheet with a byte-order mark and the reader's separator", async () => {
    const sheet: Sheet = {
      name: "Test",
      columns: [
        { header: "Quelle", kind: "text", width: 10 },
        { header: "Rate", kind: "rate", width: 10 },
      ],
    };
    async function* rows() {
      yield [["Direkt", 0.25]];
    }
    const bytes = await new Response(sheetCsv(sheet, rows(), "de")).arrayBuffer();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe('\uFEFFQuelle;Rate\r\nDirekt;"0,25"\r\n');
  });
});

describe("a download's file name", () => {
  it("names the view in the reader's words and the day, in plain ASCII", () => {
    expect(exportFileName(["leads", "Neu"], ["2026-11-28"], "xlsx")).toBe("leads-neu-2026-11-28.xlsx");
    expect(exportFileName(["statistik", "Tag für Tag"], ["2026-11-01", "2026-11-28"], "csv")).toBe(
      "statistik-tag-fuer-tag-2026-11-01-2026-11-28.csv",
    );
    expect(exportFileName(["Größe", "Café", "x/../y"], [], "csv")).toBe("groesse-cafe-x-y.csv");
  });
});
