/**
 * The lead inbox: contact requests as a team works them, with a status, an
 * owner and a history (lead-history.server.ts), searched, filtered and paged;
 * one lead with its notifications; changes that carry the version their
 * operator saw (a stale one is refused, issue 31), erasure (Art. 17 DSGVO)
 * and the retention period.
 */
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import {
  eventsSince,
  findEvent,
  historyOf,
  NOTE_LIMIT,
  recordLeadEvent,
  type LeadEvent,
} from "#app/lib/admin/lead-history.server.ts";
import { isRole, may } from "#app/vocabulary/roles.ts";
import { recordFromRow, type ContactRecord, type ContactRow } from "#app/lib/contact/repository.server.ts";
import { queueAssignmentEmail, retryNotification } from "#app/lib/notify/outbox.server.ts";
import { toDate, toDateOrNull, toNumber, type Sql } from "#app/lib/store/sql.server.ts";

export { isLeadStatus, leadStatuses, type LeadStatus } from "#app/vocabulary/admin.ts";
import type { LeadStatus } from "#app/vocabulary/admin.ts";
export { historyOf, NOTE_LIMIT, type LeadEvent } from "#app/lib/admin/lead-history.server.ts";

export type Lead = ContactRecord & {
  status: LeadStatus;
  /** Counts the changes made to the lead; every change names the version its operator saw. */
  version: number;
  /** The operator who owns the lead, if anyone does. */
  ownerId: string | null;
  ownerEmail: string | null;
  updatedAt: Date | null;
};

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

// The owner's address by a subquery, not a join: the list's conditions name columns (email) that operators has too.
const COLUMNS = `id, received_at, locale, first_name, last_name, company, email, phone, message, status, version,
  owner_id, (SELECT o.email FROM operators o WHERE o.id = contact_requests.owner_id) AS owner_email, updated_at`;
type LeadRow = ContactRow & {
  status: string;
  version: unknown;
  owner_id: string | null;
  owner_email: string | null;
  updated_at: unknown;
};

