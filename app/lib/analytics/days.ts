/**
 * The statistics' calendar: days as the operators in Hamburg live them
 * (Europe/Berlin, summer time included), times as whole minutes since 1970.
 */
const ZONE = "Europe/Berlin";
const MINUTE_MS = 60_000;
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "2026-11-24": the Berlin calendar day of a moment. */
export function berlinDay(time: Date | number): string {
  return dayFormat.format(time);
}

export function minuteOf(time: Date | number): number {
  return Math.floor(Number(time) / MINUTE_MS);
}

export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The first minute of a Berlin day (midnight is 23:00 or 22:00 UTC the day before). */
export function dayStartMinute(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const offsetHours of [1, 2]) {
    const start = utcMidnight - offsetHours * 3_600_000;
    if (berlinDay(start) === day && berlinDay(start - MINUTE_MS) !== day) return minuteOf(start);
  }
  throw new Error(`no Berlin midnight found for ${day}`);
}

/** The minutes of a Berlin day: [start, end). 1,380 or 1,500 of them on the days the clocks change. */
export function dayMinutes(day: string): { start: number; end: number } {
  return { start: dayStartMinute(day), end: dayStartMinute(addDays(day, 1)) };
}

/** Calendar arithmetic on day names (noon UTC keeps it clear of any offset). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Daily rollups are kept this long, then deleted; the dashboard offers nothing older. */
export const ROLLUP_RETENTION_MONTHS = 25;

/** The same day so many calendar months earlier (the rollups' 25 months). */
export function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}
