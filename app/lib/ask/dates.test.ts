import { describe, expect, it } from "vitest";
import { readDates } from "#app/lib/ask/dates.ts";
import { readQuestion } from "#app/lib/ask/parse.ts";

// A Wednesday: its ISO week runs from Monday 16 to Sunday 22 November 2026 (week 47 of 53).
const today = "2026-11-18";

const range = (text: string, on = today) => readDates(text, on)?.range;
const compared = (text: string, on = today) => readDates(text, on)?.compareDateRange;

/** The question without the words the reading consumed: what the rest of the parser gets to read. */
function rest(text: string, on = today): string {
  const spans = readDates(text, on)?.spans ?? [];
  const kept = spans.reduceRight((out, [start, end]) => out.slice(0, start) + out.slice(end), text);
  return kept.replace(/\s+/g, " ").trim();
}

/** Each text, read on `on`, names `expected` ([from, to]); the text is the failure's label. */
function expectRanges(cases: [string, [string, string]][], on = today) {
  for (const [text, expected] of cases) expect(range(text, on), text).toEqual(expected);
}

describe("days by name", () => {
  it("reads today, yesterday and the day before in both languages, as single days", () => {
    expectRanges([
      ["today", [today, today]],
      ["heute", [today, today]],
      ["yesterday", ["2026-11-17", "2026-11-17"]],
      ["gestern", ["2026-11-17", "2026-11-17"]],
      ["the day before yesterday", ["2026-11-16", "2026-11-16"]],
      ["vorgestern", ["2026-11-16", "2026-11-16"]],
      ["Leads von vorvorgestern", ["2026-11-15", "2026-11-15"]],
    ]);
    expect(readDates("Visitors yesterday", today)).toMatchObject({ grain: "day", future: false, clipped: false });
  });

  it("keeps a part of the day with its day, and a morning that is no tomorrow out", () => {
    expectRanges([
      ["Besucher heute Morgen", [today, today]],
      ["gestern Abend", ["2026-11-17", "2026-11-17"]],
      ["yesterday evening", ["2026-11-17", "2026-11-17"]],
    ]);
    expect(rest("Besucher heute Morgen")).toBe("Besucher");
    // "am Morgen" is the morning: a time of day the caller may refuse, not tomorrow.
    expect(readDates("Besucher am Morgen", today)).toBeUndefined();
    expect(rest("Guten Morgen, wie viele Besucher heute?")).toBe("Guten Morgen, wie viele Besucher ?");
  });
});

describe("the current period", () => {
  it("runs from its start to today, clipped, in whatever words it is asked", () => {
    expectRanges([
      ["this week", ["2026-11-16", today]],
      ["diese Woche", ["2026-11-16", today]],
      ["current week", ["2026-11-16", today]],
      ["in der laufenden Woche", ["2026-11-16", today]],
      ["this month", ["2026-11-01", today]],
      ["diesen Monat", ["2026-11-01", today]],
      ["dieser Monat", ["2026-11-01", today]],
      ["im aktuellen Monat", ["2026-11-01", today]],
      ["so far this month", ["2026-11-01", today]],
      ["this month so far", ["2026-11-01", today]],
      ["bisher in diesem Monat", ["2026-11-01", today]],
      ["this quarter", ["2026-10-01", today]],
      ["dieses Quartal", ["2026-10-01", today]],
      ["this year", ["2026-01-01", today]],
      ["dieses Jahr", ["2026-01-01", today]],
      ["im laufenden Jahr", ["2026-01-01", today]],
    ]);
    expect(readDates("this month", today)).toMatchObject({ grain: "month", clipped: true, future: false });
    expect(readDates("dieses Quartal", today)?.grain).toBe("quarter");
  });

  it("is one day on a Monday and a whole, unclipped week on a Sunday", () => {
    expect(readDates("this week", "2026-11-16")).toMatchObject({ range: ["2026-11-16", "2026-11-16"], clipped: true });
    expect(readDates("this week", "2026-11-22")).toMatchObject({ range: ["2026-11-16", "2026-11-22"], clipped: false });
  });

  it("starts a new year on 1 January, in ISO week 53 of the old one", () => {
    // Saturday 2 January 2027 still belongs to week 53 of 2026, which began on Monday 28 December.
    expectRanges(
      [
        ["this year", ["2027-01-01", "2027-01-02"]],
        ["this week", ["2026-12-28", "2027-01-02"]],
        ["this month", ["2027-01-01", "2027-01-02"]],
      ],
      "2027-01-02",
    );
  });
});

