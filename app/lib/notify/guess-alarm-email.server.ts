/**
 * The e-mail that tells an operator their account is being guessed at (app/lib/admin/guess-alarm.server.ts,
 * decision 0034): what happened, what to do, that they can still sign in, and the sign-in page; German first,
 * then English, in one message (copy: app/content/guess-alarm-email), in the frame of every mail to the team
 * (staff-email.server.ts).
 */
import de from "#app/content/guess-alarm-email/de.ts";
import en from "#app/content/guess-alarm-email/en.ts";
import type { GuessAlarmEmailCopy } from "#app/content/guess-alarm-email/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { GuessAlarmDelivery } from "#app/lib/notify/outbox.server.ts";
import { composeStaffEmail, type StaffEmail } from "#app/lib/notify/staff-email.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

const languages: [Locale, GuessAlarmEmailCopy][] = [
  ["de", de],
  ["en", en],
];

export function composeGuessAlarmEmail(
  delivery: GuessAlarmDelivery,
  settings: { from: string; siteOrigin: string },
): StaffEmail {
  const { email, reason } = delivery.alarm;
  const parts = languages.map(([locale, copy]) => ({
    locale,
    paragraphs: [
      copy.greeting,
      `${formatTemplate(copy.what[reason], { email })} ${copy.todo[reason]}`,
      copy.stillIn,
      { words: copy.signIn, link: `${settings.siteOrigin}${adminPath("login", locale)}` },
      copy.once,
      `${copy.regards}\n${copy.signature}`,
    ],
  }));
  const subject = `${de.subject} / ${en.subject}`;
  return composeStaffEmail({ to: email, subject, parts, marked: true, id: delivery.id }, settings);
}
