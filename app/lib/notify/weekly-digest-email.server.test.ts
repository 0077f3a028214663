/**
 * The weekly digest as it leaves the site (nodemailer) and as a mail client reads it: the week's figures against
 * the week before, in the operator's language with its number formats, in a plain-text and an HTML part, with the
 * dashboard's link to that week and the account page to turn it off.
 */
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import type { DigestDelivery, DigestFigures } from "#app/lib/notify/outbox.server.ts";
import { composeWeeklyDigestEmail } from "#app/lib/notify/weekly-digest-email.server.ts";

const SITE = "https://conversational-bi.example";
const FROM = "Conversational BI <noreply@conversational-bi.example>";

const figures: DigestFigures = {
  week: { from: "2026-11-23", to: "2026-11-29" },
  before: { from: "2026-11-16", to: "2026-11-22" },
  visitors: { week: 1250, before: 1000 },
  demoRequests: { week: 25, before: 0 },
  sources: [
    { source: "www.google.com", week: 700, before: 500 },
    { source: "", week: 400, before: 450 },
    { source: "<b>evil</b>.example", week: 3, before: 0 },
  ],
  posts: [{ path: "/de/blog/ask-your-data", week: 90, before: 12 }],
};

async function sent(locale: DigestDelivery["digest"]["locale"], changed: Partial<DigestFigures> = {}) {
  const delivery: DigestDelivery = {
    id: "7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
    kind: "digest",
    channel: "email",
    attempts: 0,
    createdAt: new Date("2026-11-30T05:00:00Z"),
    digest: { email: "olga@example.com", locale, figures: { ...figures, ...changed } },
  };
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
  const info = (await transport.sendMail(composeWeeklyDigestEmail(delivery, { from: FROM, siteOrigin: SITE }))) as {
    message: Buffer;
  };
  return simpleParser(info.message);
}

describe("the weekly digest e-mail", () => {
  it("tells last week's figures against the week before in English, in a text and an HTML part", async () => {
    const mail = await sent("en");
    expect(mail.subject).toBe("Your website last week: November 23 – 29, 2026");
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail.text).toContain(
      "Here is how the website did last week, November 23 – 29, 2026, compared with the week before (November 16 – 22, 2026).",
    );
    expect(mail.text).toContain("Visitors: 1,250 (week before: 1,000, +25%)");
    // No percentage of a change from nothing.
    expect(mail.text).toContain("Demo requests: 25 (week before: 0)\n");
    expect(mail.text).toContain("Conversion rate: 2% (week before: 0%)");
    expect(mail.text).toContain(
      "Where most visitors came from\n- www.google.com: 700 (week before: 500)\n- Direct or unknown: 400 (week before: 450)",
    );
    expect(mail.text).toContain("Most-read blog posts (page views)\n- /de/blog/ask-your-data: 90 (week before: 12)");
    expect(mail.text).toContain(
      `The whole week on the dashboard:\n${SITE}/admin/analytics?range=custom&from=2026-11-23&to=2026-11-29`,
    );
    expect(mail.text).toContain(`You can turn it off on your account page:\n${SITE}/admin/account`);
    expect(mail.text).not.toContain("Besucher");

    const html = mail.html as string;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<li>Visitors: 1,250 (week before: 1,000, +25%)</li>");
    expect(html).toContain(`<a href="${SITE}/de/blog/ask-your-data">/de/blog/ask-your-data</a>: 90 (week before: 12)`);
    expect(html).toContain(`<a href="${SITE}/admin/analytics?range=custom&amp;from=2026-11-23&amp;to=2026-11-29">`);
    // A source is what a referring site sent: shown, never markup.
    expect(html).toContain("&lt;b&gt;evil&lt;/b&gt;.example");
    expect(html).not.toContain("<b>evil");
  });

  it("writes German with German number formats, and says so when there was nothing to count", async () => {
    const mail = await sent("de", {
      visitors: { week: 0, before: 1000 },
      demoRequests: { week: 0, before: 3 },
      sources: [],
      posts: [],
    });
    expect(mail.subject).toBe("Ihre Website in der vergangenen Woche: 23.–29. November 2026");
    expect(mail.text).toContain("Besucher: 0 (Woche davor: 1.000, -100\u00a0%)");
    expect(mail.text).toContain("Conversion-Rate: 0\u00a0% (Woche davor: 0,3\u00a0%)");
    expect(mail.text).toContain("Woher die meisten Besuche kamen\nIn der vergangenen Woche gab es keine Besuche.");
    expect(mail.text).toContain("In der vergangenen Woche wurde kein Blogbeitrag gelesen.");
    expect(mail.text).toContain(`${SITE}/de/admin/analytics?range=custom&from=2026-11-23&to=2026-11-29`);
    expect(mail.text).toContain(`Auf Ihrer Kontoseite können Sie sie abschalten:\n${SITE}/de/admin/account`);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).not.toContain("Visitors");
  });

  it("is written in German and English for an operator whose language is not known", async () => {
    const mail = await sent(null);
    expect(mail.subject).toBe(
      "Ihre Website in der vergangenen Woche: 23.–29. November 2026 / Your website last week: November 23 – 29, 2026",
    );
    expect(mail.text!.indexOf("Besucher: 1.250")).toBeLessThan(mail.text!.indexOf("Visitors: 1,250"));
  });
});
