import { describe, expect, it } from "vitest";
import { formatLongDate } from "./format.ts";

describe("formatLongDate", () => {
  it("writes the legal texts' date the way each language does", () => {
    expect(formatLongDate("2025-05-01", "en")).toBe("May 1, 2025");
    expect(formatLongDate("2025-05-01", "de")).toBe("1. Mai 2025");
  });

  it("keeps the calendar day whatever the time zone", () => {
    expect(formatLongDate("2025-12-31", "en")).toBe("December 31, 2025");
  });

  it("refuses what is not a date", () => {
    expect(() => formatLongDate("May 1", "en")).toThrow(RangeError);
  });
});
