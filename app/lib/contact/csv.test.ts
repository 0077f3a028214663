import { describe, expect, it } from "vitest";
import { csvCell, csvRow, toCsv } from "#app/lib/contact/csv.ts";

/** A small RFC 4180 reader, to prove that what we write reads back to what we meant. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  expect(cell).toBe("");
  expect(row).toEqual([]);
  return rows;
}

describe("CSV writer", () => {
  it("writes plain cells as they are and ends every row with CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", "Jörg"],
          ["", "x y"],
        ],
      ),
    ).toBe("a,b\r\n1,Jörg\r\n,x y\r\n");
  });

  it("quotes cells with commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("Müller, Söhne")).toBe('"Müller, Söhne"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("cr\r\nlf")).toBe('"cr\r\nlf"');
    expect(csvCell("semi;colon")).toBe("semi;colon");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+49 40 555")).toBe("'+49 40 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("a=1")).toBe("a=1");
    expect(csvCell("")).toBe("");
  });

  it("neutralises the fullwidth formula signs too, which some spreadsheets read as plain ones", () => {
    expect(csvCell("＝1+2")).toBe("'＝1+2");
    expect(csvCell("＋49 40")).toBe("'＋49 40");
    expect(csvCell("－2")).toBe("'－2");
    expect(csvCell("＠SUM(A1)")).toBe("'＠SUM(A1)");
    expect(csvCell("a＝1")).toBe("a＝1");
  });

  it("reads back to the original cells (apart from the apostrophe before a formula)", () => {
    const cells = ['He said "no", then left', "multi\r\nline\nand\rmore", "ünïcødé 🌍", ",", '"', "plain"];
    expect(parseCsv(csvRow(cells))).toEqual([cells]);
    expect(parseCsv(csvRow(["=1+1"]))).toEqual([["'=1+1"]]);
  });
});
