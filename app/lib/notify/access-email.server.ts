/**
 * The e-mails about an operator's access, in the operator's language (copy: app/content/access-email): the link to
 * set a new password (app/lib/admin/password-reset.server.ts), and the notice that an owner cleared their second
 * factor (app/lib/admin/member-access.server.ts), each saying who did it; in the frame of every mail to the team
 * (staff-email.server.ts).
 */
import de from "#app/content/access-email/de.ts";
import en from "#app/content/access-email/en.ts";
import type { AccessEmailCopy } from "#app/content/access-email/types.ts";
import { adminPath, passwordResetLink } from "#app/i18n/admin-pages.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Actor, PasswordResetDelivery, TwoFactorResetDelivery } from "#app/lib/notify/outbox.server.ts";
import { composeStaffEmail, type StaffEmail } from "#app/lib/notify/staff-email.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

const copies: Record<Locale, AccessEmailCopy> = { en, de };

type Settings = { from: string; siteOrigin: string };

/** "Anna Berg (anna@…)": the name the team knows, and the address the member can write to. */
const named = (actor: Actor) => `${actor.name} (${actor.email})`;

export function composePasswordResetEmail(delivery: PasswordResetDelivery, settings: Settings): StaffEmail {
  const { reset } = delivery;
  const copy = copies[reset.locale];
  const text = copy.reset;
  const what = reset.sentBy
    ? formatTemplate(text.sentBy, { owner: named(reset.sentBy), email: reset.email })
    : formatTemplate(text.asked, { email: reset.email });
  const paragraphs = [
    copy.greeting,
    what,
    {
      words: text.open,
      link: passwordResetLink(settings.siteOrigin, reset.locale, reset.token),
      button: text.button,
    },
    formatTemplate(text.validity, { expires: formatDateTime(reset.expiresAt, reset.locale) }),
    text.after,
    text.unexpected,
    `${copy.regards}\n${copy.signature}`,
  ];
  const parts = [{ locale: reset.locale, paragraphs }];
  return composeStaffEmail({ to: reset.email, subject: text.subject, parts, id: delivery.id }, settings);
}

export function composeTwoFactorResetEmail(delivery: TwoFactorResetDelivery, settings: Settings): StaffEmail {
  const { notice } = delivery;
  const copy = copies[notice.locale];
  const text = copy.secondFactor;
  const owner = notice.by ? named(notice.by) : copy.signature;
  const signIn = `${settings.siteOrigin}${adminPath("login", notice.locale)}`;
  const paragraphs = [
    copy.greeting,
    formatTemplate(text.cleared, { owner, email: notice.email }),
    text.next,
    { words: text.signIn, link: signIn, button: signIn },
    formatTemplate(text.unexpected, { owner }),
    `${copy.regards}\n${copy.signature}`,
  ];
  const parts = [{ locale: notice.locale, paragraphs }];
  return composeStaffEmail({ to: notice.email, subject: text.subject, parts, id: delivery.id }, settings);
}
