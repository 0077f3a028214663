import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { isPlainAddress } from "#app/lib/notify/email.server.ts";
import { composeInvitationEmail } from "#app/lib/notify/invitation-email.server.ts";
import type { InvitationDelivery } from "#app/lib/notify/outbox.server.ts";

const TOKEN = "q3VbX0i3Jk2m5r8Tn1pLc4Yw7eZs9Ad6Gh0Uf2Ko_-A";
const SITE = "https://conversational-bi.example";
const FROM = "Conversational BI <noreply@conversational-bi.example>";

/** The e-mail as the site sends it (nodemailer), its raw header block, its envelope, and as a client reads it. */
async function sent(invitation: Partial<InvitationDelivery["invitation"]>) {
  const delivery: InvitationDelivery = {
    id: "5c2d7e1a-8b3f-4d6e-9a0c-1f2e3d4c5b6a",
    kind: "invitation",
    channel: "email",
    attempts: 0,
    createdAt: new Date("2026-11-24T10:00:00Z"),
    invitation: {
      id: "0d9c8b7a-6f5e-4d3c-2b1a-0f9e8d7c6b5a",
      email: "ben@example.com",
      role: "sales",
      locale: "en",
      invitedBy: "anna@example.com",
      expiresAt: new Date("2026-11-27T10:00:00Z"),
      token: TOKEN,
      ...invitation,
    },
  };
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
  const info = (await transport.sendMail(composeInvitationEmail(delivery, { from: FROM, siteOrigin: SITE }))) as {
    message: Buffer;
    envelope: { from: string; to: string[] };
  };
  const headerBlock = info.message.toString("latin1").split("\r\n\r\n")[0]!;
  return { headerBlock, envelope: info.envelope, mail: await simpleParser(info.message) };
}

const addressOf = (field: ParsedMail["to"] | ParsedMail["replyTo"]) =>
  field && !Array.isArray(field) ? field.value.map((mailbox) => mailbox.address) : [];

describe("the invitation e-mail", () => {
  it("tells the invitee in English who invited them, as what, the link, and how long it works", async () => {
    const { mail, envelope, headerBlock } = await sent({});
    expect(mail.subject).toBe("Your invitation to the Conversational BI back office");
    expect(envelope).toEqual({ from: "noreply@conversational-bi.example", to: ["ben@example.com"] });
    expect(addressOf(mail.to)).toEqual(["ben@example.com"]);
    expect(addressOf(mail.replyTo)).toEqual(["anna@example.com"]);
    expect(mail.messageId).toBe("<5c2d7e1a-8b3f-4d6e-9a0c-1f2e3d4c5b6a@conversational-bi.example>");
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(headerBlock).not.toMatch(/[^\x20-\x7e\r\n\t]/);

    const link = `${SITE}/admin/join?token=${TOKEN}`;
    expect(mail.text).toContain(
      "anna@example.com has invited you to the back office of the Conversational BI website with the Sales role.",
    );
    expect(mail.text).toContain("You will work the leads (the demo requests) and see the visit statistics.");
    expect(mail.text).toContain(`choose your password:\n${link}\n`);
    expect(mail.text).toContain(
      "is valid for 72 hours, until November 27, 2026 at 11:00 AM (Berlin time), and can be used only once",
    );
    expect(mail.text).toContain("If you did not expect this invitation, you can ignore this email");
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it("speaks German with the German link, in the Sie form, with umlauts and ß as they are", async () => {
    const { mail, headerBlock } = await sent({ locale: "de", role: "editor" });
    expect(mail.subject).toBe("Ihre Einladung ins Backoffice von Conversational BI");
    expect(headerBlock).not.toMatch(/[^\x20-\x7e\r\n\t]/);
    expect(mail.text).toContain(
      "anna@example.com hat Sie mit der Rolle „Redaktion“ in das Backoffice der Website von Conversational BI eingeladen.",
    );
    expect(mail.text).toContain("Sie schreiben und veröffentlichen Blogbeiträge");
    expect(mail.text).toContain(
      `öffnen Sie diesen Link und wählen Sie Ihr Passwort:\n${SITE}/de/admin/join?token=${TOKEN}\n`,
    );
    expect(mail.text).toContain(
      "ist 72 Stunden lang gültig, bis zum 27. November 2026 um 11:00 (Berliner Zeit), und kann nur einmal verwendet werden",
    );
    expect(mail.text).toContain("können Sie diese E-Mail einfach ignorieren");
    expect(mail.text).toContain("Freundliche Grüße\nIhr Team von Conversational BI\n");
    expect(mail.html).toContain('<html lang="de">');
  });

  it("names the team when the owner who invited has left it, and then sets no Reply-To", async () => {
    const { mail } = await sent({ invitedBy: null, role: "owner" });
    expect(mail.text).toContain(
      "The Conversational BI team has invited you to the back office of its website with the Owner role.",
    );
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).not.toContain("Reply to this email");
  });

  it("goes to one plain address or nowhere: no header or recipient from a line break or a comma", async () => {
    for (const email of [
      "ben@example.com\r\nBcc: mallory@evil.example",
      "ben@example.com, mallory@evil.example",
      '"ben@example.com" <mallory@evil.example>',
      "ben@example.com\u2028",
    ])
      await expect(sent({ email }), JSON.stringify(email)).rejects.toThrow(/not one plain e-mail address/);

    // An inviter's address that is not plain is left out, and says nothing to mail headers.
    const { mail, envelope, headerBlock } = await sent({ invitedBy: "anna@example.com\nBcc: eve@evil.example" });
    expect(envelope.to).toEqual(["ben@example.com"]);
    expect(headerBlock).not.toMatch(/^bcc:/im);
    expect(mail.replyTo).toBeUndefined();
  });

  it("knows a plain address from a list, a name or a header", () => {
    expect(isPlainAddress("ben@example.com")).toBe(true);
    expect(isPlainAddress("jörg.müller@elbwerk.de")).toBe(true);
    for (const text of ["ben@example", "ben example@x.de", "a@b.de,c@d.de", "a@b.de;c@d.de", "a@b.de\tx", "<a@b.de>"])
      expect(isPlainAddress(text), text).toBe(false);
  });
});
