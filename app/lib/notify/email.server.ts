/**
 * The e-mail sales receives for a lead, in the sales team's language (SALES_LOCALE, German unless set; copy:
 * app/content/lead-email), the time in Berlin time and the link to the back office of that language:
 * plain text and simple HTML, replies
 * going to the prospect, a subject without line breaks that reads as typed
 * (see `encodedWords`), and a Message-ID made
 * from the outbox row, so a delivery repeated after a crash is the same
 * message to the receiving side.
 */
import de from "#app/content/lead-email/de.ts";
import en from "#app/content/lead-email/en.ts";
import type { LeadEmailCopy } from "#app/content/lead-email/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { LeadDelivery } from "#app/lib/notify/outbox.server.ts";
import { escapeMarkup as escapeHtml } from "#app/lib/text/escape-markup.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

const copies: Record<Locale, LeadEmailCopy> = { en, de };

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
  { from, to, siteOrigin, locale }: { from: string; to: string; siteOrigin: string; locale: Locale },
): LeadEmail {
  const { lead } = delivery;
  const copy = copies[locale];
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const company = oneLine(lead.company);
  const inbox = `${siteOrigin}${adminPath("lead", locale, { id: lead.id })}`;
  const received = `${formatDateTime(lead.receivedAt, locale)} (${copy.timeZone})`;
  const facts: [string, string][] = [
    [copy.labels.name, name],
    [copy.labels.company, company],
    [copy.labels.email, oneLine(lead.email)],
    [copy.labels.phone, oneLine(lead.phone ?? "") || copy.noPhone],
    [copy.labels.language, copy.languages[lead.locale]],
    [copy.labels.received, received],
  ];
  const intro = formatTemplate(copy.intro, { name, company });
  const text = [
    intro,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    `${copy.message}:`,
    lead.message,
    "",
    `${copy.openInInbox} ${inbox}`,
    copy.reply,
    "",
  ].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(intro)}</p>
<table>${facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>
<p><strong>${escapeHtml(copy.message)}:</strong></p><p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>
<p><a href="${escapeHtml(inbox)}">${escapeHtml(copy.openLink)}</a>. ${escapeHtml(copy.reply)}</p>
</body></html>`;
  const subject = oneLine(formatTemplate(copy.subject, { name, company: lead.company }));
  return {
    from,
    to,
    replyTo: oneLine(lead.email),
    subject: encodedWords([...subject].slice(0, 200).join("")),
    text,
    html,
    messageId: `<${delivery.id}@${new URL(siteOrigin).hostname}>`,
    headers: { "X-Lead-Id": lead.id },
  };
}
