import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { composeLeadEmail, encodedWords } from "#app/lib/notify/email.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { LeadDelivery } from "#app/lib/notify/outbox.server.ts";

/** The subject a mail client shows: the e-mail built by nodemailer as the site sends it, read by mailparser. */
async function sentMail(lead: Partial<LeadDelivery["lead"]>, locale: Locale) {
  const delivery: LeadDelivery = {
    id: "7f0c3c4e-5d1a-4a8e-9a59-2d0f6b1c0a11",
    kind: "lead",
    channel: "email",
    attempts: 0,
    createdAt: new Date("2026-11-24T10:00:00Z"),
    lead: {
      id: "0b5e1f6c-0d7a-4c3e-8f2b-6a9d1e4c7b20",
      receivedAt: new Date("2026-11-24T10:00:00Z"),
      locale: "de",
      firstName: "Jörg",
      lastName: "Müller",
      company: "Elbwerk GmbH",
      email: "joerg@elbwerk.de",
      phone: null,
      message: "Hello",
      ...lead,
    },
  };
  const email = composeLeadEmail(delivery, {
    from: "site@conversational-bi.example",
    to: "sales@conversational-bi.example",
    siteOrigin: "https://conversational-bi.example",
    locale,
  });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
  const { message } = (await transport.sendMail(email)) as { message: Buffer };
  expect(message.toString("latin1").split("\r\n\r\n")[0]).not.toMatch(/[^\x20-\x7e\r\n\t]/);
  return simpleParser(message);
}

/** The subject a mail client shows, of the English e-mail. */
async function shownSubject(lead: Partial<LeadDelivery["lead"]>): Promise<string | undefined> {
  return (await sentMail(lead, "en")).subject;
}

describe("lead e-mail in the sales team's language", () => {
  it("writes German labels, the time in Berlin time and links the German back office", async () => {
    const mail = await sentMail({ receivedAt: new Date("2026-11-24T15:32:05.123Z"), phone: "+49 40 123" }, "de");
    expect(mail.subject).toBe("Neue Demo-Anfrage: Jörg Müller, Elbwerk GmbH");
    expect(mail.text).toContain(
      "Name: Jörg Müller\nUnternehmen: Elbwerk GmbH\nE-Mail: joerg@elbwerk.de\nTelefon: +49 40 123\nSprache der Seite: Deutsch\nEingegangen: 24. November 2026 um 16:32 (Berliner Zeit)\n",
    );
    expect(mail.text).toContain(
      "Im Backoffice öffnen: https://conversational-bi.example/de/admin/leads/0b5e1f6c-0d7a-4c3e-8f2b-6a9d1e4c7b20\n",
    );
  });

  it("writes US English the same way: 'Email', a US date and time, the English back office", async () => {
    const mail = await sentMail({ receivedAt: new Date("2026-11-24T15:32:05.123Z"), locale: "en" }, "en");
    // Intl puts a no-break space of some width before "PM".
    expect(mail.text?.replace(/[\u00a0\u202f]/g, " ")).toContain(
      "Email: joerg@elbwerk.de\nPhone: not given\nPage language: English\nReceived: November 24, 2026 at 4:32 PM (Berlin time)\n",
    );
    expect(mail.text).toContain(
      "Open it in the back office: https://conversational-bi.example/admin/leads/0b5e1f6c-0d7a-4c3e-8f2b-6a9d1e4c7b20\n",
    );
    expect(mail.text).not.toContain("E-mail");
  });
});

describe("lead e-mail subject", () => {
  it("reads as the prospect typed it, in any script", async () => {
    expect(await shownSubject({})).toBe("New demo request: Jörg Müller, Elbwerk GmbH");
    const long = "Ärztekammer 🩺 für Niedersachsen und Bremen, Körperschaft des öffentlichen Rechts ".repeat(3);
    expect(await shownSubject({ company: long })).toBe(
      [...`New demo request: Jörg Müller, ${long.trim()}`].slice(0, 200).join(""),
    );
  });

  it("shows an encoded word in a name or company as typed, not what it decodes to", async () => {
    const firstName = `=?utf-8?B?${Buffer.from("URGENT: wire the money").toString("base64")}?=`;
    const company = "=?iso-8859-1?Q?Bank_of_=A4?= Ltd";
    // Nodemailer passes an ASCII subject through as it is; with an umlaut it encodes all of it anyway.
    expect(await shownSubject({ firstName, lastName: "Doe", company })).toBe(
      `New demo request: ${firstName} Doe, ${company}`,
    );
    expect(await shownSubject({ firstName })).toBe(`New demo request: ${firstName} Müller, Elbwerk GmbH`);
  });

  it("splits into encoded words of at most 75 characters, never inside a character", () => {
    const words = encodedWords("🩺".repeat(30)).split(" ");
    expect(words.every((word) => word.length <= 75)).toBe(true);
    const decoded = words.map((word) => Buffer.from(word.slice(10, -2), "base64").toString("utf8"));
    expect(decoded.join("")).toBe("🩺".repeat(30));
    expect(decoded.every((text) => !text.includes("\uFFFD"))).toBe(true);
  });
});
