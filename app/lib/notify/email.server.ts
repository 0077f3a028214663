/**
 * The e-mail sales receives for a lead: plain text and simple HTML, replies
 * going to the prospect, a subject without line breaks that reads as typed
 * (see `encodedWords`), and a Message-ID made
 * from the outbox row, so a delivery repeated after a crash is the same
 * message to the receiving side.
 */
import type { LeadDelivery } from "#app/lib/notify/outbox.server.ts";
import { escapeMarkup as escapeHtml } from "#app/lib/text/escape-markup.ts";

export type LeadEmail = {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

/** One line of visible text: control characters and line or paragraph separators become spaces. */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
}

const PLAIN_ADDRESS = /^[^\s\p{Cc}@",;:<>()[\]\\]+@[^\s\p{Cc}@",;:<>()[\]\\]+\.[^\s\p{Cc}@",;:<>()[\]\\]+$/u;

/**
 * One plain address, local@domain, with nothing a mail library could read as a second recipient, a display
 * name or another header: no space, control character, comma, semicolon, quote, bracket or colon.
 */
export function isPlainAddress(text: string): boolean {
  return text.length <= 254 && PLAIN_ADDRESS.test(text);
}

/** At most 45 bytes of UTF-8 a word: base64 makes 60 characters, a word with its `=?UTF-8?B?…?=` 72 (≤ 75). */
const WORD_BYTES = 45;

/**
 * A header's text as RFC 2047 encoded words, all of it. Nodemailer encodes
 * only non-ASCII text and passes ASCII through, so a name typed as
 * `=?utf-8?B?…?=` would reach the subject as an encoded word of the
 * prospect's making, and a mail client would show what it decodes to. Inside
 * our base64 it is text. Words split between characters, never inside one;
 * the space between two words is not part of the text (RFC 2047, 6.2).
 */
export function encodedWords(text: string): string {
  const words: string[] = [];
  let word = "";
  for (const char of text) {
    if (Buffer.byteLength(word + char) > WORD_BYTES) {
      words.push(word);
      word = "";
    }
    word += char;
  }
  if (word) words.push(word);
  return words.map((chunk) => `=?UTF-8?B?${Buffer.from(chunk).toString("base64")}?=`).join(" ");
}

export function composeLeadEmail(
  delivery: LeadDelivery,
  { from, to, siteOrigin }: { from: string; to: string; siteOrigin: string },
): LeadEmail {
  const { lead } = delivery;
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const inbox = `${siteOrigin}/admin/leads/${lead.id}`;
  const facts: [string, string][] = [
    ["Name", name],
    ["Company", oneLine(lead.company)],
    ["E-mail", oneLine(lead.email)],
    ["Phone", oneLine(lead.phone ?? "") || "–"],
    ["Language", lead.locale === "de" ? "German" : "English"],
    ["Received", lead.receivedAt.toISOString()],
  ];
  const text = [
    `A new demo request from ${name} (${oneLine(lead.company)}).`,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    lead.message,
    "",
    `In the lead inbox: ${inbox}`,
    "Reply to this e-mail to answer the prospect directly.",
    "",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<p>A new demo request from <strong>${escapeHtml(name)}</strong> (${escapeHtml(oneLine(lead.company))}).</p>
<table>${facts.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>
<p><strong>Message:</strong></p><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>
<p><a href="${escapeHtml(inbox)}">Open it in the lead inbox</a>. Reply to this e-mail to answer the prospect directly.</p>
</body></html>`;
  return {
    from,
    to,
    replyTo: oneLine(lead.email),
    subject: encodedWords([...oneLine(`New demo request: ${name}, ${lead.company}`)].slice(0, 200).join("")),
    text,
    html,
    messageId: `<${delivery.id}@${new URL(siteOrigin).hostname}>`,
    headers: { "X-Lead-Id": lead.id },
  };
}
