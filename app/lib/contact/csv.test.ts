import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { berlinIso, csvCell, csvRow, csvStream, toCsv } from "#app/lib/contact/csv.ts";

/**
 * A CSV reader as lenient as a spreadsheet's: a quote opens a quoted stretch only at the start of a cell,
 * `""` inside it is a quote, and after the closing quote the rest up to the next separator is taken as it
 * is (quotes included). Outside quotes, CRLF, CR and LF each end a row. Reading with `,` proves that what we
 * write reads back to what we meant; reading with `;` or a tab is what a spreadsheet in another locale does
 * to the same file.
 */
function parseCsv(text: string, separator = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let state: "start" | "quoted" | "plain" = "start";
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (state === "quoted") {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') state = "plain";
      else cell += char;
    } else if (char === '"' && state === "start") state = "quoted";
    else if (char === separator) {
      row.push(cell);
      [cell, state] = ["", "start"];
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      row.push(cell);
      rows.push(row);
      [row, cell, state] = [[], "", "start"];
    } else {
      cell += char;
      state = "plain";
    }
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** What a reader that ignores quotes altogether sees: a new cell after every separator and line break. */
function naiveCells(text: string): string[] {
  return text.split(/[,;\t\r\n]/);
}

/**
 * A cell a spreadsheet would run as a formula: one that starts with a formula sign, a tab or CR (OWASP's
 * list), even if a reader dropped quotes in front of it.
 */
const runsAsFormula = (cell: string) => /^"*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell);

/**
 * The same for a reader that went astray: spaces and line breaks are what such a reader leaves at a cell's
 * start (a line break of ours caught between quotes it misread), so a formula sign must not follow them.
 */
const runsAsFormulaTrimmed = (cell: string) => /^[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell);

/** The apostrophes the writer put in front of a formula sign, at the start and after a separator or break. */
const NEUTRALISER = /(?<=^|[,;\t\r\n])'(?=[ "]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

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
    expect(csvCell("semi;colon")).toBe('"semi;colon"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+49 40 555")).toBe("'+49 40 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe(`"'\r'=1"`);
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

  it("neutralises a formula after a semicolon, comma, tab or line break inside a cell, where another reader starts a cell", () => {
    // German Excel splits this comma-separated file on semicolons, and a quote that does not open the cell
    // it reads is an ordinary character there: quoting alone cannot keep "x" and "a;=cmd" one cell.
    expect(csvRow(["x", "a;=cmd"])).toBe(`x,"a;'=cmd"\r\n`);
    expect(parseCsv(csvRow(["x", "a;=cmd"]), ";")).toEqual([[`x,"a`, `'=cmd"`]]);
    expect(csvCell("a,@SUM(A1)")).toBe(`"a,'@SUM(A1)"`);
    expect(csvCell("a\tb")).toBe("a\tb");
    expect(csvCell("a\t-1")).toBe("a\t'-1");
    expect(csvCell("line\n+1")).toBe(`"line\n'+1"`);
    expect(csvCell("a;\r=1")).toBe(`"a;'\r'=1"`);
    // A reader may drop the quotes in front of the sign.
    expect(csvCell('a;"=1')).toBe(`"a;'""=1"`);
    expect(csvCell('"=1')).toBe(`"'""=1"`);
    expect(csvCell("a; =1")).toBe(`"a;' =1"`);
    expect(csvCell("  +1")).toBe("'  +1");
  });

  it("no reader that splits on commas, semicolons, tabs or line breaks sees a cell that starts a formula", () => {
    const cell = fc.string({
      unit: fc.constantFrom("a", " ", "ü", "'", '"', ",", ";", "\t", "\r", "\n", "=", "+", "-", "@", "＝", "＠"),
      maxLength: 12,
    });
    const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(table, ([header, ...rows]) => {
        const csv = toCsv(header!, rows);
        const meant = parseCsv(csv).flat();
        for (const read of meant) expect(runsAsFormula(read), read).toBe(false);
        const astray = [...parseCsv(csv, ";").flat(), ...parseCsv(csv, "\t").flat(), ...naiveCells(csv)];
        for (const read of [...meant, ...astray]) expect(runsAsFormulaTrimmed(read), read).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads back with commas to the cells written, apart from the apostrophes before formula signs", () => {
    const cell = fc
      .string({ unit: fc.constantFrom("a", " ", "'", '"', ",", ";", "\t", "\r", "\n", "=", "-", "＋"), maxLength: 12 })
      // An apostrophe already in front of a formula sign cannot be told from one the writer added.
      .filter((value) => value.search(NEUTRALISER) === -1);
    const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(table, ([header, ...rows]) => {
        const read = parseCsv(toCsv(header!, rows)).map((row) => row.map((c) => c.replaceAll(NEUTRALISER, "")));
        expect(read).toEqual([header, ...rows]);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads back to the original cells (apart from the apostrophe before a formula)", () => {
    const cells = ['He said "no", then left', "multi\r\nline\nand\rmore", "ünïcødé 🌍", ",", '"', "plain"];
    expect(parseCsv(csvRow(cells))).toEqual([cells]);
    expect(parseCsv(csvRow(["=1+1"]))).toEqual([["'=1+1"]]);
  });
});

describe("text Excel must not convert (decision 0065)", () => {
  /** What a text cell may hold when Excel reads `="…"`: the formula's one string, nothing else in it. */
  const onlyText = /^="[0-9 +\-/().]*"$/;
  /**
   * What a reader astray (dropping quotes, splitting elsewhere) may see start a formula: no letter, so no function
   * and no cell it could name; at worst sums of the phone number's digits.
   */
  const noNames = /^[\s"=0-9+\-/().]*$/;

  it("writes a phone number as a formula that is only its text: no apostrophe shown, no number made of it", () => {
    expect(csvCell({ text: "+49 171 9988776" })).toBe(`"=""+49 171 9988776"""`);
    expect(csvCell({ text: "040 98765" })).toBe(`"=""040 98765"""`);
    expect(csvCell({ text: "(040) 98-76/54.3" })).toBe(`"=""(040) 98-76/54.3"""`);
    expect(parseCsv(csvRow(["x", { text: "+49 171" }], ";"), ";")).toEqual([["x", '="+49 171"']]);
  });

  it("treats anything that is not a phone number as an ordinary field, formula signs neutralised", () => {
    expect(csvCell({ text: '+1"&HYPERLINK("http://evil")&"' })).toBe(`"'+1""&HYPERLINK(""http://evil"")&"""`);
    expect(csvCell({ text: "=1;+2" })).toBe(`"'=1;'+2"`);
    expect(csvCell({ text: "+49 ext. 12" })).toBe("'+49 ext. 12");
    expect(csvCell({ text: "" })).toBe("");
  });

  it("no reader of any separator sees a formula but the text's own, or one without names in it", () => {
    const value = fc.string({
      unit: fc.constantFrom("1", " ", "+", "-", "(", ")", "/", ".", "a", '"', ",", ";", "\t", "\n", "=", "@", "＋"),
      maxLength: 14,
    });
    // A row as the leads' CSV writes one: an ordinary first cell (the id), then text cells among hostile fields.
    const row = fc.array(
      fc.oneof(
        value.map((text) => ({ text })),
        value,
      ),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(row, (cells) => {
        for (const separator of [",", ";"] as const) {
          const csv = csvRow(["id", ...cells], separator);
          const meant = parseCsv(csv, separator).flat();
          for (const read of meant) expect(runsAsFormula(read) && !onlyText.test(read), read).toBe(false);
          const other = separator === "," ? ";" : ",";
          const astray = [...parseCsv(csv, other).flat(), ...parseCsv(csv, "\t").flat(), ...naiveCells(csv)];
          for (const read of astray) expect(runsAsFormulaTrimmed(read) && !noNames.test(read), read).toBe(false);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe("CSV for a spreadsheet", () => {
  const read = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
  async function* batches(...list: string[][][]) {
    yield* list;
  }

  it("starts with a UTF-8 byte-order mark and separates cells as the reader's language does", async () => {
    const rows = [
      ["Jörg", "Müller; Söhne", "=SUMME(A1)"],
      ["Zoë", "a,b", "-5 €"],
    ];
    const german = await read(
      csvStream(["Vorname", "Firma", "Nachricht"], batches(rows.slice(0, 1), rows.slice(1)), { separator: ";" }),
    );
    expect([...german.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(german);
    expect(text).toBe(`\uFEFFVorname;Firma;Nachricht\r\nJörg;"Müller; Söhne";'=SUMME(A1)\r\nZoë;"a,b";'-5 €\r\n`);
    // Read as German Excel reads it (split on ";", quotes opening a cell): every cell where it belongs.
    expect(parseCsv(text.slice(1), ";")).toEqual([
      ["Vorname", "Firma", "Nachricht"],
      ["Jörg", "Müller; Söhne", "'=SUMME(A1)"],
      ["Zoë", "a,b", "'-5 €"],
    ]);
    const english = new TextDecoder().decode(await read(csvStream(["a", "b"], batches([["1;2", "@x"]]))));
    expect(english).toBe(`a,b\r\n"1;2",'@x\r\n`);
  });

  it("is formula-safe and reads back with semicolons as the comma file does with commas", () => {
    const cell = fc.string({
      unit: fc.constantFrom("a", " ", "ü", "'", '"', ",", ";", "\t", "\r", "\n", "=", "+", "-", "@", "＝"),
      maxLength: 12,
    });
    const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(table, ([header, ...rows]) => {
        const csv = toCsv(header!, rows, ";");
        const meant = parseCsv(csv, ";");
        for (const read of meant.flat()) expect(runsAsFormula(read), read).toBe(false);
        const astray = [...parseCsv(csv, ",").flat(), ...parseCsv(csv, "\t").flat(), ...naiveCells(csv)];
        for (const read of [...meant.flat(), ...astray]) expect(runsAsFormulaTrimmed(read), read).toBe(false);
        const clean = (table: string[][]) => table.map((row) => row.map((value) => value.replaceAll(NEUTRALISER, "")));
        const written = [header!, ...rows].map((row) => row.map((value) => value.replaceAll(NEUTRALISER, "")));
        if (!written.flat().some((value) => value !== value.replaceAll(NEUTRALISER, "")))
          expect(clean(meant)).toEqual(written);
      }),
      { numRuns: 1000 },
    );
  });

  it("writes times in Berlin time with their offset, winter and summer", () => {
    expect(berlinIso(new Date("2026-11-25T13:03:00Z"))).toBe("2026-11-25T14:03:00+01:00");
    expect(berlinIso(new Date("2026-07-01T22:30:05Z"))).toBe("2026-07-02T00:30:05+02:00");
    // The night the clocks go back: the same wall time twice, told apart by the offset.
    expect(berlinIso(new Date("2026-10-25T00:30:00Z"))).toBe("2026-10-25T02:30:00+02:00");
    expect(berlinIso(new Date("2026-10-25T01:30:00Z"))).toBe("2026-10-25T02:30:00+01:00");
    expect(berlinIso(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01T00:00:00+01:00");
  });

  it("reads no batch ahead of the reader", async () => {
    let produced = 0;
    async function* counting() {
      for (let batch = 0; batch < 100; batch++) {
        produced++;
        yield [[String(batch)]];
      }
    }
    const reader = csvStream(["n"], counting()).getReader();
    await reader.read();
    await reader.read();
    expect(produced).toBeLessThanOrEqual(2);
    await reader.cancel();
  });
});
