/**
 * The e-mail that tells an operator a colleague assigned a lead to them (issue 47): who, which lead, a link to it
 * and how to turn these mails off; in the operator's language (the one they last signed in with), else German
 * first, then English, in one message (copy: app/content/assignment-email), in the frame of every mail to the team
 * (staff-email.server.ts). The lead's message and address stay out of it: the mail names the lead, its page holds
 * the rest behind the sign-in.
 */
import de from "#app/content/assignment-email/de.ts";
import en from "#app/content/assignment-email/en.ts";
import type { AssignmentEmailCopy } from "#app/content/assignment-email/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { oneLine } from "#app/lib/notify/email.server.ts";
import type { AssignmentDelivery } from "#app/lib/notify/outbox.server.ts";
import { composeStaffEmail, type StaffEmail } from "#app/lib/notify/staff-email.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

const copies: Record<Locale, AssignmentEmailCopy> = { de, en };

export function composeAssignmentEmail(
  delivery: AssignmentDelivery,
  settings: { from: string; siteOrigin: string },
): StaffEmail {
  const { email, locale, assignedBy, lead } = delivery.assignment;
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const languages: Locale[] = locale ? [locale] : ["de", "en"];
  const parts = languages.map((language) => {
    const copy = copies[language];
    const facts = { lead: name, company: oneLine(lead.company), by: assignedBy ?? "" };
    const paragraphs = [
      copy.greeting,
      formatTemplate(assignedBy ? copy.what : copy.whatUnknown, facts),
      { words: copy.open, link: `${settings.siteOrigin}${adminPath("lead", language, { id: lead.id })}` },
      { words: copy.turnOff, link: `${settings.siteOrigin}${adminPath("account", language)}` },
      `${copy.regards}\n${copy.signature}`,
    ];
    return { locale: language, paragraphs };
  });
  const subject = languages.map((language) => formatTemplate(copies[language].subject, { lead: name })).join(" / ");
  return composeStaffEmail({ to: email, subject, parts, marked: true, id: delivery.id }, settings);
}
