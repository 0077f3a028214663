/**
 * The frame of every mail to a member of the team (the sign-in alarm, the assignment, the access mails, the privacy
 * deadline's warning): one mailbox, a subject of encoded words, the paragraphs as plain text and as simple HTML,
 * a Message-ID from the outbox row, the same on every retry, and no automatic answers (RFC 3834). Each mail says
 * only its paragraphs, in one language or in both (German first).
 */
import type { Locale } from "#app/i18n/locales.ts";
import { encodedWords, isPlainAddress, oneLine } from "#app/lib/notify/email.server.ts";
import type { Mailbox } from "#app/lib/notify/invitation-email.server.ts";
import { escapeMarkup as escapeHtml } from "#app/lib/text/escape-markup.ts";

export type StaffEmail = {
  from: string;
  to: Mailbox;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

/**
 * A paragraph: words, whose line breaks stay (`<br>` in HTML); words and the address of a page (in the text on the
 * next line, in HTML linked after them); words and a button (in HTML a link of the button's words on the next
 * line, then the whole address, for mail programs that hide where a link goes); or facts, a `label: value` a line
 * (in HTML a table).
 */
export type Paragraph =
  string | { words: string; link: string; button?: string } | { facts: [label: string, value: string][] };

function textOf(paragraph: Paragraph): string {
  if (typeof paragraph === "string") return paragraph;
  if ("facts" in paragraph) return paragraph.facts.map(([label, value]) => `${label}: ${value}`).join("\n");
  return `${paragraph.words}\n${paragraph.link}`;
}

function htmlOf(paragraph: Paragraph): string {
  if (typeof paragraph === "string") return `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`;
  if ("facts" in paragraph) {
    const rows = paragraph.facts.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    );
    return `<table>${rows.join("")}</table>`;
  }
  const { words, link, button } = paragraph;
  const href = escapeHtml(link);
  if (button === undefined) return `<p>${escapeHtml(words)} <a href="${href}">${href}</a></p>`;
  return `<p>${escapeHtml(words)}<br><a href="${href}"><strong>${escapeHtml(button)}</strong></a></p>
<p style="word-break:break-all">${href}</p>`;
}

/** One language's paragraphs. */
export type MailPart = { locale: Locale; paragraphs: Paragraph[] };

/**
 * The mail to `to` (an operator's address: plain, or the mail goes nowhere). Its parts follow each other, divided
 * by a rule; `marked` puts each part's HTML in an element of its language (a mail that may hold two).
 */
export function composeStaffEmail(
  {
    to,
    subject,
    parts,
    marked = false,
    id,
  }: { to: string; subject: string; parts: MailPart[]; marked?: boolean; id: string },
  { from, siteOrigin }: { from: string; siteOrigin: string },
): StaffEmail {
  // Operators are made with plain addresses only: anything else goes nowhere.
  if (!isPlainAddress(to)) throw new Error("the operator's address is not one plain e-mail address");
  const html = parts.map(({ locale, paragraphs }) => {
    const body = paragraphs.map(htmlOf).join("\n");
    return marked ? `<div lang="${locale}">\n${body}\n</div>` : body;
  });
  const text = parts.map((part) => part.paragraphs.map(textOf).join("\n\n"));
  return {
    from,
    to: { name: "", address: to },
    subject: encodedWords(oneLine(subject)),
    text: `${text.join("\n\n---\n\n")}\n`,
    html: `<!doctype html><html lang="${parts[0]!.locale}"><body style="font-family:sans-serif">
${html.join("\n<hr>\n")}
</body></html>`,
    messageId: `<${id}@${new URL(siteOrigin).hostname}>`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
