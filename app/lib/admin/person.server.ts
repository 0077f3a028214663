/**
 * One person, one request (issue 47): a person is their e-mail address, trimmed and in lower case, and the leads
 * that share it are theirs. Access (Art. 15) and erasure (Art. 17) act on all of them at once. The key is made
 * by the store (`lower(trim(email))`, migration 15 indexes it), so that the grouping and its index agree.
 */
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import {
  clearWriteAheadLog,
  deleteLeadRows,
  getLead,
  isLeadId,
  type Actor,
  type Lead,
} from "#app/lib/admin/leads.server.ts";
import type { LeadStatus } from "#app/vocabulary/admin.ts";
import { toDate, type Sql } from "#app/lib/store/sql.server.ts";

/** The person a lead belongs to: its address, trimmed and in lower case, as the store compares it. */
export const PERSON_KEY = "lower(trim(email))";

/** The ids of the leads of the person `leadId` belongs to (itself included), oldest first; none for no lead. */
export async function personLeadIds(sql: Sql, leadId: string): Promise<string[]> {
  if (!isLeadId(leadId)) return [];
  const rows = await sql.all<{ id: string }>(
    `SELECT id FROM contact_requests
     WHERE ${PERSON_KEY} = (SELECT ${PERSON_KEY} FROM contact_requests WHERE id = ?)
     ORDER BY received_at, seq`,
    [leadId],
  );
  return rows.map((row) => row.id);
}

/** Every lead of the person `leadId` belongs to, oldest first. */
export async function personLeads(sql: Sql, leadId: string): Promise<Lead[]> {
  const leads = await Promise.all((await personLeadIds(sql, leadId)).map((id) => getLead(sql, id)));
  return leads.filter((lead): lead is Lead => lead !== undefined);
}

/** A lead of the same person, as the lead page lists it beside the one it shows. */
export type OtherLead = { id: string; receivedAt: Date; name: string; company: string; status: LeadStatus };

/** The person's other leads, newest first (the lead itself left out). */
export async function otherLeadsOf(sql: Sql, leadId: string): Promise<OtherLead[]> {
  if (!isLeadId(leadId)) return [];
  const rows = await sql.all<{
    id: string;
    received_at: unknown;
    first_name: string;
    last_name: string;
    company: string;
    status: string;
  }>(
    `SELECT id, received_at, first_name, last_name, company, status FROM contact_requests
     WHERE ${PERSON_KEY} = (SELECT ${PERSON_KEY} FROM contact_requests WHERE id = ?) AND id <> ?
     ORDER BY received_at DESC, seq DESC`,
    [leadId, leadId],
  );
  return rows.map((row) => ({
    id: row.id,
    receivedAt: toDate(row.received_at),
    name: `${row.first_name} ${row.last_name}`,
    company: row.company,
    status: row.status as LeadStatus,
  }));
}

/**
 * Erases the person `leadId` belongs to (Art. 17 DSGVO): every lead with their address, with notifications and
 * history, in one transaction. Their recorded requests are closed as answered and keep no address (the row
 * stays as the record that a request was answered in time). One audit entry names how many leads went, and
 * when the person had asked for the erasure, if that was recorded. Answers how many leads were erased.
 */
export async function erasePerson(sql: Sql, leadId: string, by: Actor, now = new Date()): Promise<number> {
  if (!isLeadId(leadId)) return 0;
  const erased = await sql.transaction(async (tx) => {
    const ids = await personLeadIds(tx, leadId);
    if (ids.length === 0) return 0;
    const requested = await erasureRequestedOf(tx, leadId, ids);
    await tx.run(
      `UPDATE privacy_requests SET done_at = coalesce(done_at, ?), done_by = coalesce(done_by, ?), person = NULL
       WHERE person = (SELECT ${PERSON_KEY} FROM contact_requests WHERE id = ?)`,
      [now, by.operatorId, leadId],
    );
    const count = await deleteLeadRows(tx, ids);
    await recordAudit(
      tx,
      {
        operatorId: by.operatorId,
        operatorEmail: by.operatorEmail,
        action: "delete",
        target: leadId,
        details: { leads: count, ...(requested ? { erasureRequested: requested } : {}) },
      },
      now,
    );
    return count;
  });
  if (erased) await clearWriteAheadLog(sql);
  return erased;
}

/**
 * When the person asked for erasure: the day a recorded request reached us (the day its month runs from), or, for
 * a request noted on a lead's page before issue 47, when it was noted.
 */
async function erasureRequestedOf(tx: Sql, leadId: string, ids: readonly string[]): Promise<string | undefined> {
  const request = await tx.get<{ received_on: string }>(
    `SELECT received_on FROM privacy_requests
     WHERE kind = 'erasure' AND person = (SELECT ${PERSON_KEY} FROM contact_requests WHERE id = ?)
     ORDER BY received_on LIMIT 1`,
    [leadId],
  );
  if (request) return request.received_on;
  const event = await tx.get<{ at: unknown }>(
    `SELECT at FROM lead_events WHERE kind = 'erasure-request' AND lead_id IN (${ids.map(() => "?").join(", ")})
     ORDER BY at LIMIT 1`,
    ids,
  );
  return event ? toDate(event.at).toISOString() : undefined;
}
