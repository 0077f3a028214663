import { describe, expect, it } from "vitest";
import { rangeFromQuery, rangeQuery } from "#app/lib/analytics/range.ts";

const today = "2026-11-24";
const query = (text: string) => rangeFromQuery(new URLSearchParams(text), today);

describe("the dashboard's period", () => {
  it("offers today, 7, 30 and 90 days ending today, 30 by default", () => {
    expect(query("range=today")).toMatchObject({ choice: "today", from: today, to: today, invalid: false });
    expect(query("range=7")).toMatchObject({ from: "2026-11-18", to: today });
    expect(query("")).toMatchObject({ choice: "30", from: "2026-10-26", to: today, invalid: false });
    expect(query("range=90")).toMatchObject({ from: "2026-08-27", to: today });
    // An unknown preset is just the default, not a mistake to report.
    expect(query("range=365")).toMatchObject({ choice: "30", invalid: false });
  });

  it("takes two dates that make a period within the rollups' 25 months", () => {
    expect(query("range=custom&from=2026-11-01&to=2026-11-10")).toMatchObject({
      choice: "custom",
      from: "2026-11-01",
      to: "2026-11-10",
      invalid: false,
    });
    expect(query("range=custom&from=2024-10-24&to=2024-10-24").invalid).toBe(false);
    expect(rangeQuery(query("range=custom&from=2026-11-01&to=2026-11-10"))).toBe(
      "range=custom&from=2026-11-01&to=2026-11-10",
    );
  });

  it("says so when they make none, keeps them as typed, and shows 30 days", () => {
    for (const [from, to] of [
      ["2026-11-10", "2026-11-01"],
      ["2026-11-20", "2026-11-25"],
      ["2024-10-23", "2024-11-01"],
      ["2026-02-30", "2026-03-01"],
      ["", ""],
    ]) {
      const range = query(`range=custom&from=${from}&to=${to}`);
      expect(range, `${from}–${to}`).toMatchObject({ invalid: true, choice: "custom", from: "2026-10-26", to: today });
      expect(range.typed).toEqual({ from, to });
    }
  });
});