function leadFromRow(row: LeadRow): Lead {
  return {
    ...recordFromRow(row),
    status: row.status as LeadStatus,
    version: toNumber(row.version),
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
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
     FROM outbox WHERE lead_id = ? AND kind = 'lead' ORDER BY channel`,
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

export type LeadChange = { status?: LeadStatus; ownerId?: string | null; note?: string };
/** Who asks for a change: written into the history and the audit log. */
export type Actor = { operatorId: string; operatorEmail: string };
export type ChangeOutcome =
  | { kind: "changed"; lead: Lead }
  | { kind: "unchanged"; lead: Lead }
  /** The lead as it is now, and the changes made after the version the operator saw (oldest first). */
  | { kind: "stale"; lead: Lead; since: LeadEvent[]; noteAdded?: boolean }
  | { kind: "missing" };

/** An owner must be an active operator whose role works the leads (app/vocabulary/roles.ts). */
export class OwnerRefusedError extends Error {
  constructor(ownerId: string) {
    super(`operator ${ownerId} cannot own a lead: unknown, deactivated, or their role does not work leads`);
    this.name = "OwnerRefusedError";
  }
}

/** The operators a lead can be assigned to: active, with a role that works the leads; by address. */
export async function assignableOperators(sql: Sql): Promise<{ id: string; email: string }[]> {
  const rows = await sql.all<{ id: string; email: string; role: string }>(
    "SELECT id, email, role FROM operators WHERE deactivated_at IS NULL ORDER BY email",
  );
  return rows.filter((row) => isRole(row.role) && may(row.role, "leads")).map(({ id, email }) => ({ id, email }));
}

async function ownerFor(tx: Sql, ownerId: string): Promise<{ id: string; email: string; wantsMail: boolean }> {
  // Operator ids are UUIDs, as lead ids are.
  const row = isLeadId(ownerId)
    ? await tx.get<{ id: string; email: string; role: string; deactivated_at: unknown; assignment_mail: unknown }>(
        "SELECT id, email, role, deactivated_at, assignment_mail FROM operators WHERE id = ?",
        [ownerId],
      )
    : undefined;
  if (!row || row.deactivated_at !== null || !isRole(row.role) || !may(row.role, "leads"))
    throw new OwnerRefusedError(ownerId);
  return { id: String(row.id), email: row.email, wantsMail: Boolean(toNumber(row.assignment_mail)) };
}

/** A version the lead moves from `seen` to the next only if nobody moved it meanwhile (compare and set). */
async function bump(tx: Sql, id: string, seen: number, set: string, params: unknown[], now: Date): Promise<boolean> {
  const { changes } = await tx.run(
    `UPDATE contact_requests SET ${set}version = ?, updated_at = ? WHERE id = ? AND version = ?`,
    [...params, seen + 1, now, id, seen],
  );
  return changes === 1;
}

/**
 * Changes a lead's status or owner, or adds a note, as `by`, on the version of the lead they saw: in one
 * transaction, the lead moves to the next version only if it is still at `seenVersion` (compare and set, so of
 * two changes made on the same version exactly one wins, on SQLite and PostgreSQL alike), and each change goes
 * into the history and the audit log. A status or owner chosen on an older version is refused ("stale") with what
 * changed since, while its note is added (`noteAdded`): notes only append and conflict with nothing. Nothing
 * different from what is stored is "unchanged" (and moves no version). Throws OwnerRefusedError for an owner who
 * may not own leads.
 */
export async function changeLead(
  sql: Sql,
  id: string,
  seenVersion: number,
  change: LeadChange,
  by: Actor,
  now = new Date(),
): Promise<ChangeOutcome> {
  if (!isLeadId(id)) return { kind: "missing" };
  const note = change.note?.trim().slice(0, NOTE_LIMIT) || undefined;
  return sql.transaction(async (tx) => {
    const current = await getLead(tx, id);
    if (!current) return { kind: "missing" };
    if (current.version !== seenVersion) return changeOnNewerVersion(tx, id, seenVersion, change, note, by, now);
    const status = change.status !== undefined && change.status !== current.status ? change.status : undefined;
    const ownerChanges = change.ownerId !== undefined && change.ownerId !== current.ownerId;
    const owner = ownerChanges && change.ownerId ? await ownerFor(tx, change.ownerId) : null;
    if (!status && !ownerChanges && !note) return { kind: "unchanged", lead: current };

    const set = `${status ? "status = ?, " : ""}${ownerChanges ? "owner_id = ?, " : ""}`;
    const params = [...(status ? [status] : []), ...(ownerChanges ? [owner?.id ?? null] : [])];
    if (!(await bump(tx, id, seenVersion, set, params, now)))
      return changeOnNewerVersion(tx, id, seenVersion, change, note, by, now);

    const version = seenVersion + 1;
    const event = { leadId: id, operatorId: by.operatorId, leadVersion: version };
    const audit = { operatorId: by.operatorId, operatorEmail: by.operatorEmail, target: id };
    if (status) {
      const details = { from: current.status, to: status };
      await recordLeadEvent(tx, { ...event, kind: "status", details }, now);
      await recordAudit(tx, { ...audit, action: "status-change", details }, now);
    }
    if (ownerChanges) {
      const details = {
        from: current.ownerId,
        fromEmail: current.ownerEmail,
        to: owner?.id ?? null,
        toEmail: owner?.email ?? null,
      };
      await recordLeadEvent(tx, { ...event, kind: "owner", details }, now);
      await recordAudit(
        tx,
        { ...audit, action: "lead-assign", details: { from: current.ownerEmail ?? "", to: owner?.email ?? "" } },
        now,
      );
      // The new owner hears of it by e-mail (issue 47), unless they took it themselves or turned the mail off.
      if (owner && owner.id !== by.operatorId && owner.wantsMail)
        await queueAssignmentEmail(tx, id, owner.id, by.operatorId, now);
    }
    if (note) await recordNote(tx, id, version, note, by, now);
    return { kind: "changed", lead: (await getLead(tx, id))! };
  });
}

async function recordNote(tx: Sql, leadId: string, version: number, note: string, by: Actor, now: Date) {
  await recordLeadEvent(tx, { leadId, operatorId: by.operatorId, leadVersion: version, kind: "note", body: note }, now);
  await recordAudit(
    tx,
    { operatorId: by.operatorId, operatorEmail: by.operatorEmail, target: leadId, action: "note-add", details: {} },
    now,
  );
}

/**
 * A change made on a version someone has moved on since. Its note is added all the same: notes only append, so
 * no note can undo another's change. A status or owner the operator chose (one that differs from what their page
 * showed, read from the first change of each since) keeps the version check and is refused with what changed.
 */
async function changeOnNewerVersion(
  tx: Sql,
  id: string,
  seenVersion: number,
  change: LeadChange,
  note: string | undefined,
  by: Actor,
  now: Date,
): Promise<ChangeOutcome> {
  const current = await getLead(tx, id);
  if (!current) return { kind: "missing" };
  const since = await eventsSince(tx, id, seenVersion);
  const seen = (kind: "status" | "owner", now: string | null) => {
    const first = since.find((event) => event.kind === kind);
    return first ? ((first.details.from as string | null | undefined) ?? null) : now;
  };
  const chose =
    (change.status !== undefined && change.status !== seen("status", current.status)) ||
    (change.ownerId !== undefined && change.ownerId !== seen("owner", current.ownerId));
  const added = note
    ? await appendToCurrent(tx, id, by, now, (version) => recordNote(tx, id, version, note, by, now))
    : undefined;
  if (chose) return { kind: "stale", lead: added ?? current, since, noteAdded: added !== undefined };
  return added ? { kind: "changed", lead: added } : { kind: "unchanged", lead: current };
}

/**
 * Moves the lead to its next version, whatever version it is at, and records what `write` writes there: for what
 * only appends (a note, a correction). Another change committed in between makes it read the version again.
 */
async function appendToCurrent(
  tx: Sql,
  id: string,
  by: Actor,
  now: Date,
  write: (version: number) => Promise<void>,
): Promise<Lead | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const lead = await getLead(tx, id);
    if (!lead) return undefined;
    if (await bump(tx, id, lead.version, "", [], now)) {
      await write(lead.version + 1);
      return (await getLead(tx, id))!;
    }
  }
  throw new Error(`lead ${id} kept changing while ${by.operatorEmail} added to it`);
}

export type CorrectionOutcome = ChangeOutcome | { kind: "not-yours" };

/**
 * Corrects a note: only its author may, whatever else changed meanwhile (a correction only appends), and the
 * earlier wording stays in the history (the correction is a note of its own that names the note it corrects). A correction of a
 * correction corrects the first note. A note kept from before the history has no author: nobody corrects it.
 */
export async function correctNote(
  sql: Sql,
  leadId: string,
  noteId: string,
  body: string,
  by: Actor,
  now = new Date(),
): Promise<CorrectionOutcome> {
  if (!isLeadId(leadId) || !isLeadId(noteId)) return { kind: "missing" };
  const text = body.trim().slice(0, NOTE_LIMIT);
  return sql.transaction(async (tx) => {
    const current = await getLead(tx, leadId);
    const asked = current && (await findEvent(tx, leadId, noteId));
    if (!current || !asked || asked.kind !== "note") return { kind: "missing" };
    const original = asked.corrects ? await findEvent(tx, leadId, asked.corrects) : asked;
    if (!original) return { kind: "missing" };
    if (original.operatorId === null || original.operatorId !== by.operatorId) return { kind: "not-yours" };
    const wordings = (await historyOf(tx, leadId)).filter((event) => event.corrects === original.id);
    const latest = wordings.at(-1) ?? original;
    if (!text || text === latest.body) return { kind: "unchanged", lead: current };
    const lead = await appendToCurrent(tx, leadId, by, now, async (version) => {
      const correction = { kind: "note" as const, body: text, corrects: original.id, leadVersion: version };
      await recordLeadEvent(tx, { leadId, operatorId: by.operatorId, ...correction }, now);
      await recordAudit(
        tx,
        {
          operatorId: by.operatorId,
          operatorEmail: by.operatorEmail,
          target: leadId,
          action: "note-correct",
          details: {},
        },
        now,
      );
    });
    return lead ? { kind: "changed", lead } : { kind: "missing" };
  });
}

/**
 * An operator asks for another try of a lead's notification that failed: due now, in the history and the audit
 * log. False when the notification is not the lead's, or has not failed.
 */
export async function retryLeadNotification(
  sql: Sql,
  leadId: string,
  notificationId: string,
  by: Actor,
  now = new Date(),
): Promise<boolean> {
  if (!isLeadId(leadId) || !isLeadId(notificationId)) return false;
  return sql.transaction(async (tx) => {
    const ours = await tx.get("SELECT id FROM outbox WHERE id = ? AND lead_id = ?", [notificationId, leadId]);
    if (!ours || !(await retryNotification(tx, notificationId, now, by.operatorId))) return false;
    await recordAudit(
      tx,
      {
        operatorId: by.operatorId,
        operatorEmail: by.operatorEmail,
        action: "notification-retry",
        target: leadId,
        details: { notification: notificationId },
      },
      now,
    );
    return true;
  });
}

/**
 * An operator downloaded the person's data (Art. 15): in the history of each of the person's leads, and one entry
 * in the audit log, under the lead the download was asked from, naming how many leads it held.
 */
export async function recordExport(
  sql: Sql,
  leadIds: string | readonly string[],
  by: Actor,
  now = new Date(),
): Promise<void> {
  const ids = typeof leadIds === "string" ? [leadIds] : leadIds;
  if (ids.length === 0) return;
  await sql.transaction(async (tx) => {
    for (const leadId of ids) {
      const event = { leadId, kind: "export" as const, operatorId: by.operatorId, details: { format: "json" } };
      await recordLeadEvent(tx, event, now);
    }
    await recordAudit(
      tx,
      {
        operatorId: by.operatorId,
        operatorEmail: by.operatorEmail,
        action: "export-json",
        target: ids[0]!,
        details: ids.length > 1 ? { leads: ids.length } : {},
      },
      now,
    );
  });
}

/** The names of the leads among `ids` that still exist (the audit log names them while they do). */
export async function leadNames(sql: Sql, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(isLeadId))];
  if (wanted.length === 0) return new Map();
  const rows = await sql.all<{ id: string; first_name: string; last_name: string }>(
    `SELECT id, first_name, last_name FROM contact_requests WHERE id IN (${wanted.map(() => "?").join(", ")})`,
    wanted,
  );
  return new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`]));
}

