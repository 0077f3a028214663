/**
 * A lead's history (issue 31): one timeline of what happened to it. Notes are added, never overwritten; a
 * correction is a row of its own that names the note it corrects, so the earlier wording stays readable.
 * Status changes and assignments (written by changeLead in leads.server.ts), exports of the person's data,
 * the deliveries of the notification (written by the outbox, app/lib/notify) and a recorded request for
 * erasure sit in the same table, oldest first. Erasing the lead erases its history with it.
 */
import { randomUUID } from "node:crypto";
import { toDate, toNumber, type Sql } from "#app/lib/store/sql.server.ts";

export const leadEventKinds = ["note", "status", "owner", "export", "notification", "erasure-request"] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/** What an event adds to its kind: the status's or owner's change, a delivery's channel and outcome. */
export type LeadEventDetails = Record<string, string | number | null>;

export type LeadEvent = {
  id: string;
  leadId: string;
  at: Date;
  kind: LeadEventKind;
  /** Who did it; null for the outbox and for notes kept from before the history (migration 9). */
  operatorId: string | null;
  operatorEmail: string | null;
  /** A note's text. */
  body: string | null;
  /** The note a correction corrects (always the first wording's id). */
  corrects: string | null;
  /** The lead's version this event made; null for events that change nothing about the lead itself. */
  leadVersion: number | null;
  details: LeadEventDetails;
};

export { NOTE_LIMIT } from "#app/vocabulary/admin.ts";

type EventRow = {
  id: string;
  lead_id: string;
  at: unknown;
  kind: string;
  operator_id: string | null;
  operator_email: string | null;
  body: string | null;
  corrects: string | null;
  lead_version: unknown;
  details: string;
};

const EVENT_COLUMNS = `e.id, e.lead_id, e.at, e.kind, e.operator_id, o.email AS operator_email, e.body, e.corrects,
  e.lead_version, e.details`;

function eventOf(row: EventRow): LeadEvent {
  return {
    id: row.id,
    leadId: row.lead_id,
    at: toDate(row.at),
    kind: row.kind as LeadEventKind,
    operatorId: row.operator_id,
    operatorEmail: row.operator_email,
    body: row.body,
    corrects: row.corrects,
    leadVersion: row.lead_version === null ? null : toNumber(row.lead_version),
    details: JSON.parse(row.details) as LeadEventDetails,
  };
}

/** Every event of a lead, oldest first (in the order they were committed). */
export async function historyOf(sql: Sql, leadId: string): Promise<LeadEvent[]> {
  const rows = await sql.all<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM lead_events e LEFT JOIN operators o ON o.id = e.operator_id
     WHERE e.lead_id = ? ORDER BY e.seq`,
    [leadId],
  );
  return rows.map(eventOf);
}

/** The changes made after the version an operator saw, oldest first: what a refused stale change shows. */
export async function eventsSince(sql: Sql, leadId: string, seenVersion: number): Promise<LeadEvent[]> {
  const rows = await sql.all<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM lead_events e LEFT JOIN operators o ON o.id = e.operator_id
     WHERE e.lead_id = ? AND e.lead_version > ? ORDER BY e.seq`,
    [leadId, seenVersion],
  );
  return rows.map(eventOf);
}

export async function findEvent(sql: Sql, leadId: string, eventId: string): Promise<LeadEvent | undefined> {
  const row = await sql.get<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM lead_events e LEFT JOIN operators o ON o.id = e.operator_id
     WHERE e.lead_id = ? AND e.id = ?`,
    [leadId, eventId],
  );
  return row && eventOf(row);
}

export type NewLeadEvent = {
  leadId: string;
  kind: LeadEventKind;
  operatorId: string | null;
  body?: string | null;
  corrects?: string | null;
  leadVersion?: number | null;
  details?: LeadEventDetails;
};

/** Adds an event, in the caller's transaction when it hands one in; answers its id. */
export async function recordLeadEvent(sql: Sql, event: NewLeadEvent, at = new Date()): Promise<string> {
  const id = randomUUID();
  await sql.run(
    `INSERT INTO lead_events (id, lead_id, at, operator_id, kind, body, corrects, lead_version, details)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      event.leadId,
      at,
      event.operatorId,
      event.kind,
      event.body ?? null,
      event.corrects ?? null,
      event.leadVersion ?? null,
      JSON.stringify(event.details ?? {}),
    ],
  );
  return id;
}

/**
 * The timeline: every event but the corrections, which go with the note they correct (`corrections`, oldest
 * first, the last one the note's wording now).
 */
export function timelineOf(events: readonly LeadEvent[]): { event: LeadEvent; corrections: LeadEvent[] }[] {
  const corrections = new Map<string, LeadEvent[]>();
  for (const event of events) {
    if (event.kind === "note" && event.corrects) {
      corrections.set(event.corrects, [...(corrections.get(event.corrects) ?? []), event]);
    }
  }
  return events
    .filter((event) => !(event.kind === "note" && event.corrects))
    .map((event) => ({ event, corrections: corrections.get(event.id) ?? [] }));
}
