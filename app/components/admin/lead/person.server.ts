/**
 * The person a lead belongs to, as its page shows them (issue 47): their other leads, and their privacy requests
 * with deadlines, dates in the operator's language; and the page's forms that record a request or mark one
 * answered.
 */
import * as z from "zod/mini";
import { formatDateTime, formatLongDate } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { otherLeadsOf } from "#app/lib/admin/person.server.ts";
import { isOverdue, privacyRequestsOf, type PrivacyRequest } from "#app/lib/admin/privacy-requests.server.ts";
import { field } from "#app/lib/server/form-fields.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";
import { privacyRequestKinds, type LeadStatus, type PrivacyRequestKind } from "#app/vocabulary/admin.ts";

export type OtherLeadView = { id: string; name: string; company: string; received: string; status: LeadStatus };

export type PrivacyRequestView = {
  id: string;
  kind: PrivacyRequestKind;
  received: string;
  due: string;
  overdue: boolean;
  /** When and by whom it was answered; null while open. */
  done: { at: string; who: string } | null;
  /** A lead of the person to open; null once the person is erased. */
  leadId: string | null;
  name: string | null;
};

export function privacyRequestView(request: PrivacyRequest, locale: Locale, someone: string, now = new Date()) {
  return {
    id: request.id,
    kind: request.kind,
    received: formatLongDate(request.receivedOn, locale),
    due: formatLongDate(request.dueOn, locale),
    overdue: isOverdue(request, now),
    done: request.doneAt ? { at: formatDateTime(request.doneAt, locale), who: request.doneBy ?? someone } : null,
    leadId: request.leadId,
    name: request.name,
  } satisfies PrivacyRequestView;
}

/** The person's other leads (newest first) and their requests (open first), for the lead's page. */
export async function personView(sql: Sql, leadId: string, locale: Locale, someone: string) {
  const [others, requests] = await Promise.all([otherLeadsOf(sql, leadId), privacyRequestsOf(sql, leadId)]);
  return {
    others: others.map((other): OtherLeadView => ({ ...other, received: formatDateTime(other.receivedAt, locale) })),
    requests: requests.map((request) => privacyRequestView(request, locale, someone)),
    /** The record form's day, Berlin's today (from the server, so the page hydrates as it was drawn). */
    today: berlinDay(new Date()),
  };
}

/** The forms of the person's privacy requests on a lead's page (a day is checked by recordPrivacyRequest). */
export const personForms = [
  z.object({ intent: z.literal("privacy-request"), kind: field.oneOf(privacyRequestKinds), received: field.line(10) }),
  z.object({ intent: z.literal("privacy-request-done"), request: field.line(200) }),
] as const;
