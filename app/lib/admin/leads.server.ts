/**
 * The lead inbox: contact requests as sales works them, with a status and
 * notes, searched, filtered and paged; one lead with its notifications;
 * changes, erasure (Art. 17 DSGVO) and the retention period.
 */
import type { Locale } from "#app/i18n/locales.ts";
import { recordFromRow, type ContactRecord, type ContactRow } from "#app/lib/contact/store.server.ts";
import { toDate, toDateOrNull, toNumber, type Sql } from "#app/lib/store/sql.server.ts";

export { isLeadStatus, leadStatuses, type LeadStatus } from "#app/lib/admin/vocabulary.ts";
import type { LeadStatus } from "#app/lib/admin/vocabulary.ts";

export type Lead = ContactRecord & { status: LeadStatus; notes: string; updatedAt: Date | null };

export type Notification = {
  id: string;
  channel: "email" | "webhook";
  status: "pending" | "sent" | "failed";
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
};

const COLUMNS = `id, received_at, locale, first_name, last_name, company, email, phone, message, status, notes, updated_at`;
type LeadRow = ContactRow & { status: string; notes: string; updated_at: unknown };

function leadFromRow(row: LeadRow): Lead {
  return {
    ...recordFromRow(row),
    status: row.status as LeadStatus,
    notes: row.notes,
    updatedAt: toDateOrNull(row.updated_at),
  };
}

/** Lead ids are UUIDs; anything else names no lead (and PostgreSQL would refuse to compare it). */
export function isLeadId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export async function getLead(sql: Sql, id: string): Promise<Lead | undefined> {
  if (!isLeadId(id)) return undefined;
  const row = await sql.get<LeadRow>(`SELECT ${COLUMNS} FROM contact_requests WHERE id = ?`, [id]);
  return row && leadFromRow(row);
}

type NotificationRow = {
  id: string;
  channel: string;
  status: string;
  attempts: unknown;
  created_at: unknown;
  next_attempt_at: unknown;
  sent_at: unknown;
  last_error: string | null;
};

export async function notificationsOf(sql: Sql, leadId: string): Promise<Notification[]> {
  if (!isLeadId(leadId)) return [];
  const rows = await sql.all<NotificationRow>(
    `SELECT id, channel, status, attempts, created_at, next_attempt_at, sent_at, last_error
     FROM outbox WHERE lead_id = ? ORDER BY channel`,
    [leadId],
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as Notification["channel"],
    status: row.status as Notification["status"],
    attempts: toNumber(row.attempts),
    createdAt: toDate(row.created_at),
    nextAttemptAt: toDate(row.next_attempt_at),
    sentAt: toDateOrNull(row.sent_at),
    lastError: row.last_error,
  }));
}

/** Sets status and notes; answers what changed (for the audit log), or undefined when there is no such lead. */
export async function updateLead(
  sql: Sql,
  id: string,
  change: { status: LeadStatus; notes: string },
  now = new Date(),
): Promise<{ status?: { from: LeadStatus; to: LeadStatus }; notes?: boolean } | undefined> {
  if (!isLeadId(id)) return undefined;
  return sql.transaction(async (tx) => {
    const before = await tx.get<{ status: string; notes: string }>(
      "SELECT status, notes FROM contact_requests WHERE id = ?",
      [id],
    );
    if (!before) return undefined;
    const changed: { status?: { from: LeadStatus; to: LeadStatus }; notes?: boolean } = {};
    if (before.status !== change.status) changed.status = { from: before.status as LeadStatus, to: change.status };
    if (before.notes !== change.notes) changed.notes = true;
    if (changed.status || changed.notes) {
      await tx.run("UPDATE contact_requests SET status = ?, notes = ?, updated_at = ? WHERE id = ?", [
        change.status,
        change.notes,
        now,
        id,
      ]);
    }
    return changed;
  });
}

/** Erases a lead and its notifications (Art. 17 DSGVO); false when there was none. */
export async function deleteLead(sql: Sql, id: string): Promise<boolean> {
  if (!isLeadId(id)) return false;
  const deleted = await sql.transaction(async (tx) => {
    await tx.run("DELETE FROM outbox WHERE lead_id = ?", [id]);
    const { changes } = await tx.run("DELETE FROM contact_requests WHERE id = ?", [id]);
    return changes === 1;
  });
  if (deleted) await clearWriteAheadLog(sql);
  return deleted;
}

/**
 * SQLite (with secure_delete on) zeroes what a deletion frees, but the pages as they were before stay in the
 * write-ahead log until a checkpoint copies them back and the log is emptied: an erasure ends with one.
 * (A reader in another process, contacts:export, can hold the log for a moment; the next erasure or
 * SQLite's own checkpoint then clears it.)
 */
async function clearWriteAheadLog(sql: Sql): Promise<void> {
  if (sql.dialect === "sqlite") await sql.get("PRAGMA wal_checkpoint(TRUNCATE)");
}

/** Deletes leads received before `cutoff`, with their notifications; answers how many. */
export async function deleteLeadsReceivedBefore(sql: Sql, cutoff: Date): Promise<number> {
  const deleted = await sql.transaction(async (tx) => {
    await tx.run("DELETE FROM outbox WHERE lead_id IN (SELECT id FROM contact_requests WHERE received_at < ?)", [
      cutoff,
    ]);
    return (await tx.run("DELETE FROM contact_requests WHERE received_at < ?", [cutoff])).changes;
  });
  if (deleted) await clearWriteAheadLog(sql);
  return deleted;
}

/** A lead as JSON: everything stored about one person (access under Art. 15 DSGVO). */
export function leadAsJson(lead: Lead, notifications: Notification[]): string {
  return `${JSON.stringify(
    {
      id: lead.id,
      receivedAt: lead.receivedAt.toISOString(),
      language: lead.locale as Locale,
      firstName: lead.firstName,
      lastName: lead.lastName,
      company: lead.company,
      email: lead.email,
      phone: lead.phone ?? null,
      message: lead.message,
      privacyPolicyAcknowledged: lead.privacyPolicy,
      status: lead.status,
      notes: lead.notes,
      updatedAt: lead.updatedAt?.toISOString() ?? null,
      notifications: notifications.map((notification) => ({
        channel: notification.channel,
        status: notification.status,
        attempts: notification.attempts,
        sentAt: notification.sentAt?.toISOString() ?? null,
      })),
    },
    null,
    2,
  )}\n`;
}
