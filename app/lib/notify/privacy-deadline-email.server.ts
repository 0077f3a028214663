/**
 * The e-mail that tells an owner a person's privacy request is due within a week (app/lib/admin/privacy-requests
 * .server.ts), in the owner's language (copy: app/content/privacy-deadline-email): the request's kind, the day it
 * reached us and its deadline, and the list of requests in the back office. It names no person: the mail leaves
 * our servers, the back office does not. In the frame of every mail to the team (staff-email.server.ts).
 */
import de from "#app/content/privacy-deadline-email/de.ts";
import en from "#app/content/privacy-deadline-email/en.ts";
import type { PrivacyDeadlineEmailCopy } from "#app/content/privacy-deadline-email/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatLongDate } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { PrivacyDeadlineDelivery } from "#app/lib/notify/outbox.server.ts";
import { composeStaffEmail, type Paragraph, type StaffEmail } from "#app/lib/notify/staff-email.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

const copies: Record<Locale, PrivacyDeadlineEmailCopy> = { en, de };

export function composePrivacyDeadlineEmail(
  delivery: PrivacyDeadlineDelivery,
  settings: { from: string; siteOrigin: string },
): StaffEmail {
  const { email, locale, kind, receivedOn, dueOn } = delivery.warning;
  const copy = copies[locale];
  const due = formatLongDate(dueOn, locale);
  const paragraphs: Paragraph[] = [
    copy.greeting,
    formatTemplate(copy.intro, { date: due }),
    {
      facts: [
        [copy.labels.kind, copy.kinds[kind]],
        [copy.labels.received, formatLongDate(receivedOn, locale)],
        [copy.labels.due, due],
      ],
    },
    { words: copy.open, link: `${settings.siteOrigin}${adminPath("privacyRequests", locale)}` },
    copy.once,
    `${copy.regards}\n${copy.signature}`,
  ];
  const subject = formatTemplate(copy.subject, { date: due });
  return composeStaffEmail({ to: email, subject, parts: [{ locale, paragraphs }], id: delivery.id }, settings);
}
