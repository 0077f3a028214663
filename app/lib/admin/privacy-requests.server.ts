/**
 * Privacy requests (issue 47): what a person asked of us under the DSGVO (access, erasure, objection, …), recorded
 * on the person from a lead's page with the day it reached us, due one month later (Art. 12(3)), and marked done
 * when answered. One list shows them all, open ones first by deadline; a week before a deadline each owner is
 * told by e-mail, once per request, through the outbox (decision 0064).
 */
import { randomUUID } from "node:crypto";
import type { Locale } from "#app/i18n/locales.ts";
import { addDays, berlinDay, isDay } from "#app/lib/analytics/days.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { recordLeadEvent } from "#app/lib/admin/lead-history.server.ts";
import { isLeadId, type Actor } from "#app/lib/admin/leads.server.ts";
import { PERSON_KEY } from "#app/lib/admin/person.server.ts";
import { queuePrivacyDeadlineEmail } from "#app/lib/notify/outbox.server.ts";
import { toDate, toDateOrNull, type Sql } from "#app/lib/store/sql.server.ts";
import { privacyRequestKinds, type PrivacyRequestKind } from "#app/vocabulary/admin.ts";

export { privacyRequestKinds, type PrivacyRequestKind } from "#app/vocabulary/admin.ts";

/** How long before its deadline the owners hear of an open request. */
export const WARN_DAYS = 7;

export function isPrivacyRequestKind(value: unknown): value is PrivacyRequestKind {
  return typeof value === "string" && (privacyRequestKinds as readonly string[]).includes(value);
}

/**
 * The day a request received on `day` must be answered by: one month later, on the same day of the month, or
 * the month's last day where it has no such day (31 January → 28 or 29 February), as EU law counts a period of
 * months (Regulation 1182/71, Art. 3(2)(c)).
 */
export function oneMonthAfter(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, last))).toISOString().slice(0, 10);
}

export type PrivacyRequest = {
  id: string;
  kind: PrivacyRequestKind;
  receivedOn: string;
  dueOn: string;
  recordedAt: Date;
  recordedBy: string | null;
  doneAt: Date | null;
  doneBy: string | null;
  /** A lead of the person to open (their newest); null once the person is erased. */
  leadId: string | null;
  /** The person's name on that lead; null once erased. */
  name: string | null;
};

type RequestRow = {
  id: string;
  kind: string;
  received_on: string;
  due_on: string;
  recorded_at: unknown;
  recorded_by_email: string | null;
  done_at: unknown;
  done_by_email: string | null;
  lead_id: string | null;
  first_name: string | null;
  last_name: string | null;
};

// The person's newest lead by a lateral-free subquery (both stores), its name by a join on it.
const REQUEST_SELECT = `SELECT r.id, r.kind, r.received_on, r.due_on, r.recorded_at, r.done_at,
    rec.email AS recorded_by_email, fin.email AS done_by_email, c.id AS lead_id, c.first_name, c.last_name
  FROM privacy_requests r
  LEFT JOIN operators rec ON rec.id = r.recorded_by
  LEFT JOIN operators fin ON fin.id = r.done_by
  LEFT JOIN contact_requests c ON c.id = (
    SELECT n.id FROM contact_requests n WHERE r.person IS NOT NULL AND lower(trim(n.email)) = r.person
    ORDER BY n.received_at DESC, n.seq DESC LIMIT 1)`;

function requestOf(row: RequestRow): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind as PrivacyRequestKind,
    receivedOn: row.received_on,
    dueOn: row.due_on,
    recordedAt: toDate(row.recorded_at),
    recordedBy: row.recorded_by_email,
    doneAt: toDateOrNull(row.done_at),
    doneBy: row.done_by_email,
    leadId: row.lead_id,
    name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ""}`.trim(),
  };
}

/** Why a request cannot be recorded: no such lead, or a day that is none, in the future, or over a year ago. */
export type RecordRefusal = "missing" | "bad-day";

/**
 * Records a request the person made (received on `receivedOn`, a Berlin calendar day) against the person the
 * lead belongs to, with its deadline; in the audit log, and for an erasure also in the lead's history (the page's
 * notice and the erasure's audit entry read it there, as before issue 47).
 */
export async function recordPrivacyRequest(
  sql: Sql,
  leadId: string,
  request: { kind: PrivacyRequestKind; receivedOn: string },
  by: Actor,
  now = new Date(),
): Promise<{ id: string } | { refused: RecordRefusal }> {
  if (!isLeadId(leadId)) return { refused: "missing" };
  const today = berlinDay(now);
  const { kind, receivedOn } = request;
  if (!isDay(receivedOn) || receivedOn > today || receivedOn < addDays(today, -366)) return { refused: "bad-day" };
  return sql.transaction(async (tx) => {
    const lead = await tx.get<{ person: string }>(`SELECT ${PERSON_KEY} AS person FROM contact_requests WHERE id = ?`, [
      leadId,
    ]);
    if (!lead) return { refused: "missing" as const };
    const id = randomUUID();
    await tx.run(
      `INSERT INTO privacy_requests (id, person, lead_id, kind, received_on, due_on, recorded_at, recorded_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, lead.person, leadId, kind, receivedOn, oneMonthAfter(receivedOn), now, by.operatorId],
    );
    if (kind === "erasure") {
      const earlier = await tx.get("SELECT id FROM lead_events WHERE lead_id = ? AND kind = 'erasure-request'", [
        leadId,
      ]);
      if (!earlier) await recordLeadEvent(tx, { leadId, kind: "erasure-request", operatorId: by.operatorId }, now);
    }
    const details = { kind, received: receivedOn };
    await recordAudit(tx, { ...auditBy(by), action: "privacy-request", target: leadId, details }, now);
    return { id };
  });
}

