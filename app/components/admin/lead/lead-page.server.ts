import { deliveryProblem } from "#app/lib/notify/delivery-problem.ts";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import type { AdminContent } from "#app/content/admin/types.ts";
import type { TimelineItem } from "#app/components/admin/lead-timeline.tsx";
import { formatDateTime } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { timelineOf, type LeadEvent } from "#app/lib/admin/lead-history.server.ts";
import { mailHref, telHref } from "#app/lib/admin/lead-links.ts";
import { sentFields, type Lead, type Notification } from "#app/lib/admin/leads.server.ts";
import type { DisplayNames } from "#app/lib/admin/operators.server.ts";
import type { LeadView, NotificationView, OwnerChoice } from "./types.ts";

/** The lead as its page shows it, dates in the operator's language. */
export function leadView(lead: Lead, locale: Locale): LeadView {
  // The reply is written in the lead's language, whichever language the operator reads the back office in.
  const leadCopy: AdminContent = lead.locale === "de" ? adminDe : adminEn;
  return {
    id: lead.id,
    name: `${lead.firstName} ${lead.lastName}`,
    version: lead.version,
    received: formatDateTime(lead.receivedAt, locale),
    language: lead.locale,
    fields: sentFields(lead),
    mailHref: mailHref(lead.email, leadCopy.lead.mailSubject),
    telHref: telHref(lead.phone),
    status: lead.status,
    ownerId: lead.ownerId,
    ownerEmail: lead.ownerEmail,
  };
}

/** An event's details with the owners it names by their display names (an assignment's `fromName`, `toName`). */
function namedDetails(event: LeadEvent, names: DisplayNames): LeadEvent["details"] {
  if (event.kind !== "owner") return event.details;
  const { from, fromEmail, to, toEmail } = event.details;
  const name = (id: unknown, email: unknown) =>
    names.of({ id: typeof id === "string" ? id : null, email: typeof email === "string" ? email : null });
  return { ...event.details, fromName: name(from, fromEmail), toName: name(to, toEmail) };
}

/**
 * The history as the page shows it, newest first, people by their display names; corrections go with the note
 * they correct.
 */
export function timelineItems(
  events: readonly LeadEvent[],
  operatorId: string,
  locale: Locale,
  names: DisplayNames,
): TimelineItem[] {
  return timelineOf(events)
    .map(({ event, corrections }) => {
      const wordings = [event, ...corrections];
      return {
        id: event.id,
        kind: event.kind,
        at: formatDateTime(event.at, locale),
        iso: event.at.toISOString(),
        who: names.of({ id: event.operatorId, email: event.operatorEmail }),
        whoId: event.operatorId,
        mine: event.operatorId !== null && event.operatorId === operatorId,
        body: wordings.at(-1)!.body,
        earlier: wordings.slice(0, -1).map((wording, index) => ({
          body: wording.body ?? "",
          replaced: formatDateTime(wordings[index + 1]!.at, locale),
        })),
        details: namedDetails(event, names),
      };
    })
    .reverse();
}

/** Who may own the lead, the operator first; and its owner as it is, even one who has left the team since. */
export function ownerChoices(owners: { id: string; email: string }[], lead: Lead, me: string): OwnerChoice[] {
  const choices = owners.map((owner) => ({ ...owner, you: owner.id === me, former: false }));
  if (lead.ownerId && !owners.some((owner) => owner.id === lead.ownerId))
    choices.push({ id: lead.ownerId, email: lead.ownerEmail ?? "", you: false, former: true });
  return [...choices.filter((owner) => owner.you), ...choices.filter((owner) => !owner.you)];
}

export function notificationViews(notifications: readonly Notification[], locale: Locale): NotificationView[] {
  return notifications.map((notification) => ({
    id: notification.id,
    channel: notification.channel,
    status: notification.status,
    attempts: notification.attempts,
    problem: notification.status !== "sent" && notification.lastError ? deliveryProblem(notification.lastError) : null,
    technical: notification.status !== "sent" ? notification.lastError : null,
    retryAt:
      notification.status === "pending" && notification.attempts > 0
        ? formatDateTime(notification.nextAttemptAt, locale)
        : null,
    sent: notification.sentAt ? formatDateTime(notification.sentAt, locale) : null,
  }));
}
