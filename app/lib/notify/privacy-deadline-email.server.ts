/**
 * The e-mail that tells an owner a person's privacy request is due within a week (app/lib/admin/privacy-requests
 * .server.ts), in the owner's language (copy: app/content/privacy-deadline-email): the request's kind, the day it
 * reached us and its deadline, and the list of requests in the back office. It names no person: the mail leaves
 * our servers, the back office does not. Composed like the sign-in alarm: one mailbox, a subject of encoded
 * words, a Message-ID from the outbox row.
 */
import de from "#app/content/privacy-deadline-email/de.ts";
import en from "#app/content/privacy-deadline-email/en.ts";
import type { PrivacyDeadlineEmailCopy } from "#app/content/privacy-deadline-email/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatLongDate } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { encodedWords, isPlainAddress, oneLine } from "#app/lib/notify/email.server.ts";
import type { GuessAlarmEmail } from "#app/lib/notify/guess-alarm-email.server.ts";
import type { PrivacyDeadlineDelivery } from "#app/lib/notify/outbox.server.ts";
import { escapeMarkup as escapeHtml } from "#app/lib/text/escape-markup.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

const copies: Record<Locale, PrivacyDeadlineEmailCopy> = { en, de };

export function composePrivacyDeadlineEmail(
  delivery: PrivacyDeadlineDelivery,
  { from, siteOrigin }: { from: string; siteOrigin: string },
): GuessAlarmEmail {
  const { email, locale, kind, receivedOn, dueOn } = delivery.warning;
  // Operators are made with plain addresses only: anything else goes nowhere.
  if (!isPlainAddress(email)) throw new Error("the owner's address is not one plain e-mail address");
  const copy = copies[locale];
  const due = formatLongDate(dueOn, locale);
  const link = `${siteOrigin}${adminPath("privacyRequests", locale)}`;
  const facts: [string, string][] = [
    [copy.labels.kind, copy.kinds[kind]],
    [copy.labels.received, formatLongDate(receivedOn, locale)],
    [copy.labels.due, due],
  ];
  const intro = formatTemplate(copy.intro, { date: due });
  const text = [
    copy.greeting,
    intro,
    facts.map(([label, value]) => `${label}: ${value}`).join("\n"),
    `${copy.open}\n${link}`,
    copy.once,
    `${copy.regards}\n${copy.signature}`,
  ].join("\n\n");
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table>${facts.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>
<p>${escapeHtml(copy.open)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(copy.once)}</p>
<p>${escapeHtml(copy.regards)}<br>${escapeHtml(copy.signature)}</p>
</body></html>`;
  return {
    from,
    to: { name: "", address: email },
    subject: encodedWords(oneLine(formatTemplate(copy.subject, { date: due }))),
    text: `${text}\n`,
    html,
    messageId: `<${delivery.id}@${new URL(siteOrigin).hostname}>`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