/**
 * Marks a request of the person `leadId` belongs to answered; false when it is not theirs, unknown, or was marked
 * before.
 */
export async function markPrivacyRequestDone(
  sql: Sql,
  leadId: string,
  requestId: string,
  by: Actor,
  now = new Date(),
): Promise<boolean> {
  if (!isLeadId(requestId) || !isLeadId(leadId)) return false;
  return sql.transaction(async (tx) => {
    const { changes } = await tx.run(
      `UPDATE privacy_requests SET done_at = ?, done_by = ?
       WHERE id = ? AND done_at IS NULL AND person = (SELECT ${PERSON_KEY} FROM contact_requests WHERE id = ?)`,
      [now, by.operatorId, requestId, leadId],
    );
    if (changes !== 1) return false;
    const row = await tx.get<{ kind: string; lead_id: string | null }>(
      "SELECT kind, lead_id FROM privacy_requests WHERE id = ?",
      [requestId],
    );
    const details = { kind: row!.kind };
    await recordAudit(tx, { ...auditBy(by), action: "privacy-request-done", target: row!.lead_id, details }, now);
    return true;
  });
}

function auditBy(by: Actor) {
  return { operatorId: by.operatorId, operatorEmail: by.operatorEmail };
}

/** The requests of the person `leadId` belongs to: open ones first by deadline, then the answered, newest first. */
export async function privacyRequestsOf(sql: Sql, leadId: string): Promise<PrivacyRequest[]> {
  if (!isLeadId(leadId)) return [];
  const rows = await sql.all<RequestRow>(
    `${REQUEST_SELECT} WHERE r.person = (SELECT ${PERSON_KEY} FROM contact_requests WHERE id = ?)
     ORDER BY CASE WHEN r.done_at IS NULL THEN 0 ELSE 1 END, r.due_on, r.recorded_at`,
    [leadId],
  );
  return byDeadline(rows.map(requestOf));
}

/** Every recorded request: the open ones first, soonest deadline first; then the answered ones, latest first. */
export async function listPrivacyRequests(sql: Sql, { limit = 500 } = {}): Promise<PrivacyRequest[]> {
  const rows = await sql.all<RequestRow>(
    `${REQUEST_SELECT} ORDER BY CASE WHEN r.done_at IS NULL THEN 0 ELSE 1 END, r.due_on, r.recorded_at LIMIT ?`,
    [limit],
  );
  return byDeadline(rows.map(requestOf));
}

/** Open first by deadline; answered ones after them, the latest answered first. */
function byDeadline(requests: PrivacyRequest[]): PrivacyRequest[] {
  const open = requests.filter((request) => !request.doneAt);
  const done = requests
    .filter((request) => request.doneAt)
    .toSorted((a, b) => b.doneAt!.getTime() - a.doneAt!.getTime());
  return [...open, ...done];
}

/** Whether an open request is past its deadline on `now`'s Berlin day. */
export function isOverdue(request: Pick<PrivacyRequest, "dueOn" | "doneAt">, now = new Date()): boolean {
  return !request.doneAt && request.dueOn < berlinDay(now);
}

/**
 * Tells the owners of open requests whose deadline is a week away or nearer (or past), once per request: the
 * first process to mark a request warned queues one e-mail per active owner, in the owner's language (the one they
 * last signed in with, as every mail to the team; `fallbackLocale`, the sales team's language, for an owner who
 * has not signed in yet). Answers how many requests were warned of.
 */
export async function warnOfDeadlines(
  sql: Sql,
  { now = new Date(), fallbackLocale }: { now?: Date; fallbackLocale: Locale },
): Promise<number> {
  const horizon = addDays(berlinDay(now), WARN_DAYS);
  const due = await sql.all<{ id: string }>(
    "SELECT id FROM privacy_requests WHERE done_at IS NULL AND warned_at IS NULL AND due_on <= ? ORDER BY due_on",
    [horizon],
  );
  let warned = 0;
  for (const { id } of due) {
    const queued = await sql.transaction(async (tx) => {
      const { changes } = await tx.run(
        "UPDATE privacy_requests SET warned_at = ? WHERE id = ? AND warned_at IS NULL AND done_at IS NULL",
        [now, id],
      );
      if (changes !== 1) return false;
      for (const owner of await ownersWithLanguage(tx)) {
        await queuePrivacyDeadlineEmail(tx, owner.id, id, owner.locale ?? fallbackLocale, now);
      }
      return true;
    });
    if (queued) warned += 1;
  }
  return warned;
}

/** The active owners, each with the language they last signed in with (operators.locale; none before the first). */
async function ownersWithLanguage(sql: Sql): Promise<{ id: string; locale: Locale | null }[]> {
  return sql.all<{ id: string; locale: Locale | null }>(
    "SELECT id, locale FROM operators WHERE role = 'owner' AND deactivated_at IS NULL ORDER BY email",
  );
}
