/**
 * The e-mail that tells an operator a colleague assigned a lead to them (issue 47): who, which lead, a link to it
 * and how to turn these mails off; in the operator's language (the one they last signed in with), else German
 * first, then English, in one message (copy: app/content/assignment-email). Composed like the sign-in alarm: one
 * mailbox, a subject of encoded words, a Message-ID from the outbox row. The lead's message and address stay out
 * of it: the mail names the lead, its page holds the rest behind the sign-in.
 */
import de from "#app/content/assignment-email/de.ts";
import en from "#app/content/assignment-email/en.ts";
import type { AssignmentEmailCopy } from "#app/content/assignment-email/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { encodedWords, isPlainAddress, oneLine } from "#app/lib/notify/email.server.ts";
import type { Mailbox } from "#app/lib/notify/invitation-email.server.ts";
import type { AssignmentDelivery } from "#app/lib/notify/outbox.server.ts";
import { escapeMarkup as escapeHtml } from "#app/lib/text/escape-markup.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

const copies: Record<Locale, AssignmentEmailCopy> = { de, en };

export type AssignmentEmail = {
  from: string;
  to: Mailbox;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

export function composeAssignmentEmail(
  delivery: AssignmentDelivery,
  { from, siteOrigin }: { from: string; siteOrigin: string },
): AssignmentEmail {
  const { email, locale, assignedBy, lead } = delivery.assignment;
  // Operators are made with plain addresses only: anything else goes nowhere.
  if (!isPlainAddress(email)) throw new Error("the operator's address is not one plain e-mail address");
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const languages: Locale[] = locale ? [locale] : ["de", "en"];
  const parts = languages.map((language) => {
    const copy = copies[language];
    const leadLink = `${siteOrigin}${adminPath("lead", language, { id: lead.id })}`;
    const accountLink = `${siteOrigin}${adminPath("account", language)}`;
    const facts = { lead: name, company: oneLine(lead.company), by: assignedBy ?? "" };
    const what = formatTemplate(assignedBy ? copy.what : copy.whatUnknown, facts);
    const text = [
      copy.greeting,
      what,
      `${copy.open}\n${leadLink}`,
      `${copy.turnOff}\n${accountLink}`,
      `${copy.regards}\n${copy.signature}`,
    ].join("\n\n");
    const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
    const html = `<div lang="${language}">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(copy.open)} ${link(leadLink)}</p>
<p>${escapeHtml(copy.turnOff)} ${link(accountLink)}</p>
<p>${escapeHtml(copy.regards)}<br>${escapeHtml(copy.signature)}</p>
</div>`;
    return { text, html, subject: formatTemplate(copy.subject, { lead: name }) };
  });
  return {
    from,
    to: { name: "", address: email },
    subject: encodedWords(oneLine(parts.map((part) => part.subject).join(" / "))),
    text: `${parts.map((part) => part.text).join("\n\n---\n\n")}\n`,
    html: `<!doctype html><html lang="${languages[0]}"><body style="font-family:sans-serif">
${parts.map((part) => part.html).join("\n<hr>\n")}
</body></html>`,
    messageId: `<${delivery.id}@${new URL(siteOrigin).hostname}>`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
