/**
 * The e-mail that tells an operator their account is being guessed at (app/lib/admin/guess-alarm.server.ts,
 * decision 0034): what happened, what to do, that they can still sign in, and the sign-in page; German first,
 * then English, in one message (copy: app/content/guess-alarm-email). Composed like the invitation: one mailbox,
 * a subject of encoded words, a Message-ID from the outbox row.
 */
import de from "#app/content/guess-alarm-email/de.ts";
import en from "#app/content/guess-alarm-email/en.ts";
import type { GuessAlarmEmailCopy } from "#app/content/guess-alarm-email/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { encodedWords, isPlainAddress, oneLine } from "#app/lib/notify/email.server.ts";
import type { Mailbox } from "#app/lib/notify/invitation-email.server.ts";
import type { GuessAlarmDelivery } from "#app/lib/notify/outbox.server.ts";
import { escapeMarkup as escapeHtml } from "#app/lib/text/escape-markup.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

const languages: [Locale, GuessAlarmEmailCopy][] = [
  ["de", de],
  ["en", en],
];

export type GuessAlarmEmail = {
  from: string;
  to: Mailbox;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

export function composeGuessAlarmEmail(
  delivery: GuessAlarmDelivery,
  { from, siteOrigin }: { from: string; siteOrigin: string },
): GuessAlarmEmail {
  const { email, reason } = delivery.alarm;
  // Operators are made with plain addresses only: anything else goes nowhere.
  if (!isPlainAddress(email)) throw new Error("the operator's address is not one plain e-mail address");
  const parts = languages.map(([locale, copy]) => {
    const link = `${siteOrigin}${adminPath("login", locale)}`;
    const paragraphs = [
      copy.greeting,
      `${formatTemplate(copy.what[reason], { email })} ${copy.todo[reason]}`,
      copy.stillIn,
      `${copy.signIn}\n${link}`,
      copy.once,
      `${copy.regards}\n${copy.signature}`,
    ];
    const html = `<div lang="${locale}">
${paragraphs
  .slice(0, 3)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join("\n")}
<p>${escapeHtml(copy.signIn)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(copy.once)}</p>
<p>${escapeHtml(copy.regards)}<br>${escapeHtml(copy.signature)}</p>
</div>`;
    return { text: paragraphs.join("\n\n"), html };
  });
  return {
    from,
    to: { name: "", address: email },
    subject: encodedWords(oneLine(`${de.subject} / ${en.subject}`)),
    text: `${parts.map((part) => part.text).join("\n\n---\n\n")}\n`,
    html: `<!doctype html><html lang="de"><body style="font-family:sans-serif">
${parts.map((part) => part.html).join("\n<hr>\n")}
</body></html>`,
    messageId: `<${delivery.id}@${new URL(siteOrigin).hostname}>`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