describe("the previous period", () => {
  it("is the whole calendar week, month, quarter or year before the current one", () => {
    expectRanges([
      ["last week", ["2026-11-09", "2026-11-15"]],
      ["the previous week", ["2026-11-09", "2026-11-15"]],
      ["past week", ["2026-11-09", "2026-11-15"]],
      ["letzte Woche", ["2026-11-09", "2026-11-15"]],
      ["vergangene Woche", ["2026-11-09", "2026-11-15"]],
      ["vorige Woche", ["2026-11-09", "2026-11-15"]],
      ["in der Vorwoche", ["2026-11-09", "2026-11-15"]],
      ["last month", ["2026-10-01", "2026-10-31"]],
      ["letzten Monat", ["2026-10-01", "2026-10-31"]],
      ["im letzten Monat", ["2026-10-01", "2026-10-31"]],
      ["im Vormonat", ["2026-10-01", "2026-10-31"]],
      ["last quarter", ["2026-07-01", "2026-09-30"]],
      ["im Vorquartal", ["2026-07-01", "2026-09-30"]],
      ["last year", ["2025-01-01", "2025-12-31"]],
      ["im Vorjahr", ["2025-01-01", "2025-12-31"]],
      ["im vergangenen Jahr", ["2025-01-01", "2025-12-31"]],
      ["the week before last", ["2026-11-02", "2026-11-08"]],
      ["vorletzte Woche", ["2026-11-02", "2026-11-08"]],
    ]);
    expect(readDates("last week", today)).toMatchObject({ grain: "week", clipped: false, future: false });
    expect(readDates("Vorquartal", today)?.grain).toBe("quarter");
  });

  it("crosses the year on 1 January and takes in 29 February in a leap year", () => {
    expectRanges(
      [
        ["last week", ["2026-12-21", "2026-12-27"]],
        ["last month", ["2026-12-01", "2026-12-31"]],
        ["last quarter", ["2026-10-01", "2026-12-31"]],
        ["yesterday", ["2026-12-31", "2026-12-31"]],
      ],
      "2027-01-01",
    );
    expect(range("last month", "2028-03-15")).toEqual(["2028-02-01", "2028-02-29"]);
  });

  it("is the week before this one on a Monday and on a Sunday alike", () => {
    expect(range("last week", "2026-11-16")).toEqual(["2026-11-09", "2026-11-15"]);
    expect(range("last week", "2026-11-22")).toEqual(["2026-11-09", "2026-11-15"]);
  });
});

describe("the last N days, weeks and months", () => {
  it("end today, as the dashboard's presets do", () => {
    expectRanges([
      ["the last 7 days", ["2026-11-12", today]],
      ["last seven days", ["2026-11-12", today]],
      ["in den letzten 30 Tagen", ["2026-10-20", today]],
      ["die letzten dreißig Tage", ["2026-10-20", today]],
      ["die letzten dreissig Tage", ["2026-10-20", today]],
      ["the last twenty-one days", ["2026-10-29", today]],
      ["in den letzten einundzwanzig Tagen", ["2026-10-29", today]],
      ["letzte zwei Wochen", ["2026-11-09", today]],
      ["the past 2 weeks", ["2026-11-09", today]],
      ["past 3 months", ["2026-09-01", today]],
      ["die vergangenen drei Monate", ["2026-09-01", today]],
    ]);
    expect(readDates("last 7 days", today)?.grain).toBe("day");
    expect(readDates("letzte zwei Wochen", today)?.grain).toBe("week");
    expect(readDates("past 3 months", today)?.grain).toBe("month");
  });

  it("count months and weeks as the current one to date and the ones before it", () => {
    expect(range("last 3 months", "2026-05-31")).toEqual(["2026-03-01", "2026-05-31"]);
    expect(range("last 1 month", "2026-03-15")).toEqual(["2026-03-01", "2026-03-15"]);
    expect(range("letzte 12 Monate", "2026-11-28")).toEqual(["2025-12-01", "2026-11-28"]);
    // A Monday's two weeks: the week before and today.
    expect(range("last 2 weeks", "2026-11-23")).toEqual(["2026-11-16", "2026-11-23"]);
  });

  it("read 'seit 3 Tagen' as the same stretch", () => {
    expect(range("seit 3 Tagen")).toEqual(["2026-11-16", today]);
  });
});

