import { describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import { formatPlural, type PluralForms } from "#app/i18n/format.ts";

// The throttle's wait is rounded up to whole minutes, so near the end of its window it is one.
const waits: [string, PluralForms, PluralForms][] = [
  ["sign-in", adminEn.login.throttled, adminDe.login.throttled],
  ["sign-in code", adminEn.loginCode.throttled, adminDe.loginCode.throttled],
  ["two-factor code", adminEn.account.twoFactor.throttled, adminDe.account.twoFactor.throttled],
  ["blog sign-in", blogAdminEn.api.throttled, blogAdminDe.api.throttled],
];

describe("a throttled operator's wait", () => {
  it.each(waits)("after the %s says one minute in the singular and more in the plural", (_, en, de) => {
    expect(formatPlural(1, en, "en")).toContain("wait 1 minute,");
    expect(formatPlural(15, en, "en")).toContain("wait 15 minutes,");
    expect(formatPlural(1, de, "de")).toContain("warten Sie eine Minute und");
    expect(formatPlural(15, de, "de")).toContain("warten Sie 15 Minuten und");
  });
});

describe("visitors right now", () => {
  it("agree with their count in English; German's noun is the same in both", () => {
    const { visitors } = adminEn.analytics.now;
    expect([0, 1, 2].map((count) => formatPlural(count, visitors, "en"))).toEqual([
      "visitors in the last 30 minutes",
      "visitor in the last 30 minutes",
      "visitors in the last 30 minutes",
    ]);
    expect(formatPlural(1, adminDe.analytics.now.visitors, "de")).toBe("Besucher in den letzten 30 Minuten");
  });
});
