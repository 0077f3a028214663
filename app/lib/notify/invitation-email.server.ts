/**
 * The e-mail that brings an invited operator their one-time link, in their
 * language (copy: app/content/invitation-email): who invited them and as what,
 * the link, that it works once and for 72 hours, and that they may ignore it.
 * Plain text and simple HTML, composed like the lead e-mail: a subject of
 * encoded words, addresses as one mailbox each (never parsed as a list), and a
 * Message-ID made from the outbox row, the same on every retry.
 */
import de from "#app/content/invitation-email/de.ts";
import en from "#app/content/invitation-email/en.ts";
import type { InvitationEmailCopy } from "#app/content/invitation-email/types.ts";
import { invitationLink } from "#app/i18n/admin-pages.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { encodedWords, isPlainAddress, oneLine } from "#app/lib/notify/email.server.ts";
import type { InvitationDelivery } from "#app/lib/notify/outbox.server.ts";
import { escapeMarkup as escapeHtml } from "#app/lib/text/escape-markup.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { roleInText } from "#app/lib/text/role-phrase.ts";

const copies: Record<Locale, InvitationEmailCopy> = { en, de };

/**
 * One address, as nodemailer takes it without parsing it: a string is read as a list, and an address with a line
 * break in it ("…\r\nBcc: …") would send the link to whoever follows. Only plain addresses get this far.
 */
export type Mailbox = { name: ""; address: string };
const mailbox = (address: string): Mailbox => ({ name: "", address });

export type InvitationEmail = {
  from: string;
  to: Mailbox;
  /** The owner who invited, when they are still on the team: an answer reaches a person. */
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
};

export function composeInvitationEmail(
  delivery: InvitationDelivery,
  { from, siteOrigin }: { from: string; siteOrigin: string },
): InvitationEmail {
  const { invitation } = delivery;
  // invite() takes plain addresses only: anything else here did not come through it, and goes nowhere.
  if (!isPlainAddress(invitation.email)) throw new Error("the invitation's address is not one plain e-mail address");
  const copy = copies[invitation.locale];
  const inviter = invitation.invitedBy && isPlainAddress(invitation.invitedBy) ? invitation.invitedBy : undefined;
  const role = copy.roles[invitation.role];
  const link = invitationLink(siteOrigin, invitation.locale, invitation.token);
  const invited = `${formatTemplate(inviter ? copy.invited : copy.invitedByTheTeam, {
    inviter: inviter ?? "",
    role: roleInText(copy, role.name),
  })} ${role.scope}`;
  const validity = formatTemplate(copy.validity, { expires: formatDateTime(invitation.expiresAt, invitation.locale) });
  const closing = [copy.unexpected, ...(inviter ? [formatTemplate(copy.questions, { inviter })] : [])];
  const paragraphs = [
    copy.greeting,
    invited,
    `${copy.join}\n${link}`,
    validity,
    closing.join("\n"),
    `${copy.regards}\n${copy.signature}`,
  ];
  const html = `<!doctype html><html lang="${invitation.locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(invited)}</p>
<p><a href="${escapeHtml(link)}"><strong>${escapeHtml(copy.joinButton)}</strong></a></p>
<p style="word-break:break-all">${escapeHtml(link)}</p>
<p>${escapeHtml(validity)}</p>
${closing.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p>${escapeHtml(copy.regards)}<br>${escapeHtml(copy.signature)}</p>
</body></html>`;
  return {
    from,
    to: mailbox(invitation.email),
    ...(inviter ? { replyTo: mailbox(inviter) } : {}),
    subject: encodedWords(oneLine(copy.subject)),
    text: `${paragraphs.join("\n\n")}\n`,
    html,
    messageId: `<${delivery.id}@${new URL(siteOrigin).hostname}>`,
    // No out-of-office answers to an automatic message (RFC 3834).
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
