/**
 * The digest's week (issue 48): Monday to Sunday in Berlin, due from Monday 6:00 Berlin time, whether the clocks
 * went forward (29 March 2026) or back (25 October 2026) that Sunday.
 */
import { describe, expect, it } from "vitest";
import { digestWeek, weekWindow } from "#app/lib/admin/weekly-digest.server.ts";

const utc = (text: string) => new Date(`${text}Z`);
const hours = ({ start, end }: { start: Date; end: Date }) => (end.getTime() - start.getTime()) / 3_600_000;

describe("the digest's week", () => {
  it("runs from Monday's Berlin midnight to the next, 167 hours when summer time starts, 169 when it ends", () => {
    const spring = weekWindow({ from: "2026-03-23", to: "2026-03-29" });
    expect(spring).toEqual({ start: utc("2026-03-22T23:00:00"), end: utc("2026-03-29T22:00:00") });
    expect(hours(spring)).toBe(167);
    const autumn = weekWindow({ from: "2026-10-19", to: "2026-10-25" });
    expect(autumn).toEqual({ start: utc("2026-10-18T22:00:00"), end: utc("2026-10-25T23:00:00") });
    expect(hours(autumn)).toBe(169);
    expect(hours(weekWindow({ from: "2026-11-23", to: "2026-11-29" }))).toBe(168);
  });

  it("is last week from Monday 6:00 Berlin time, in summer time (UTC+2) and in winter time (UTC+1)", () => {
    // Monday 30 March 2026, the day after the clocks went forward: 6:00 in Berlin is 4:00 UTC.
    expect(digestWeek(utc("2026-03-30T04:00:00"))).toEqual({ from: "2026-03-23", to: "2026-03-29" });
    expect(digestWeek(utc("2026-03-30T03:59:59"))).toEqual({ from: "2026-03-16", to: "2026-03-22" });
    // Monday 26 October 2026, the day after the clocks went back: 6:00 in Berlin is 5:00 UTC.
    expect(digestWeek(utc("2026-10-26T05:00:00"))).toEqual({ from: "2026-10-19", to: "2026-10-25" });
    expect(digestWeek(utc("2026-10-26T04:59:59"))).toEqual({ from: "2026-10-12", to: "2026-10-18" });
  });

  it("stays the week before until Sunday has ended in Berlin and Monday 6:00 has come", () => {
    // Sunday 29 March 2026, 23:59 in Berlin (21:59 UTC): the week that ends tonight is not over yet.
    expect(digestWeek(utc("2026-03-29T21:59:00"))).toEqual({ from: "2026-03-16", to: "2026-03-22" });
    // Sunday 25 October 2026, 23:30 in Berlin (22:30 UTC, after the clocks went back).
    expect(digestWeek(utc("2026-10-25T22:30:00"))).toEqual({ from: "2026-10-12", to: "2026-10-18" });
    // Monday 26 October, 0:30 in Berlin (25 October, 23:30 UTC): a new week, its digest not due before 6:00.
    expect(digestWeek(utc("2026-10-25T23:30:00"))).toEqual({ from: "2026-10-12", to: "2026-10-18" });
    expect(digestWeek(utc("2026-12-04T12:00:00"))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });
});