describe("ISO week numbers", () => {
  it("read every way of writing a week number as that Monday-to-Sunday week", () => {
    for (const text of [
      "KW 12",
      "KW12",
      "KW 12/2026",
      "KW12/26",
      "Kalenderwoche 12",
      "week 12",
      "calendar week 12",
      "W12",
    ])
      expect(readDates(text, today), text).toMatchObject({ range: ["2026-03-16", "2026-03-22"], grain: "week" });
  });

  it("take the most recent week of that number that has begun", () => {
    // Week 50 of 2026 starts on 7 December, so it is last year's.
    expect(range("KW 50")).toEqual(["2025-12-08", "2025-12-14"]);
    expect(readDates("KW 47", today)).toMatchObject({ range: ["2026-11-16", today], clipped: true });
  });

  it("know that 2026 has 53 weeks and that week 1 of 2027 starts on 4 January", () => {
    expect(readDates("KW 53/2026", today)).toMatchObject({ range: ["2026-12-28", "2027-01-03"], future: true });
    expect(readDates("KW 1/2027", today)).toMatchObject({ range: ["2027-01-04", "2027-01-10"], future: true });
    expect(range("KW 53", "2027-01-02")).toEqual(["2026-12-28", "2027-01-02"]);
    // On 2 January week 1 of 2027 has not begun: the one meant is 2026's, which began in December 2025.
    expect(range("KW 1", "2027-01-02")).toEqual(["2025-12-29", "2026-01-04"]);
    expect(range("KW 1", "2027-01-05")).toEqual(["2027-01-04", "2027-01-05"]);
  });

  it("name no week that a year does not have", () => {
    expect(readDates("KW 53/2025", today)).toBeUndefined();
  });
});

describe("quarters", () => {
  it("read Q3, 3. Quartal, drittes Quartal and third quarter alike", () => {
    for (const text of [
      "Q3",
      "Q3 2026",
      "3. Quartal",
      "drittes Quartal",
      "im dritten Quartal",
      "third quarter",
      "3rd quarter",
    ])
      expect(readDates(text, today), text).toMatchObject({ range: ["2026-07-01", "2026-09-30"], grain: "quarter" });
  });

  it("take the year when named, and otherwise the most recent quarter that has begun", () => {
    expectRanges([
      ["Q3 2025", ["2025-07-01", "2025-09-30"]],
      ["Q3/25", ["2025-07-01", "2025-09-30"]],
      ["im dritten Quartal 2025", ["2025-07-01", "2025-09-30"]],
      ["the first quarter of 2025", ["2025-01-01", "2025-03-31"]],
      ["Q4", ["2026-10-01", today]],
    ]);
    // In February the fourth quarter is last year's.
    expect(range("Q4", "2026-02-10")).toEqual(["2025-10-01", "2025-12-31"]);
  });
});

describe("months", () => {
  it("read names and abbreviations in both languages as the most recent such month that has begun", () => {
    for (const text of ["October", "in October", "im Oktober", "Okt.", "Oct", "oktober"])
      expect(readDates(text, today), text).toMatchObject({ range: ["2026-10-01", "2026-10-31"], grain: "month" });
    // December has not come yet this year, so it is last year's; November is cut at today.
    expect(range("December")).toEqual(["2025-12-01", "2025-12-31"]);
    expect(readDates("im November", today)).toMatchObject({ range: ["2026-11-01", today], clipped: true });
  });

  it("take a year after the name", () => {
    expectRanges([
      ["Oktober 2025", ["2025-10-01", "2025-10-31"]],
      ["March 2025", ["2025-03-01", "2025-03-31"]],
      ["Feb. 2028", ["2028-02-01", "2028-02-29"]],
      ["2025-10", ["2025-10-01", "2025-10-31"]],
    ]);
  });

  it("forgive one typing error in a long name, and umlauts written or dropped", () => {
    expectRanges([
      ["im Oktobr", ["2026-10-01", "2026-10-31"]],
      ["Febuary 2025", ["2025-02-01", "2025-02-28"]],
      ["Dezmber", ["2025-12-01", "2025-12-31"]],
      ["Janaury", ["2026-01-01", "2026-01-31"]],
      ["im März", ["2026-03-01", "2026-03-31"]],
      ["im Maerz", ["2026-03-01", "2026-03-31"]],
      ["im Marz", ["2026-03-01", "2026-03-31"]],
    ]);
    // A real word one letter from "March" stays a word.
    expect(readDates("which pages match", today)).toBeUndefined();
  });

  it("read English 'may' as the month only where a preposition, a day or a year makes it one", () => {
    expect(readDates("may I see the leads", today)).toBeUndefined();
    expect(readDates("the top 5 may differ", today)).toBeUndefined();
    expectRanges([
      ["leads in may", ["2026-05-01", "2026-05-31"]],
      ["Visitors May 2025", ["2025-05-01", "2025-05-31"]],
      ["since May", ["2026-05-01", today]],
      ["on 5 May", ["2026-05-05", "2026-05-05"]],
      ["im Mai", ["2026-05-01", "2026-05-31"]],
    ]);
    expect(rest("May we see the leads from May 2025")).toBe("May we see the leads");
    // "Jan" is a name after "von"/"from", and a month after "seit" or before a year.
    expect(rest("Leads von Jan im Oktober")).toBe("Leads von Jan");
    expect(range("seit Jan")).toEqual(["2026-01-01", today]);
    expect(range("Jan 2025")).toEqual(["2025-01-01", "2025-01-31"]);
  });
});

