import type { Locale } from "#app/i18n/locales.ts";
import type { LeadStatus, PrivacyRequestKind } from "#app/vocabulary/admin.ts";

/**
 * The words of the file a person receives when they ask what the site stores about them (Art. 15 DSGVO; written
 * by app/lib/admin/person-export.server.ts), in the person's language: its keys and the values that would
 * otherwise be codes (a status, a language, what happened). "{email}" placeholders are filled in by formatTemplate.
 */
export type DataExportCopy = {
  /** The file's first entry: what it holds, for whom. */
  about: string;
  keys: {
    about: string;
    exportedAt: string;
    person: string;
    leads: string;
    privacyRequests: string;
    id: string;
    receivedAt: string;
    language: string;
    firstName: string;
    lastName: string;
    company: string;
    email: string;
    phone: string;
    message: string;
    privacyPolicy: string;
    status: string;
    owner: string;
    updatedAt: string;
    notifications: string;
    channel: string;
    delivery: string;
    attempts: string;
    sentAt: string;
    history: string;
    at: string;
    what: string;
    by: string;
    text: string;
    corrects: string;
    details: string;
    kind: string;
    receivedOn: string;
    dueOn: string;
    doneAt: string;
  };
  languages: Record<Locale, string>;
  statuses: Record<LeadStatus, string>;
  /** What happened to a lead, one per kind of its history. */
  events: {
    note: string;
    status: string;
    owner: string;
    export: string;
    notification: string;
    "erasure-request": string;
  };
  channels: { email: string; webhook: string };
  deliveries: { pending: string; sent: string; failed: string };
  /** The keys of a history entry's details (a status's from and to, a delivery's outcome, …). */
  detailKeys: {
    from: string;
    to: string;
    fromEmail: string;
    toEmail: string;
    channel: string;
    outcome: string;
    attempts: string;
    format: string;
  };
  requestKinds: Record<PrivacyRequestKind, string>;
};
