import type { Locale } from "#app/i18n/locales.ts";
import type { DeliveryProblem } from "#app/lib/notify/delivery-problem.ts";
import type { LeadStatus } from "#app/vocabulary/admin.ts";

/** What the visitor sent, in the order the page shows it. */
export const leadFields = ["firstName", "lastName", "company", "email", "phone", "message"] as const;
export type LeadField = (typeof leadFields)[number];

/** A lead as its page shows it: the server's words and dates, already in the operator's language. */
export type LeadView = {
  id: string;
  name: string;
  version: number;
  received: string;
  language: Locale;
  fields: Record<Exclude<LeadField, "phone">, string> & { phone: string | null };
  mailHref: string;
  telHref: string | null;
  status: LeadStatus;
  ownerId: string | null;
  ownerEmail: string | null;
  /** The owner by their display name (their profile's, else their address: issue 47). */
  ownerName?: string | null;
};

/** Who may own the lead: the operator marked, and a former owner who has left the team since. */
export type OwnerChoice = { id: string; email: string; you: boolean; former: boolean; name?: string };

/** What the operator chose in the change form, kept when the change is refused. */
export type KeptChange = { note: string; status: LeadStatus | null; ownerId: string | null };

/** A notification of sales about the lead, and how its delivery went. */
export type NotificationView = {
  id: string;
  channel: "email" | "webhook";
  status: "pending" | "sent" | "failed";
  attempts: number;
  /** What went wrong last, in words (app/lib/notify/delivery-problem.ts), and as the library said it. */
  problem: DeliveryProblem | null;
  technical: string | null;
  /** When the next attempt is due, for one that failed and is tried again; the server's words and time zone. */
  retryAt: string | null;
  sent: string | null;
};