describe("since", () => {
  it("runs from the start of the most recent such time that has begun to today", () => {
    expectRanges([
      ["since March", ["2026-03-01", today]],
      ["seit März", ["2026-03-01", today]],
      // Never next December.
      ["seit Dezember", ["2025-12-01", today]],
      ["seit dem 1. Oktober", ["2026-10-01", today]],
      ["since October 1st", ["2026-10-01", today]],
      ["since the beginning of October", ["2026-10-01", today]],
      ["seit Anfang Oktober", ["2026-10-01", today]],
      ["since Monday", ["2026-11-16", today]],
      ["seit Montag", ["2026-11-16", today]],
      ["seit KW 40", ["2026-09-28", today]],
      ["since 2025", ["2025-01-01", today]],
    ]);
    expect(readDates("seit März", today)).toMatchObject({ grain: "month", future: false });
  });

  it("reads the start of the year, quarter or month, and the to-date abbreviations", () => {
    expectRanges([
      ["seit Jahresbeginn", ["2026-01-01", today]],
      ["ab Jahresanfang", ["2026-01-01", today]],
      ["since the start of the year", ["2026-01-01", today]],
      ["seit Beginn dieses Jahres", ["2026-01-01", today]],
      ["year to date", ["2026-01-01", today]],
      ["year-to-date", ["2026-01-01", today]],
      ["YTD", ["2026-01-01", today]],
      ["seit Anfang des Monats", ["2026-11-01", today]],
      ["seit Monatsbeginn", ["2026-11-01", today]],
      ["since the start of the month", ["2026-11-01", today]],
      ["month to date", ["2026-11-01", today]],
      ["seit Quartalsbeginn", ["2026-10-01", today]],
    ]);
  });

  it("takes today when today is the Monday asked about", () => {
    expect(range("since Monday", "2026-11-16")).toEqual(["2026-11-16", "2026-11-16"]);
    expect(range("seit Montag", "2026-11-22")).toEqual(["2026-11-16", "2026-11-22"]);
  });

  it("keeps words that close the span", () => {
    expect(rest("Besucher seit März bis heute")).toBe("Besucher");
    expect(range("von März bis heute")).toEqual(["2026-03-01", today]);
  });
});

describe("explicit days and spans", () => {
  it("read a day written in words or digits, English or German", () => {
    for (const text of ["am 3. Oktober", "on 3 October", "October 3rd", "the 3rd of October", "3.10.", "Oct 3"])
      expect(readDates(text, today), text).toMatchObject({ range: ["2026-10-03", "2026-10-03"], grain: "day" });
    for (const text of ["3.10.2025", "2025-10-03", "3. Oktober 2025", "October 3, 2025", "3.10.25"])
      expect(range(text), text).toEqual(["2025-10-03", "2025-10-03"]);
  });

  it("take a day without a year from the most recent year that has had it", () => {
    expect(range("am 20. November")).toEqual(["2025-11-20", "2025-11-20"]);
    expect(range("29.2.")).toEqual(["2024-02-29", "2024-02-29"]);
    expect(range("29.2.", "2028-03-01")).toEqual(["2028-02-29", "2028-02-29"]);
    expect(readDates("29.2.2026", today)).toBeUndefined();
  });

  it("read a span with its month named once, at either end", () => {
    for (const text of [
      "vom 1. bis 15. Oktober",
      "from October 1 to 15",
      "between 1 and 15 October",
      "1.–15.10.",
      "1.-15.10.",
      "zwischen dem 1. und dem 15. Oktober",
      "from the 1st to the 15th of October",
      "between October 1 and October 15",
      "October 1 to 15",
      "vom 1.10. bis zum 15.10.",
    ])
      expect(readDates(text, today), text).toMatchObject({ range: ["2026-10-01", "2026-10-15"], grain: "day" });
  });

  it("place a span's year from whichever end names it, and run across New Year", () => {
    expectRanges([
      ["vom 1. bis 15. Oktober 2025", ["2025-10-01", "2025-10-15"]],
      ["2025-10-01 to 2025-10-15", ["2025-10-01", "2025-10-15"]],
      ["vom 20. Dezember bis 5. Januar", ["2025-12-20", "2026-01-05"]],
      ["von März bis Mai", ["2026-03-01", "2026-05-31"]],
      ["from Q1 to Q3 2025", ["2025-01-01", "2025-09-30"]],
    ]);
    expect(readDates("von März bis Mai", today)?.grain).toBe("month");
    // A span that reaches past today is cut there.
    expect(readDates("vom 1. bis 25. November", today)).toMatchObject({ range: ["2026-11-01", today], clipped: true });
  });

  it("read weekdays (the most recent, or the last one before today) and days counted back", () => {
    expectRanges([
      ["am Montag", ["2026-11-16", "2026-11-16"]],
      ["on Wednesday", [today, today]],
      ["last Wednesday", ["2026-11-11", "2026-11-11"]],
      ["letzten Freitag", ["2026-11-13", "2026-11-13"]],
      ["3 days ago", ["2026-11-15", "2026-11-15"]],
      ["vor zwei Tagen", ["2026-11-16", "2026-11-16"]],
      ["last weekend", ["2026-11-14", "2026-11-15"]],
    ]);
  });
});

