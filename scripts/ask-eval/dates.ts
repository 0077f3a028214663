/**
 * The evaluation's own calendar (issue 45): symbolic dates in the questions resolved to Berlin days, and the
 * dates some questions name rendered into their text, both against the day the evaluation runs. Written apart
 * from the site's `days.ts` and from the Ask engine on purpose: it is the oracle the engine's dates are checked
 * against, so it must not share their mistakes.
 *
 * Conventions (stated once, here):
 * - "last N days" is today and the N-1 days before it; "last N weeks" / "last N months" likewise count the
 *   current week / month as one of the N: from the Monday (the 1st) N-1 weeks (months) back until today.
 * - "last week" is the previous ISO week, Monday to Sunday; "this week" is Monday until today; "this month",
 *   "this quarter", "this year" run from their first day until today; "last month / quarter / year" are whole.
 * - "in March" is the most recent March that has begun (until today if it is this one); "since March" runs from
 *   that March's 1st until today.
 * - A to-date comparison ("this week vs last week") compares with the period before from its start, over as
 *   many days as the current one has had (the same weekdays for weeks), cut at that period's end.
 */
import type { DateRange } from "#app/lib/ask/query.ts";

export type Lang = "en" | "de";

/** A period named relative to today; resolved by `resolveDateSpec`. */
export type DateSpec =
  | {
      relative:
        | "today"
        | "yesterday"
        | "thisWeek"
        | "lastWeek"
        | "thisMonth"
        | "lastMonth"
        | "thisQuarter"
        | "lastQuarter"
        | "thisYear"
        | "lastYear"
        | "lastWeekToDate"
        | "lastMonthToDate"
        | "lastQuarterToDate"
        | "lastYearToDate";
    }
  /** Today and the n-1 days before. */
  | { relative: "lastNDays"; n: number }
  /** The n days before the last n days (what "the 30 days before" compares with). */
  | { relative: "previousNDays"; n: number }
  /** From the Monday n-1 ISO weeks back until today. */
  | { relative: "lastNWeeks"; n: number }
  /** From the 1st of the month n-1 months back until today. */
  | { relative: "lastNMonths"; n: number }
  /** One day, n days ago (0: today). */
  | { relative: "daysAgo"; n: number }
  /** The whole ISO week n weeks ago (0: this week until today). */
  | { relative: "isoWeeksAgo"; n: number }
  /** The whole calendar month n months ago (0: this month until today). */
  | { relative: "monthsAgo"; n: number }
  /** The whole quarter n quarters ago (0: this quarter until today). */
  | { relative: "quartersAgo"; n: number }
  /** The whole year n years ago (0: this year until today). */
  | { relative: "yearsAgo"; n: number }
  /** A month named without a year: the most recent one that has begun, until today if it is the current one. */
  | { relative: "month"; month: number; mostRecent: true }
  /** From the 1st of the most recent such month that has begun until today. */
  | { relative: "sinceMonth"; month: number }
  /** From the 1st of the month n months ago until today. */
  | { relative: "sinceMonthsAgo"; n: number }
  /** From the day n days ago until today. */
  | { relative: "sinceDaysAgo"; n: number }
  /** From January 1st n years ago until today. */
  | { relative: "sinceYearsAgo"; n: number }
  /** From the day `from` days ago until the day `to` days ago, both included. */
  | { relative: "betweenDaysAgo"; from: number; to: number };

// ----- Days as "YYYY-MM-DD" -----

const berlinDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Berlin calendar day of a moment. */
export function berlinToday(now: Date = new Date()): string {
  return berlinDate.format(now);
}

type Ymd = { year: number; month: number; day: number };

function parts(day: string): Ymd {
  const [year, month, date] = day.split("-").map(Number);
  return { year: year!, month: month!, day: date! };
}

