import { describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import contactDe from "#app/content/contact/de.ts";
import httpAnswersDe from "#app/content/http-answers/de.ts";
import siteExtrasDe from "#app/content/site-extras/de.ts";
import { formatPlural, type PluralForms } from "#app/i18n/format.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

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

/** Every string of a copy module, with its path ("leads.notificationsOff.one"). */
function* strings(value: unknown, path = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) yield* strings(inner, path ? `${path}.${key}` : key);
}

const staffCopy = { adminEn, adminDe, blogAdminEn, blogAdminDe };

describe("staff-facing notices (issue 49, item 8)", () => {
  it("name the back office for what it holds on the sign-in page: more than leads", () => {
    for (const word of ["demo requests", "blog", "statistics", "Ask", "team"])
      expect(adminEn.login.intro).toContain(word);
    for (const word of ["Demo-Anfragen", "Blog", "Besucherstatistik", "„Fragen“", "Team"])
      expect(adminDe.login.intro).toContain(word);
    expect(adminEn.login.intro).not.toContain("who handled them");
    expect(adminDe.login.intro).not.toContain("wer sie bearbeitet hat");
  });

  it("give the cause before the request", () => {
    expect(adminEn.login.expired).toBe("Your session has ended. Please sign in again.");
    expect(adminDe.login.expired).toBe("Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.");
    // "Please …: your session has ended." / „Bitte …: Das Backoffice verlangt sie.": the request first, then why.
    const requestThenCause = /^(Please|Bitte)\b[^.]*: (your|the|Ihre|Das|Die|Der)\b/;
    const found = Object.entries(staffCopy).flatMap(([module, copy]) =>
      [...strings(copy)].flatMap(([path, text]) =>
        text
          .split(/(?<=[.!?])\s+/)
          .filter((sentence) => requestThenCause.test(sentence))
          .map((sentence) => `${module}.${path}: ${sentence}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("name the variables e-mail still needs, one or both, in agreement", () => {
    const off = (count: number, names: string, locale: "en" | "de") =>
      formatTemplate(formatPlural(count, (locale === "en" ? adminEn : adminDe).leads.notificationsOff, locale), {
        names,
      });
    expect(off(1, "SMTP_URL", "en")).toMatch(/^Notifications are off: SMTP_URL is not set, so nobody is told/);
    expect(off(2, "SMTP_URL and SALES_EMAIL", "en")).toMatch(
      /^Notifications are off: SMTP_URL and SALES_EMAIL are not set,/,
    );
    expect(off(1, "SMTP_URL", "de")).toMatch(/^Benachrichtigungen sind aus: SMTP_URL ist nicht gesetzt,/);
    expect(off(2, "SMTP_URL und SALES_EMAIL", "de")).toMatch(/SMTP_URL und SALES_EMAIL sind nicht gesetzt,/);
    for (const text of [adminEn.lead.notificationsOff, adminDe.lead.notificationsOff])
      expect(text).not.toMatch(/SMTP_URL|vorgesehen|queued/);
  });

  it("say email in English, as the style guide does, never e-mail", () => {
    for (const [module, copy] of Object.entries({ adminEn, blogAdminEn }))
      for (const [path, text] of strings(copy)) expect(text, `${module}.${path}`).not.toMatch(/\b[Ee]-mail\b/);
  });

  it("say „erneut“ for again in German, never „noch einmal“ beside it, and call Ask „Fragen“", () => {
    const german = { adminDe, blogAdminDe, contactDe, httpAnswersDe, siteExtrasDe };
    for (const [module, copy] of Object.entries(german))
      for (const [path, text] of strings(copy)) {
        expect(text, `${module}.${path}`).not.toContain("noch einmal");
        if (module !== "contactDe") expect(text, `${module}.${path}`).not.toMatch(/\bAsk\b/);
      }
  });
});
