/**
 * What a person receives when they ask what we store about them (Art. 15 DSGVO; issue 47): every lead with their
 * address, each with its notifications and history, and their recorded privacy requests, in one JSON file in the
 * person's language (that of the lead it is asked from): keys and the values that would otherwise be codes in words
 * (copy: app/content/data-export), times in Berlin time with their offset (2026-11-28T14:05:00+01:00).
 */
import de from "#app/content/data-export/de.ts";
import en from "#app/content/data-export/en.ts";
import type { DataExportCopy } from "#app/content/data-export/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { LeadEvent, LeadEventKind } from "#app/lib/admin/lead-history.server.ts";
import { sentFields, type Lead, type Notification } from "#app/lib/admin/leads.server.ts";
import type { PrivacyRequest } from "#app/lib/admin/privacy-requests.server.ts";
import { berlinIso } from "#app/lib/contact/csv.ts";
import { isLeadStatus } from "#app/vocabulary/admin.ts";

const copies: Record<Locale, DataExportCopy> = { en, de };

export type LeadRecord = { lead: Lead; notifications: Notification[]; history: LeadEvent[] };

/** The person's data as JSON, in `locale`; `now` is when it was made. */
export function personAsJson(
  records: readonly LeadRecord[],
  requests: readonly PrivacyRequest[],
  locale: Locale,
  now = new Date(),
): string {
  const copy = copies[locale];
  const { keys } = copy;
  const email = records[0]?.lead.email.trim() ?? "";
  const file = {
    [keys.about]: copy.about.replace("{email}", email),
    [keys.exportedAt]: berlinIso(now),
    [keys.person]: email,
    [keys.leads]: records.map((record) => leadEntry(record, copy)),
    [keys.privacyRequests]: requests.map((request) => ({
      [keys.kind]: copy.requestKinds[request.kind],
      [keys.receivedOn]: request.receivedOn,
      [keys.dueOn]: request.dueOn,
      [keys.doneAt]: request.doneAt ? berlinIso(request.doneAt) : null,
    })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

function leadEntry({ lead, notifications, history }: LeadRecord, copy: DataExportCopy) {
  const { keys } = copy;
  const fields = sentFields(lead);
  return {
    [keys.id]: lead.id,
    [keys.receivedAt]: berlinIso(lead.receivedAt),
    [keys.language]: copy.languages[lead.locale],
    [keys.firstName]: fields.firstName,
    [keys.lastName]: fields.lastName,
    [keys.company]: fields.company,
    [keys.email]: fields.email,
    [keys.phone]: fields.phone,
    [keys.message]: fields.message,
    [keys.privacyPolicy]: lead.privacyPolicy,
    [keys.status]: copy.statuses[lead.status],
    [keys.owner]: lead.ownerEmail,
    [keys.updatedAt]: lead.updatedAt ? berlinIso(lead.updatedAt) : null,
    [keys.notifications]: notifications.map((notification) => ({
      [keys.channel]: copy.channels[notification.channel],
      [keys.delivery]: copy.deliveries[notification.status],
      [keys.attempts]: notification.attempts,
      [keys.sentAt]: notification.sentAt ? berlinIso(notification.sentAt) : null,
    })),
    [keys.history]: history.map((event) => historyEntry(event, copy)),
  };
}

function historyEntry(event: LeadEvent, copy: DataExportCopy) {
  const { keys } = copy;
  const events: Record<LeadEventKind, string> = copy.events;
  return {
    [keys.id]: event.id,
    [keys.at]: berlinIso(event.at),
    [keys.what]: events[event.kind],
    [keys.by]: event.operatorEmail,
    ...(event.body === null ? {} : { [keys.text]: event.body }),
    ...(event.corrects ? { [keys.corrects]: event.corrects } : {}),
    ...(Object.keys(event.details).length ? { [keys.details]: detailsIn(event.details, copy) } : {}),
  };
}

/** A history entry's details with their keys in words, and a status or channel named as the page names it. */
function detailsIn(details: LeadEvent["details"], copy: DataExportCopy) {
  const named: Record<string, string> = copy.detailKeys;
  const channels: Record<string, string> = copy.channels;
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => {
      const word = isLeadStatus(value)
        ? copy.statuses[value]
        : typeof value === "string"
          ? (channels[value] ?? value)
          : value;
      return [named[key] ?? key, word];
    }),
  );
}