function format({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Calendar arithmetic through a UTC date (no zone can shift a date kept at UTC). */
export function shiftDays(day: string, days: number): string {
  const { year, month, day: date } = parts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysFrom(from: string, to: string): number {
  const utc = (day: string) => {
    const { year, month, day: date } = parts(day);
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The 1st of the month `months` months from the one `day` is in. */
function firstOfMonth(day: string, months = 0): string {
  const { year, month } = parts(day);
  const index = year * 12 + (month - 1) + months;
  return format({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
}

function lastOfMonth(day: string, months = 0): string {
  const first = parts(firstOfMonth(day, months));
  return format({ ...first, day: daysInMonth(first.year, first.month) });
}

/** 1 (Monday) to 7 (Sunday). */
export function isoWeekday(day: string): number {
  const { year, month, day: date } = parts(day);
  return ((new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7) + 1;
}

function mondayOf(day: string, weeks = 0): string {
  return shiftDays(day, 1 - isoWeekday(day) + 7 * weeks);
}

/** The ISO week number: the week of the year's first Thursday is week 1. */
export function isoWeekNumber(day: string): number {
  const thursday = shiftDays(day, 4 - isoWeekday(day));
  const januaryFirst = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor(daysFrom(januaryFirst, thursday) / 7) + 1;
}

function firstOfQuarter(day: string, quarters = 0): string {
  const { month } = parts(day);
  return firstOfMonth(day, -((month - 1) % 3) + 3 * quarters);
}

function firstOfYear(day: string, years = 0): string {
  return `${parts(day).year + years}-01-01`;
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/** A period from `start` as long as [currentStart, today], cut at `end`: the to-date comparison. */
function toDate(start: string, end: string, currentStart: string, today: string): DateRange {
  return [start, earlier(shiftDays(start, daysFrom(currentStart, today)), end)];
}

/** The most recent 1st of `month` that is not after today. */
function mostRecentFirstOf(month: number, today: string): string {
  const { year } = parts(today);
  const thisYears = format({ year, month, day: 1 });
  return thisYears <= today ? thisYears : format({ year: year - 1, month, day: 1 });
}

// ----- Resolving -----

/** The inclusive Berlin days a symbolic period stands for, seen from `today`. */
export function resolveDateSpec(spec: DateSpec, today: string): DateRange {
  switch (spec.relative) {
    case "today":
      return [today, today];
    case "yesterday":
      return [shiftDays(today, -1), shiftDays(today, -1)];
    case "thisWeek":
      return [mondayOf(today), today];
    case "lastWeek":
      return [mondayOf(today, -1), shiftDays(mondayOf(today), -1)];
    case "thisMonth":
      return [firstOfMonth(today), today];
    case "lastMonth":
      return [firstOfMonth(today, -1), lastOfMonth(today, -1)];
    case "thisQuarter":
      return [firstOfQuarter(today), today];
    case "lastQuarter":
      return [firstOfQuarter(today, -1), shiftDays(firstOfQuarter(today), -1)];
    case "thisYear":
      return [firstOfYear(today), today];
    case "lastYear":
      return [firstOfYear(today, -1), shiftDays(firstOfYear(today), -1)];
    case "lastWeekToDate":
      return toDate(mondayOf(today, -1), shiftDays(mondayOf(today), -1), mondayOf(today), today);
    case "lastMonthToDate":
      return toDate(firstOfMonth(today, -1), lastOfMonth(today, -1), firstOfMonth(today), today);
    case "lastQuarterToDate":
      return toDate(firstOfQuarter(today, -1), shiftDays(firstOfQuarter(today), -1), firstOfQuarter(today), today);
    case "lastYearToDate":
      return toDate(firstOfYear(today, -1), shiftDays(firstOfYear(today), -1), firstOfYear(today), today);
    case "lastNDays":
      return [shiftDays(today, -(spec.n - 1)), today];
    case "previousNDays":
      return [shiftDays(today, -(2 * spec.n - 1)), shiftDays(today, -spec.n)];
    case "lastNWeeks":
      return [mondayOf(today, -(spec.n - 1)), today];
    case "lastNMonths":
      return [firstOfMonth(today, -(spec.n - 1)), today];
    case "daysAgo":
      return [shiftDays(today, -spec.n), shiftDays(today, -spec.n)];
    case "isoWeeksAgo":
      return spec.n === 0
        ? [mondayOf(today), today]
        : [mondayOf(today, -spec.n), shiftDays(mondayOf(today, -spec.n), 6)];
    case "monthsAgo":
      return spec.n === 0 ? [firstOfMonth(today), today] : [firstOfMonth(today, -spec.n), lastOfMonth(today, -spec.n)];
    case "quartersAgo":
      return spec.n === 0
        ? [firstOfQuarter(today), today]
        : [firstOfQuarter(today, -spec.n), shiftDays(firstOfQuarter(today, 1 - spec.n), -1)];
    case "yearsAgo":
      return spec.n === 0
        ? [firstOfYear(today), today]
        : [firstOfYear(today, -spec.n), shiftDays(firstOfYear(today, 1 - spec.n), -1)];
    case "month": {
      const first = mostRecentFirstOf(spec.month, today);
      return [first, earlier(lastOfMonth(first), today)];
    }
    case "sinceMonth":
      return [mostRecentFirstOf(spec.month, today), today];
    case "sinceMonthsAgo":
      return [firstOfMonth(today, -spec.n), today];
    case "sinceDaysAgo":
      return [shiftDays(today, -spec.n), today];
    case "sinceYearsAgo":
      return [firstOfYear(today, -spec.n), today];
    case "betweenDaysAgo":
      return [shiftDays(today, -spec.from), shiftDays(today, -spec.to)];
  }
}

// ----- Berlin midnights, for the SQL oracle -----

const berlinClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** How far Berlin's wall clock is ahead of UTC at a moment, in minutes. */
function berlinOffsetMinutes(moment: number): number {
  const fields = Object.fromEntries(berlinClock.formatToParts(moment).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(fields.year),
    Number(fields.month) - 1,
    Number(fields.day),
    Number(fields.hour),
    Number(fields.minute),
  );
  return Math.round((wall - Math.floor(moment / 60_000) * 60_000) / 60_000);
}

/**
 * The moment a Berlin day begins. Berlin's clocks change at 01:00 UTC, never between a Berlin midnight and the
 * UTC midnight after it: the offset read at UTC midnight is the one of Berlin's midnight (read again there to be sure).
 */
export function berlinDayStart(day: string): Date {
  const { year, month, day: date } = parts(day);
  const utcMidnight = Date.UTC(year, month - 1, date);
  let offset = berlinOffsetMinutes(utcMidnight);
  offset = berlinOffsetMinutes(utcMidnight - offset * 60_000);
  return new Date(utcMidnight - offset * 60_000);
}

/** Minutes since 1970 at which a Berlin day begins (the statistics' events are stored by minute). */
export function berlinDayStartMinute(day: string): number {
  return Math.floor(berlinDayStart(day).getTime() / 60_000);
}

// ----- Dates named in a question's text -----

const monthNames: Record<Lang, string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
};

/** How a day is written: "March 14, 2026" / "14. März 2026", "14 March" / "14. März", "14.03.2026", ISO. */
export type DayFormat = "long" | "dayMonth" | "numeric" | "iso";

function writeDay(day: string, style: DayFormat, lang: Lang): string {
  const { year, month, day: date } = parts(day);
  const name = monthNames[lang][month - 1]!;
  switch (style) {
    case "iso":
      return day;
    case "numeric":
      return lang === "de"
        ? `${String(date).padStart(2, "0")}.${String(month).padStart(2, "0")}.${year}`
        : `${date}/${month}/${year}`;
    case "dayMonth":
      return lang === "de" ? `${date}. ${name}` : `${date} ${name}`;
    case "long":
      return lang === "de" ? `${date}. ${name} ${year}` : `${name} ${date}, ${year}`;
  }
}

/**
 * A question's text with the dates it names written out for today, in its language:
 * `{date:-10:long}` (a day, +n for days ahead), `{month:-2}` (month and year), `{monthName:-1}` (the month's
 * name alone), `{week:-2}` (the ISO week's number), `{quarter:-1}` ("Q3 2025"), `{year:-1}`.
 */
export function renderQuestion(text: string, lang: Lang, today: string): string {
  return text.replace(
    /\{(date|month|monthName|week|quarter|year):([+-]\d+)(?::(\w+))?\}/g,
    (_, kind, offset, style) => {
      const n = Number(offset);
      switch (kind as "date" | "month" | "monthName" | "week" | "quarter" | "year") {
        case "date":
          return writeDay(shiftDays(today, n), (style ?? "long") as DayFormat, lang);
        case "month": {
          const { year, month } = parts(firstOfMonth(today, n));
          return `${monthNames[lang][month - 1]} ${year}`;
        }
        case "monthName":
          return monthNames[lang][parts(firstOfMonth(today, n)).month - 1]!;
        case "week":
          return String(isoWeekNumber(mondayOf(today, n)));
        case "quarter": {
          const { year, month } = parts(firstOfQuarter(today, n));
          return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
        }
        case "year":
          return String(parts(today).year + n);
      }
    },
  );
}
