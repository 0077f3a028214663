import { describe, expect, it } from "vitest";
import {
  formatAge,
  formatDateRange,
  formatFigure,
  formatLongDate,
  formatPlural,
  formatPrice,
} from "#app/i18n/format.ts";

// Intl puts a no-break space between German figures and their unit.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("formatPrice", () => {
  it("writes dollars the English way and euros the German way", () => {
    expect(formatPrice(499, "USD", "en")).toBe("$499");
    expect(formatPrice(999, "USD", "en")).toBe("$999");
    expect(plain(formatPrice(449, "EUR", "de"))).toBe("449 €");
    expect(plain(formatPrice(999, "EUR", "de"))).toBe("999 €");
  });
});

describe("formatFigure", () => {
  it("abbreviates large amounts in the language's style", () => {
    expect(formatFigure(1_200_000, "currency", "en", "USD")).toBe("$1.2M");
    expect(plain(formatFigure(1_200_000, "currency", "de", "EUR"))).toBe("1,2 Mio. €");
  });

  it("writes percentages with the language's decimal mark and spacing", () => {
    expect(formatFigure(4.2, "percent", "en")).toBe("4.2%");
    expect(plain(formatFigure(4.2, "percent", "de"))).toBe("4,2 %");
  });
});

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

describe("formatAge", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("says how long ago as briefly as each language does, in whole units", () => {
    expect(formatAge(ago(3 * 86_400_000 + 5_000), now, "en")).toBe("3d ago");
    expect(formatAge(ago(3 * 86_400_000 + 5_000), now, "de")).toBe("vor 3 Tagen");
    expect(formatAge(ago(2 * 3_600_000), now, "de")).toBe("vor 2 Std.");
    expect(formatAge(ago(10_000), now, "en")).toBe("1m ago");
    expect(formatAge(ago(5 * 60_000), now, "de")).toBe("vor 5 Min.");
    expect(formatAge(ago(400 * 86_400_000), now, "en")).toBe("1y ago");
  });
});

describe("formatPlural", () => {
  const leads = {
    en: { one: "{count} lead", other: "{count} leads" },
    de: { one: "{count} Lead", other: "{count} Leads" },
  };
  const failed = {
    en: { one: "{count} notification could not be delivered.", other: "{count} notifications could not be delivered." },
    de: {
      one: "Eine Benachrichtigung ließ sich nicht zustellen.",
      other: "{count} Benachrichtigungen ließen sich nicht zustellen.",
    },
  };

  it("puts the noun in the plural for 0, 2 and 1,000 and in the singular for 1, in English", () => {
    expect([0, 1, 2, 1000].map((count) => formatPlural(count, leads.en, "en"))).toEqual([
      "0 leads",
      "1 lead",
      "2 leads",
      "1,000 leads",
    ]);
    expect(formatPlural(1, failed.en, "en")).toBe("1 notification could not be delivered.");
  });

  it("does the same in German, with German digit grouping, and lets a form spell the one out", () => {
    expect([0, 1, 2, 1000].map((count) => formatPlural(count, leads.de, "de"))).toEqual([
      "0 Leads",
      "1 Lead",
      "2 Leads",
      "1.000 Leads",
    ]);
    expect([1, 1000].map((count) => formatPlural(count, failed.de, "de"))).toEqual([
      "Eine Benachrichtigung ließ sich nicht zustellen.",
      "1.000 Benachrichtigungen ließen sich nicht zustellen.",
    ]);
  });
});

describe("formatDateRange", () => {
  // Intl puts thin or no-break spaces around the range's dash.
  const spaced = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, " ");
  it("writes a single day as that day, not as a period from it to itself", () => {
    expect(formatDateRange("2026-11-24", "2026-11-24", "de")).toBe("24. November 2026");
    expect(formatDateRange("2026-11-24", "2026-11-24", "en")).toBe("November 24, 2026");
  });

  it("names month and year once where the two days share them, as each language does", () => {
    expect(spaced(formatDateRange("2026-11-24", "2026-11-30", "de"))).toBe("24.–30. November 2026");
    expect(spaced(formatDateRange("2026-11-24", "2026-11-30", "en"))).toBe("November 24 – 30, 2026");
    expect(spaced(formatDateRange("2026-10-27", "2026-11-25", "de"))).toBe("27. Oktober – 25. November 2026");
  });

  it("writes the same characters as a browser, which hydrates what the server rendered", () => {
    // Chromium's ICU writes plain spaces around the dash, Node's thin ones: the server must not differ.
    for (const locale of ["de", "en"] as const)
      expect(formatDateRange("2026-10-27", "2026-11-25", locale)).not.toMatch(/[\u2009\u202f]/);
  });
});