describe("years", () => {
  it("read a year standing alone or after in, im Jahr, year, since", () => {
    for (const text of ["2025", "in 2025", "im Jahr 2025", "in the year 2025", "leads from 2025"])
      expect(readDates(text, today), text).toMatchObject({ range: ["2025-01-01", "2025-12-31"], grain: "year" });
    expect(readDates("im Jahr 2026", today)).toMatchObject({ range: ["2026-01-01", today], clipped: true });
  });

  it("leave a number that counts things alone", () => {
    expect(readDates("top 2025 pages", today)).toBeUndefined();
    expect(readDates("more than 2025 visitors", today)).toBeUndefined();
  });
});

describe("comparisons", () => {
  it("compare a period to date with the same days of the one before", () => {
    expect(readDates("this week vs last week", today)).toMatchObject({
      range: ["2026-11-16", today],
      compareDateRange: ["2026-11-09", "2026-11-11"],
    });
    expect(compared("diese Woche im Vergleich zur Vorwoche")).toEqual(["2026-11-09", "2026-11-11"]);
    expect(compared("this month vs last month")).toEqual(["2026-10-01", "2026-10-18"]);
    expect(compared("diesen Monat verglichen mit dem Vormonat")).toEqual(["2026-10-01", "2026-10-18"]);
    expect(compared("this year vs last year")).toEqual(["2025-01-01", "2025-11-18"]);
    expect(compared("YTD vs. Vorjahr")).toEqual(["2025-01-01", "2025-11-18"]);
  });

  it("cut the days of a month to date at the end of a shorter month before", () => {
    expect(compared("this month vs last month", "2026-03-30")).toEqual(["2026-02-01", "2026-02-28"]);
    // On the 31st the month is whole, and so is the one it is compared with.
    expect(compared("this month vs last month", "2026-03-31")).toEqual(["2026-02-01", "2026-02-28"]);
    expect(compared("this week vs last week", "2026-11-22")).toEqual(["2026-11-09", "2026-11-15"]);
  });

  it("compare with the same number of days just before", () => {
    for (const text of [
      "last 7 days compared with the previous period",
      "letzte 7 Tage vs. Vorperiode",
      "die letzten 7 Tage im Vergleich zum vorherigen Zeitraum",
      "last 7 days vs last week",
    ])
      expect(compared(text), text).toEqual(["2026-11-05", "2026-11-11"]);
  });

  it("count 'last month' or 'last year' back from the period asked about", () => {
    expect(compared("visitors in October compared with last month")).toEqual(["2026-09-01", "2026-09-30"]);
    expect(compared("Q3 vs previous quarter")).toEqual(["2026-04-01", "2026-06-30"]);
    expect(compared("KW 12 vs Vorwoche")).toEqual(["2026-03-09", "2026-03-15"]);
    expect(compared("last week vs the week before")).toEqual(["2026-11-02", "2026-11-08"]);
    expect(compared("October vs a year ago")).toEqual(["2025-10-01", "2025-10-31"]);
  });

  it("compare with the same dates a year earlier, 29 February becoming 28", () => {
    for (const text of [
      "this month vs same period last year",
      "diesen Monat gegenüber dem Vorjahreszeitraum",
      "diesen Monat im Vergleich zum gleichen Zeitraum des Vorjahres",
      "this month year over year",
    ])
      expect(compared(text), text).toEqual(["2025-11-01", "2025-11-18"]);
    expect(compared("am 29.2.2028 im Vergleich zum Vorjahr", "2028-03-05")).toEqual(["2027-02-28", "2027-02-28"]);
    // A whole February compares with the whole February before, leap day included.
    expect(compared("Februar 2029 vs Vorjahr", "2029-03-05")).toEqual(["2028-02-01", "2028-02-29"]);
  });

  it("compare with a period named outright", () => {
    expect(compared("Oktober verglichen mit September")).toEqual(["2026-09-01", "2026-09-30"]);
    expect(compared("KW 12 vs KW 11")).toEqual(["2026-03-09", "2026-03-15"]);
    expect(compared("2025 vs 2024")).toEqual(["2024-01-01", "2024-12-31"]);
    expect(compared("today vs the day before yesterday")).toEqual(["2026-11-16", "2026-11-16"]);
    expect(compared("last week vs the week before last")).toEqual(["2026-11-02", "2026-11-08"]);
  });

  it("find the comparison after an earlier 'compare', or before the period compared", () => {
    expect(readDates("Vergleiche die Besucher im Oktober mit dem Vormonat", today)).toMatchObject({
      range: ["2026-10-01", "2026-10-31"],
      compareDateRange: ["2026-09-01", "2026-09-30"],
    });
    expect(rest("Vergleiche die Besucher im Oktober mit dem Vormonat")).toBe("die Besucher");
    expect(compared("Compare October to September")).toEqual(["2026-09-01", "2026-09-30"]);
    expect(rest("how do visitors this month compare with last month")).toBe("how do visitors");
    expect(readDates("Compared to last year, how many visitors this month?", today)).toMatchObject({
      range: ["2026-11-01", today],
      compareDateRange: ["2025-11-01", "2025-11-18"],
    });
  });

  it("ask for none when no period follows the comparison word", () => {
    expect(compared("LinkedIn vs Google in October")).toBeUndefined();
    expect(compared("visitors in October, LinkedIn vs Google")).toBeUndefined();
    expect(rest("visitors in October, LinkedIn vs Google")).toBe("visitors , LinkedIn vs Google");
  });

  it("read 'than' and 'als' as comparison words: what follows is what the period is compared with", () => {
    expect(compared("were there more leads this month than last month")).toEqual(["2026-10-01", "2026-10-18"]);
    expect(compared("mehr Besucher diese Woche als letzte Woche?")).toEqual(["2026-11-09", "2026-11-11"]);
    expect(compared("is today busier than yesterday")).toEqual(["2026-11-17", "2026-11-17"]);
    expect(compared("lief es gestern besser als am Vortag")).toEqual(["2026-11-16", "2026-11-16"]);
    expect(rest("mehr Besucher diese Woche als letzte Woche?")).toBe("mehr Besucher ?");
    // "als" and "than" before a figure are no comparison of periods.
    expect(compared("mehr als 20 Besucher gestern")).toBeUndefined();
  });

  it("compare with the same day some time before", () => {
    expect(compared("demo requests on Monday vs the same day a week earlier")).toEqual(["2026-11-09", "2026-11-09"]);
    expect(compared("Leads gestern verglichen mit dem selben Tag vor zwei Wochen")).toEqual([
      "2026-11-03",
      "2026-11-03",
    ]);
  });

  it("count 'the N days before' and 'the previous N weeks' back from the period asked about", () => {
    expect(compared("the last 14 days against the 14 days before")).toEqual(["2026-10-22", "2026-11-04"]);
    expect(compared("die letzten 2 Wochen gegenüber den vorangegangenen 2 Wochen")).toEqual([
      "2026-10-26",
      "2026-11-08",
    ]);
    expect(compared("Oktober im Vergleich zu den drei Monaten davor")).toEqual(["2026-07-01", "2026-09-30"]);
    expect(compared("past 10 days vs prior 10 days")).toEqual(["2026-10-30", "2026-11-08"]);
  });

  it("read a determiner alone as the unit asked about: 'compared with the previous one', 'zum vorletzten'", () => {
    expect(compared("this quarter compared with the previous one")).toEqual(["2026-07-01", "2026-08-18"]);
    expect(compared("letzten Monat im Vergleich zum vorletzten")).toEqual(["2026-09-01", "2026-09-30"]);
    // A day has no unit to stand for.
    expect(compared("yesterday vs the previous")).toBeUndefined();
  });

  it("never compare a period with itself", () => {
    expect(compared("last 7 days vs the last 7 days")).toBeUndefined();
    expect(rest("visitors last 7 days vs the last 7 days")).toBe("visitors vs the last 7 days");
  });
});

