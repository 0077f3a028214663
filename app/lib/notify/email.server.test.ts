import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { composeLeadEmail, encodedWords } from "#app/lib/notify/email.server.ts";
import type { LeadDelivery } from "#app/lib/notify/outbox.server.ts";

/** The subject a mail client shows: the e-mail built by nodemailer as the site sends it, read by mailparser. */
async function shownSubject(lead: Partial<LeadDelivery["lead"]>): Promise<string | undefined> {
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
  });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
  const { message } = (await transport.sendMail(email)) as { message: Buffer };
  expect(message.toString("latin1").split("\r\n\r\n")[0]).not.toMatch(/[^\x20-\x7e\r\n\t]/);
  return (await simpleParser(message)).subject;
}

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
