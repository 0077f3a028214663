import { describe, expect, it } from "vitest";
import { RETENTION, retentionPeriods } from "#app/lib/retention.ts";

describe("retentionPeriods", () => {
  it("keeps a lead a year, raw visit events 90 days and the audit log a year when nothing is set", () => {
    expect(retentionPeriods({})).toEqual({
      periods: { LEAD_RETENTION_DAYS: 365, ANALYTICS_RETENTION_DAYS: 90, AUDIT_RETENTION_DAYS: 365 },
      problems: [],
    });
    expect(retentionPeriods({ LEAD_RETENTION_DAYS: "  " }).periods.LEAD_RETENTION_DAYS).toBe(365);
  });

  it("reads what an operator sets, at the edges of each range", () => {
    const { periods, problems } = retentionPeriods({
      LEAD_RETENTION_DAYS: " 30 ",
      ANALYTICS_RETENTION_DAYS: "730",
      AUDIT_RETENTION_DAYS: "30",
    });
    expect(problems).toEqual([]);
    expect(periods).toEqual({ LEAD_RETENTION_DAYS: 30, ANALYTICS_RETENTION_DAYS: 730, AUDIT_RETENTION_DAYS: 30 });
  });

  it("names each variable it cannot use, with the range and what it got", () => {
    const { problems } = retentionPeriods({
      LEAD_RETENTION_DAYS: "forever",
      ANALYTICS_RETENTION_DAYS: "731",
      AUDIT_RETENTION_DAYS: "29",
    });
    expect(problems).toEqual([
      'LEAD_RETENTION_DAYS must be a whole number of days from 1 to 3650; got "forever".',
      'ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to 730; got "731".',
      'AUDIT_RETENTION_DAYS must be a whole number of days from 30 to 3650; got "29".',
    ]);
  });

  it("refuses fractions and signs rather than rounding them into a period nobody chose", () => {
    for (const raw of ["1.5", "-5", "+7", "1e3"])
      expect(retentionPeriods({ LEAD_RETENTION_DAYS: raw }).problems).toHaveLength(1);
    expect(RETENTION.LEAD_RETENTION_DAYS.fallback).toBe(365);
  });
});