describe("chat abbreviations and typing errors in date words", () => {
  it("reads wk, yrs and hrs as units", () => {
    expect(range("visitors last wk")).toEqual(["2026-11-09", "2026-11-15"]);
    expect(range("leads over the past 2 yrs")).toEqual(["2025-01-01", today]);
    expect(range("page views in the last 48 hrs")).toEqual(["2026-11-16", today]);
  });

  it("reads a determiner with one typing error before a unit or a count, and says so", () => {
    expect(readDates("Besucher lezten Monat", today)).toMatchObject({
      range: ["2026-10-01", "2026-10-31"],
      corrections: [{ typed: "lezten", read: "letzten" }],
    });
    expect(range("Leads der letzen 3 Tage")).toEqual(["2026-11-16", today]);
    expect(range("visitors previuos week")).toEqual(["2026-11-09", "2026-11-15"]);
    expect(readDates("Oktobr visitors", today)?.corrections).toEqual([{ typed: "Oktobr", read: "oktober" }]);
    // Before a word that is no unit, a word one letter away from "letzte" is left alone.
    expect(readDates("die letze Anfrage", today)).toBeUndefined();
  });

  it("reads a day word with one typing error, and says so", () => {
    expect(readDates("Demoanfragen vorgesten", today)).toMatchObject({
      range: ["2026-11-16", "2026-11-16"],
      corrections: [{ typed: "vorgesten", read: "vorgestern" }],
    });
    expect(range("leads from yesteday")).toEqual(["2026-11-17", "2026-11-17"]);
    expect(range("Besucher gesten abend")).toEqual(["2026-11-17", "2026-11-17"]);
    expect(range("signups tomorow")).toEqual(["2026-11-19", "2026-11-19"]);
  });
});