/** Erases a lead and its notifications (Art. 17 DSGVO); false when there was none. */
export async function deleteLead(sql: Sql, id: string): Promise<boolean> {
  if (!isLeadId(id)) return false;
  const deleted = await sql.transaction((tx) => deleteLeadRows(tx, [id]));
  if (deleted) await clearWriteAheadLog(sql);
  return deleted === 1;
}

/**
 * Deletes leads with their notifications (their history goes with them), in the caller's transaction; answers
 * how many there were. The caller ends the erasure with `clearWriteAheadLog` once it has committed.
 */
export async function deleteLeadRows(tx: Sql, ids: readonly string[]): Promise<number> {
  const wanted = ids.filter(isLeadId);
  if (wanted.length === 0) return 0;
  const list = wanted.map(() => "?").join(", ");
  await tx.run(`DELETE FROM outbox WHERE lead_id IN (${list})`, wanted);
  return (await tx.run(`DELETE FROM contact_requests WHERE id IN (${list})`, wanted)).changes;
}

/**
 * SQLite (with secure_delete on) zeroes what a deletion frees, but the pages as they were before stay in the
 * write-ahead log until a checkpoint copies them back and the log is emptied: an erasure ends with one.
 * (A reader in another process, contacts:export, can hold the log for a moment; the next erasure or
 * SQLite's own checkpoint then clears it.)
 */
export async function clearWriteAheadLog(sql: Sql): Promise<void> {
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

/** What the visitor typed into the form, in its order (a phone left out is `null`). */
export function sentFields(lead: Lead) {
  const { firstName, lastName, company, email, message } = lead;
  return { firstName, lastName, company, email, phone: lead.phone ?? null, message };
}
