/**
 * The blog's editors think in Berlin time, the store keeps UTC (decision 0024): a scheduled post's date and time
 * fields are read and filled in here, whatever time zone the operator's computer is set to.
 */
const BERLIN = "Europe/Berlin";

let berlinFormat: Intl.DateTimeFormat | undefined;

/** "2026-03-29" and "03:30": the date and time of day an instant has in Berlin. */
export function berlinDateAndTime(instant: Date): { date: string; time: string } {
  berlinFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: BERLIN,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    berlinFormat!.formatToParts(instant).find((each) => each.type === type)!.value;
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/** How far Berlin's clock is ahead of UTC at an instant, in milliseconds (one or two hours). */
function berlinOffset(instant: number): number {
  const { date, time } = berlinDateAndTime(new Date(instant));
  return Date.parse(`${date}T${time}:00Z`) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a Berlin date ("2026-12-01") and time of day ("09:30", or "09:30:15" as a time field gives it when
 * its value has seconds) name; undefined when either is no such thing. A time the clocks skip in spring (02:30 on the last Sunday of March) is the hour after it.
 */
export function berlinToUtc(date: string, time: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return undefined;
  const asIfUtc = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  if (Number.isNaN(asIfUtc) || new Date(asIfUtc).toISOString().slice(0, 10) !== date) return undefined;
  // The offset of the guess may be the wrong side of a change of the clocks; the second look settles it.
  const guess = asIfUtc - berlinOffset(asIfUtc);
  return new Date(asIfUtc - berlinOffset(guess));
}
