/**
 * The e-mails about an operator's access, in the operator's language (copy: app/content/access-email): the link to
 * set a new password (app/lib/admin/password-reset.server.ts), and the notice that an owner cleared their second
 * factor (app/lib/admin/member-access.server.ts), each saying who did it. Composed like the invitation: one mailbox,
 * a subject of encoded words, a Message-ID from the outbox row, no automatic answers.
 */
import de from "#app/content/access-email/de.ts";
import en from "#app/content/access-email/en.ts";
import type { AccessEmailCopy } from "#app/content/access-email/types.ts";
import { adminPath, passwordResetLink } from "#app/i18n/admin-pages.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { encodedWords, isPlainAddress, oneLine } from "#app/lib/notify/email.server.ts";
import type { Mailbox } from "#app/lib/notify/invitation-email.server.ts";
import type { Actor, PasswordResetDelivery, TwoFactorResetDelivery } from "#app/lib/notify/outbox.server.ts";
import { escapeMarkup as escapeHtml } from "#app/lib/text/escape-markup.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

const copies: Record<Locale, AccessEmailCopy> = { en, de };

export type AccessEmail = {
  from: string;
  to: Mailbox;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

type Settings = { from: string; siteOrigin: string };

/** "Anna Berg (anna@…)": the name the team knows, and the address the member can write to. */
const named = (actor: Actor) => `${actor.name} (${actor.email})`;

/** Paragraphs as text and as HTML; `link`: the paragraph (by index) that ends in a link, drawn as one. */
function compose(
  locale: Locale,
  to: string,
  subject: string,
  paragraphs: string[],
  link: { at: number; href: string; text: string },
  { from, siteOrigin }: Settings,
  id: string,
): AccessEmail {
  // Operators are made with plain addresses only: anything else goes nowhere.
  if (!isPlainAddress(to)) throw new Error("the operator's address is not one plain e-mail address");
  const html = paragraphs.map((paragraph, index) =>
    index === link.at
      ? `<p>${escapeHtml(paragraph)}<br><a href="${escapeHtml(link.href)}"><strong>${escapeHtml(link.text)}</strong></a></p>
<p style="word-break:break-all">${escapeHtml(link.href)}</p>`
      : `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`,
  );
  const text = paragraphs.map((paragraph, index) => (index === link.at ? `${paragraph}\n${link.href}` : paragraph));
  return {
    from,
    to: { name: "", address: to },
    subject: encodedWords(oneLine(subject)),
    text: `${text.join("\n\n")}\n`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">\n${html.join("\n")}\n</body></html>`,
    messageId: `<${id}@${new URL(siteOrigin).hostname}>`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

export function composePasswordResetEmail(delivery: PasswordResetDelivery, settings: Settings): AccessEmail {
  const { reset } = delivery;
  const copy = copies[reset.locale];
  const text = copy.reset;
  const href = passwordResetLink(settings.siteOrigin, reset.locale, reset.token);
  const what = reset.sentBy
    ? formatTemplate(text.sentBy, { owner: named(reset.sentBy), email: reset.email })
    : formatTemplate(text.asked, { email: reset.email });
  const paragraphs = [
    copy.greeting,
    what,
    text.open,
    formatTemplate(text.validity, { expires: formatDateTime(reset.expiresAt, reset.locale) }),
    text.after,
    text.unexpected,
    `${copy.regards}\n${copy.signature}`,
  ];
  return compose(
    reset.locale,
    reset.email,
    text.subject,
    paragraphs,
    { at: 2, href, text: text.button },
    settings,
    delivery.id,
  );
}

export function composeTwoFactorResetEmail(delivery: TwoFactorResetDelivery, settings: Settings): AccessEmail {
  const { notice } = delivery;
  const copy = copies[notice.locale];
  const text = copy.secondFactor;
  const owner = notice.by ? named(notice.by) : copy.signature;
  const href = `${settings.siteOrigin}${adminPath("login", notice.locale)}`;
  const paragraphs = [
    copy.greeting,
    formatTemplate(text.cleared, { owner, email: notice.email }),
    text.next,
    text.signIn,
    formatTemplate(text.unexpected, { owner }),
    `${copy.regards}\n${copy.signature}`,
  ];
  return compose(
    notice.locale,
    notice.email,
    text.subject,
    paragraphs,
    { at: 3, href, text: href },
    settings,
    delivery.id,
  );
}