describe("the future", () => {
  it("is flagged and kept whole", () => {
    expectRanges([
      ["tomorrow", ["2026-11-19", "2026-11-19"]],
      ["morgen", ["2026-11-19", "2026-11-19"]],
      ["übermorgen", ["2026-11-20", "2026-11-20"]],
      ["next week", ["2026-11-23", "2026-11-29"]],
      ["nächste Woche", ["2026-11-23", "2026-11-29"]],
      ["naechste Woche", ["2026-11-23", "2026-11-29"]],
      ["next month", ["2026-12-01", "2026-12-31"]],
      ["kommenden Monat", ["2026-12-01", "2026-12-31"]],
      ["next quarter", ["2027-01-01", "2027-03-31"]],
      ["nächstes Jahr", ["2027-01-01", "2027-12-31"]],
      ["in the next 7 days", ["2026-11-19", "2026-11-25"]],
      ["in den nächsten 7 Tagen", ["2026-11-19", "2026-11-25"]],
      ["im Dezember 2026", ["2026-12-01", "2026-12-31"]],
      ["on 2026-12-01", ["2026-12-01", "2026-12-01"]],
      ["next Friday", ["2026-11-20", "2026-11-20"]],
    ]);
    expect(readDates("im Dezember 2026", today)).toMatchObject({ future: true, clipped: false, grain: "month" });
  });

  it("is not what has begun, even when it runs on past today", () => {
    expect(readDates("im November 2026", today)).toMatchObject({ future: false, clipped: true });
    expect(readDates("Dezember", today)?.future).toBe(false);
  });
});

describe("words that are no dates", () => {
  it("are left to the caller: grains, bare units, counts, names", () => {
    for (const text of [
      "weekly visitors",
      "visitors per week",
      "leads by month",
      "Besucher pro Woche",
      "monatlich",
      "Besucher nach Tagen",
      "täglich",
      "jeden Tag",
      "Woche",
      "the month",
      "visitors by time of day",
      "top 5 pages",
      "5 leads",
      "die letzten 5 Leads",
      "Maier",
      "Maifeiertag",
      "visitors on Mondays",
      "W3C",
    ])
      expect(readDates(text, today), text).toBeUndefined();
  });

  it("are not consumed around a date", () => {
    expect(rest("weekly visitors in October")).toBe("weekly visitors");
    expect(rest("Besucher pro Woche seit März")).toBe("Besucher pro Woche");
    expect(rest("top 5 pages last week")).toBe("top 5 pages");
  });
});

describe("the words a reading consumed", () => {
  it("are given as character offsets, a full stop of an abbreviation included", () => {
    expect(readDates("Leads im Okt. vs. Sept.", today)?.spans).toEqual([
      [6, 8],
      [9, 13],
      [14, 17],
      [18, 23],
    ]);
    expect(
      rest("Wie viele Leads kamen in den letzten 30 Tagen über LinkedIn im Vergleich zum Vorjahreszeitraum?"),
    ).toBe("Wie viele Leads kamen über LinkedIn ?");
  });

  it("cover the first period only when a second one has no comparison word", () => {
    expect(readDates("October and November", today)?.range).toEqual(["2026-10-01", "2026-10-31"]);
    expect(rest("October and November")).toBe("and November");
    expect(rest("visitors in October, leads in November")).toBe("visitors , leads in November");
  });
});

describe("counts written as words beyond twenty", () => {
  it("reads tens and their ones in both languages", () => {
    expectRanges([
      ["the last forty days", ["2026-10-10", today]],
      ["the past seventy-five days", ["2026-09-05", today]],
      ["in den letzten fünfundvierzig Tagen", ["2026-10-05", today]],
      ["die vergangenen sechzig Tage", ["2026-09-20", today]],
    ]);
  });
});

