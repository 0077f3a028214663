import { describe, expect, it } from "vitest";
import { berlinDateAndTime, berlinToUtc } from "#app/lib/blog/editor/berlin-time.ts";

describe("Berlin time in the editor, UTC in the store", () => {
  it("reads a winter time as one hour ahead of UTC and a summer time as two", () => {
    expect(berlinToUtc("2026-12-01", "09:30")?.toISOString()).toBe("2026-12-01T08:30:00.000Z");
    expect(berlinToUtc("2026-07-14", "18:00")?.toISOString()).toBe("2026-07-14T16:00:00.000Z");
  });

  it("gets the days the clocks change right, on both sides of the change", () => {
    expect(berlinToUtc("2026-03-29", "01:59")?.toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(berlinToUtc("2026-03-29", "03:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(berlinToUtc("2026-10-25", "04:00")?.toISOString()).toBe("2026-10-25T03:00:00.000Z");
    expect(berlinToUtc("2026-10-24", "23:30")?.toISOString()).toBe("2026-10-24T21:30:00.000Z");
  });

  it("takes seconds where the time field has them", () => {
    expect(berlinToUtc("2026-12-01", "09:30:15")?.toISOString()).toBe("2026-12-01T08:30:15.000Z");
  });

  it("takes a time the spring change skips as the hour after it", () => {
    expect(berlinToUtc("2026-03-29", "02:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("fills the fields back in with what was stored", () => {
    expect(berlinDateAndTime(new Date("2026-12-31T23:15:00Z"))).toEqual({ date: "2027-01-01", time: "00:15" });
    expect(berlinDateAndTime(new Date("2026-07-14T16:00:00Z"))).toEqual({ date: "2026-07-14", time: "18:00" });
  });

  it("knows no date or time that is none", () => {
    expect(berlinToUtc("2026-02-30", "09:00")).toBeUndefined();
    expect(berlinToUtc("2026-12-01", "")).toBeUndefined();
    expect(berlinToUtc("01.12.2026", "09:00")).toBeUndefined();
  });
});
