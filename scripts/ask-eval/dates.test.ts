import { describe, expect, it } from "vitest";
import {
  berlinDayStart,
  berlinDayStartMinute,
  berlinToday,
  isoWeekNumber,
  isoWeekday,
  renderQuestion,
  resolveDateSpec,
  type DateSpec,
} from "./dates.ts";

// 2026-03-18 is a Wednesday; 2026-03-15 a Sunday.
const range = (spec: DateSpec, today: string) => resolveDateSpec(spec, today);

describe("the evaluation's calendar", () => {
  it("knows weekdays and ISO weeks, also across a new year", () => {
    expect(isoWeekday("2026-03-18")).toBe(3);
    expect(isoWeekday("2026-03-15")).toBe(7);
    expect(isoWeekNumber("2026-01-01")).toBe(1);
    expect(isoWeekNumber("2025-12-29")).toBe(1);
    expect(isoWeekNumber("2027-01-01")).toBe(53);
    expect(isoWeekNumber("2026-03-18")).toBe(12);
  });

  it("takes today from Berlin's clock, summer time included", () => {
    expect(berlinToday(new Date("2026-03-14T23:30:00Z"))).toBe("2026-03-15");
    expect(berlinToday(new Date("2026-03-14T22:30:00Z"))).toBe("2026-03-14");
    expect(berlinToday(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02");
    expect(berlinToday(new Date("2026-07-01T21:30:00Z"))).toBe("2026-07-01");
  });

  it("finds Berlin's midnight in winter, in summer and on the days the clocks change", () => {
    expect(berlinDayStart("2026-01-10").toISOString()).toBe("2026-01-09T23:00:00.000Z");
    expect(berlinDayStart("2026-07-10").toISOString()).toBe("2026-07-09T22:00:00.000Z");
    expect(berlinDayStart("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(berlinDayStart("2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(berlinDayStart("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(berlinDayStart("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
    // The day the clocks go forward has 23 hours, the day they go back 25.
    expect(berlinDayStartMinute("2026-03-30") - berlinDayStartMinute("2026-03-29")).toBe(23 * 60);
    expect(berlinDayStartMinute("2026-10-26") - berlinDayStartMinute("2026-10-25")).toBe(25 * 60);
  });

  it("resolves days, weeks and months", () => {
    const today = "2026-03-18";
    expect(range({ relative: "today" }, today)).toEqual(["2026-03-18", "2026-03-18"]);
    expect(range({ relative: "yesterday" }, today)).toEqual(["2026-03-17", "2026-03-17"]);
    expect(range({ relative: "lastNDays", n: 7 }, today)).toEqual(["2026-03-12", "2026-03-18"]);
    expect(range({ relative: "previousNDays", n: 7 }, today)).toEqual(["2026-03-05", "2026-03-11"]);
    expect(range({ relative: "thisWeek" }, today)).toEqual(["2026-03-16", "2026-03-18"]);
    expect(range({ relative: "lastWeek" }, today)).toEqual(["2026-03-09", "2026-03-15"]);
    expect(range({ relative: "lastWeek" }, "2026-03-15")).toEqual(["2026-03-02", "2026-03-08"]);
    expect(range({ relative: "lastNWeeks", n: 4 }, today)).toEqual(["2026-02-23", "2026-03-18"]);
    expect(range({ relative: "isoWeeksAgo", n: 2 }, today)).toEqual(["2026-03-02", "2026-03-08"]);
    expect(range({ relative: "thisMonth" }, today)).toEqual(["2026-03-01", "2026-03-18"]);
    expect(range({ relative: "lastMonth" }, today)).toEqual(["2026-02-01", "2026-02-28"]);
    expect(range({ relative: "lastMonth" }, "2026-01-05")).toEqual(["2025-12-01", "2025-12-31"]);
    expect(range({ relative: "monthsAgo", n: 2 }, today)).toEqual(["2026-01-01", "2026-01-31"]);
    expect(range({ relative: "lastNMonths", n: 12 }, today)).toEqual(["2025-04-01", "2026-03-18"]);
    expect(range({ relative: "daysAgo", n: 10 }, today)).toEqual(["2026-03-08", "2026-03-08"]);
    expect(range({ relative: "betweenDaysAgo", from: 20, to: 13 }, today)).toEqual(["2026-02-26", "2026-03-05"]);
    expect(range({ relative: "sinceDaysAgo", n: 45 }, today)).toEqual(["2026-02-01", "2026-03-18"]);
  });

  it("resolves quarters and years", () => {
    const today = "2026-05-20";
    expect(range({ relative: "thisQuarter" }, today)).toEqual(["2026-04-01", "2026-05-20"]);
    expect(range({ relative: "lastQuarter" }, today)).toEqual(["2026-01-01", "2026-03-31"]);
    expect(range({ relative: "lastQuarter" }, "2026-02-01")).toEqual(["2025-10-01", "2025-12-31"]);
    expect(range({ relative: "quartersAgo", n: 3 }, today)).toEqual(["2025-07-01", "2025-09-30"]);
    expect(range({ relative: "thisYear" }, today)).toEqual(["2026-01-01", "2026-05-20"]);
    expect(range({ relative: "lastYear" }, today)).toEqual(["2025-01-01", "2025-12-31"]);
    expect(range({ relative: "yearsAgo", n: 1 }, today)).toEqual(["2025-01-01", "2025-12-31"]);
    expect(range({ relative: "sinceYearsAgo", n: 1 }, today)).toEqual(["2025-01-01", "2026-05-20"]);
  });

  it("reads a month named without a year as the most recent one that has begun", () => {
    expect(range({ relative: "month", month: 3, mostRecent: true }, "2026-05-20")).toEqual([
      "2026-03-01",
      "2026-03-31",
    ]);
    expect(range({ relative: "month", month: 3, mostRecent: true }, "2026-03-18")).toEqual([
      "2026-03-01",
      "2026-03-18",
    ]);
    expect(range({ relative: "month", month: 3, mostRecent: true }, "2026-02-10")).toEqual([
      "2025-03-01",
      "2025-03-31",
    ]);
    expect(range({ relative: "sinceMonth", month: 3 }, "2026-02-10")).toEqual(["2025-03-01", "2026-02-10"]);
    expect(range({ relative: "sinceMonth", month: 3 }, "2026-03-01")).toEqual(["2026-03-01", "2026-03-01"]);
    expect(range({ relative: "sinceMonthsAgo", n: 3 }, "2026-02-10")).toEqual(["2025-11-01", "2026-02-10"]);
  });

  it("compares to date over the same weekdays, and as many days of the period before", () => {
    expect(range({ relative: "lastWeekToDate" }, "2026-03-18")).toEqual(["2026-03-09", "2026-03-11"]);
    expect(range({ relative: "lastWeekToDate" }, "2026-03-15")).toEqual(["2026-03-02", "2026-03-08"]);
    expect(range({ relative: "lastMonthToDate" }, "2026-03-18")).toEqual(["2026-02-01", "2026-02-18"]);
    // Cut at the end of a shorter month.
    expect(range({ relative: "lastMonthToDate" }, "2026-03-31")).toEqual(["2026-02-01", "2026-02-28"]);
    expect(range({ relative: "lastQuarterToDate" }, "2026-04-10")).toEqual(["2026-01-01", "2026-01-10"]);
    expect(range({ relative: "lastYearToDate" }, "2026-03-18")).toEqual(["2025-01-01", "2025-03-18"]);
  });

  it("writes the dates a question names in its language", () => {
    const today = "2026-03-18";
    expect(renderQuestion("on {date:-10:long}?", "en", today)).toBe("on March 8, 2026?");
    expect(renderQuestion("am {date:-10:long}?", "de", today)).toBe("am 8. März 2026?");
    expect(renderQuestion("{date:-3:iso} {date:-3:numeric}", "de", today)).toBe("2026-03-15 15.03.2026");
    expect(renderQuestion("{date:+7:dayMonth}", "en", today)).toBe("25 March");
    expect(renderQuestion("in {month:-2} and {monthName:-1}", "de", today)).toBe("in Januar 2026 and Februar");
    expect(renderQuestion("KW {week:-2}", "de", today)).toBe("KW 10");
    expect(renderQuestion("{quarter:-1}, {year:-1}", "en", today)).toBe("Q4 2025, 2025");
    expect(renderQuestion("no dates here", "en", today)).toBe("no dates here");
  });
});
