import { describe, expect, it } from "vitest";
import { composeStaffEmail, type MailPart } from "#app/lib/notify/staff-email.server.ts";

const SETTINGS = {
  from: "Conversational BI <noreply@conversational-bi.example>",
  siteOrigin: "https://conversational-bi.example",
};
const LINK = "https://conversational-bi.example/admin/leads/1?a=1&b=<2>";

const german: MailPart = {
  locale: "de",
  paragraphs: [
    "Hallo <Anna>,",
    { words: "Zum Lead:", link: LINK },
    { words: "Neues Passwort:", link: LINK, button: "Passwort wählen" },
    { facts: [["Art", "Auskunft & mehr"]] },
    "Viele Grüße\nIhr Team",
  ],
};
const english: MailPart = { locale: "en", paragraphs: ["Hello,", "Regards\nThe team"] };

describe("the frame of a mail to the team", () => {
  it("writes each paragraph as text and as escaped HTML, links whole, one part after the other", () => {
    const mail = composeStaffEmail(
      { to: "anna@example.com", subject: "Ein Lead für Sie", parts: [german, english], marked: true, id: "row-1" },
      SETTINGS,
    );
    expect(mail.text).toBe(
      `Hallo <Anna>,\n\nZum Lead:\n${LINK}\n\nNeues Passwort:\n${LINK}\n\nArt: Auskunft & mehr\n\nViele Grüße\nIhr Team` +
        "\n\n---\n\nHello,\n\nRegards\nThe team\n",
    );
    const href = "https://conversational-bi.example/admin/leads/1?a=1&amp;b=&lt;2&gt;";
    expect(mail.html).toBe(`<!doctype html><html lang="de"><body style="font-family:sans-serif">
<div lang="de">
<p>Hallo &lt;Anna&gt;,</p>
<p>Zum Lead: <a href="${href}">${href}</a></p>
<p>Neues Passwort:<br><a href="${href}"><strong>Passwort wählen</strong></a></p>
<p style="word-break:break-all">${href}</p>
<table><tr><th align="left">Art</th><td>Auskunft &amp; mehr</td></tr></table>
<p>Viele Grüße<br>Ihr Team</p>
</div>
<hr>
<div lang="en">
<p>Hello,</p>
<p>Regards<br>The team</p>
</div>
</body></html>`);
    expect(mail).toMatchObject({
      to: { name: "", address: "anna@example.com" },
      subject: "=?UTF-8?B?RWluIExlYWQgZsO8ciBTaWU=?=",
      messageId: "<row-1@conversational-bi.example>",
      headers: { "Auto-Submitted": "auto-generated" },
    });
  });

  it("writes one part unmarked, in its language", () => {
    const mail = composeStaffEmail(
      { to: "ben@example.com", subject: "Hello", parts: [english], id: "row-2" },
      SETTINGS,
    );
    expect(mail.html).toBe(
      '<!doctype html><html lang="en"><body style="font-family:sans-serif">\n<p>Hello,</p>\n<p>Regards<br>The team</p>\n</body></html>',
    );
    expect(mail.text).toBe("Hello,\n\nRegards\nThe team\n");
  });

  it("sends nowhere but to one plain address", () => {
    for (const to of [
      "anna@example.com\r\nBcc: eve@example.com",
      "Anna <anna@example.com>",
      "a@example.com, b@example.com",
    ])
      expect(() => composeStaffEmail({ to, subject: "Hello", parts: [english], id: "row-3" }, SETTINGS)).toThrow(
        /not one plain e-mail address/,
      );
  });
});