describe("more ways of naming a period", () => {
  it("reads Austrian and Bavarian 'heuer' as this year", () => {
    expectRanges([
      ["Leads heuer", ["2026-01-01", today]],
      ["Seitenaufrufe von heuer im Vergleich zum Vorjahr", ["2026-01-01", today]],
    ]);
    expect(compared("Besucher heuer gegenüber dem Vorjahr")).toEqual(["2025-01-01", "2025-11-18"]);
  });

  it("reads a whole period as that period", () => {
    expectRanges([
      ["leads for the entire month of October", ["2026-10-01", "2026-10-31"]],
      ["visitors in all of 2024", ["2024-01-01", "2024-12-31"]],
      ["Besucher im ganzen letzten Monat", ["2026-10-01", "2026-10-31"]],
      ["Leads im kompletten September", ["2026-09-01", "2026-09-30"]],
    ]);
    // The words saying "whole" belong to the period: nothing is left for the parser to stumble on.
    expect(rest("visitors in all of 2024")).toBe("visitors");
    expect(rest("Besucher im ganzen letzten Monat")).toBe("Besucher");
  });

  it("reads a week number with 'number' or 'Nr.' before it, or an ordinal before a calendar week", () => {
    expectRanges([
      ["visitors in week number 40", ["2026-09-28", "2026-10-04"]],
      ["Besucher in KW Nr. 40", ["2026-09-28", "2026-10-04"]],
      ["die 40. Kalenderwoche", ["2026-09-28", "2026-10-04"]],
      ["in der 40. KW", ["2026-09-28", "2026-10-04"]],
    ]);
    // A plain "3. Woche" may be a month's: not read as week 3.
    expect(range("in der 3. Woche")).toBeUndefined();
  });

  it("reads 'gegen' as a comparison", () => {
    expect(compared("Leads September gegen August")).toEqual(["2026-08-01", "2026-08-31"]);
    expect(compared("Besucher diese Woche gegen letzte Woche")).toEqual(["2026-11-09", "2026-11-11"]);
  });
});

describe("units with a typing error", () => {
  it("reads a unit one letter off after a determiner or a count, and says so", () => {
    expectRanges([
      ["visitors this wek", ["2026-11-16", "2026-11-18"]],
      ["leads previous monh", ["2026-10-01", "2026-10-31"]],
      ["Besucher letztes Quatal", ["2026-07-01", "2026-09-30"]],
      ["Leads vorige Wohce", ["2026-11-09", "2026-11-15"]],
    ]);
    expect(range("the last 2 weks")).toEqual(range("the last 2 weeks"));
    expect(readDates("demo requests past yaer", today)?.corrections).toEqual([{ typed: "yaer", read: "year" }]);
  });

  it("leaves a word one letter from a unit alone elsewhere", () => {
    expect(readDates("views of this page", today)).toBeUndefined();
    expect(readDates("wek visitors", today)).toBeUndefined();
  });
});

describe("only what is compared with", () => {
  it("stands for the current period so far against the same days of the one before, in both languages", () => {
    // Saturday 2026-11-28: Monday to Saturday against Monday to Saturday a week earlier; November against October to the 28th.
    for (const text of [
      "visitors compared with last week",
      "Besucher vs. Vorwoche",
      "Besucher im Vergleich zur Vorwoche",
    ]) {
      expect(range(text, "2026-11-28"), text).toEqual(["2026-11-23", "2026-11-28"]);
      expect(compared(text, "2026-11-28"), text).toEqual(["2026-11-16", "2026-11-21"]);
    }
    for (const text of ["demo requests compared to last month", "Demoanfragen gegenüber dem Vormonat"]) {
      expect(range(text, "2026-11-28"), text).toEqual(["2026-11-01", "2026-11-28"]);
      expect(compared(text, "2026-11-28"), text).toEqual(["2026-10-01", "2026-10-28"]);
    }
    expect(range("Leads vs. gestern", "2026-11-28")).toEqual(["2026-11-28", "2026-11-28"]);
    expect(compared("Leads vs. gestern", "2026-11-28")).toEqual(["2026-11-27", "2026-11-27"]);
  });

  it("leaves the period asked about open when it is not the one just before: the question is named back, not answered for it", () => {
    for (const text of ["visitors compared with September", "Besucher im Vergleich zu KW 40", "Leads gegenüber 2024"])
      expect(readDates(text, "2026-11-28"), text).toMatchObject({ comparedAlone: true });
    expect(readDates("visitors this week compared with last week", "2026-11-28")?.comparedAlone).toBeUndefined();
    expect(readQuestion("visitors compared with September", { today: "2026-11-28", role: "owner" })).toMatchObject({
      status: "refused",
      reason: "unknown_term",
      unknown: ["compared with September"],
    });
  });
});
