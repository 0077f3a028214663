/**
 * Contact requests in the site's database (app/lib/store), SQLite or
 * PostgreSQL: stored with the notifications they are to send (the outbox),
 * in one transaction, and answered only once committed.
 */
import type { Locale } from "#app/i18n/locales.ts";
import type { ContactRequest } from "#app/lib/contact/schema.ts";
import { toDate } from "#app/lib/store/sql.server.ts";

/** A stored contact request: what the visitor sent, plus what the server knows about it. */
export type ContactRecord = ContactRequest & {
  /** A random UUID, answered to the client as `{ "id": … }`. */
  id: string;
  receivedAt: Date;
  /** The language of the page the request came from. */
  locale: Locale;
};

/**
 * The client's `Idempotency-Key` for one submission, and a fingerprint of what
 * it sent: a repeat with the same key is the same request only when the
 * fingerprints match.
 */
export type Idempotency = { key: string; fingerprint: string };

/** What an insert did: stored the request, found it stored already (a retry), or found the key taken by another one. */
export type InsertOutcome = { kind: "stored" } | { kind: "repeat"; id: string } | { kind: "conflict" };

/** The columns of a stored request that both databases read back (migration 1). */
export type ContactRow = {
  id: string;
  /** A Date from PostgreSQL, ISO text from SQLite. */
  received_at: unknown;
  locale: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  phone: string | null;
  message: string;
};

/** A stored row as a record; only accepted requests are stored, so the privacy policy was always confirmed. */
export function recordFromRow(row: ContactRow): ContactRecord {
  return {
    id: row.id,
    receivedAt: toDate(row.received_at),
    locale: row.locale as Locale,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    email: row.email,
    ...(row.phone === null ? {} : { phone: row.phone }),
    message: row.message,
    privacyPolicy: true,
  };
}

export interface ContactRepository {
  /** "SQLite at /srv/site/data/site.db" or "PostgreSQL": for logs, without secrets. */
  readonly description: string;
  /**
   * Resolves only once the record is durably committed. With an idempotency key
   * that was stored before, nothing is stored and the earlier request's id is
   * answered ("repeat"), or "conflict" when that request was a different one.
   */
  insert(record: ContactRecord, idempotency?: Idempotency): Promise<InsertOutcome>;
  /** What an insert with this key would find: the stored request it repeats, a conflict, or nothing yet. */
  findRepeat(idempotency: Idempotency): Promise<Exclude<InsertOutcome, { kind: "stored" }> | undefined>;
  /** Every stored request, oldest first (in the order they were committed). */
  list(): Promise<ContactRecord[]>;
  /** Finishes pending writes, then releases the database; later calls reject. */
  close(): Promise<void>;
}

/** The notifications a stored request queues (app/lib/notify): one outbox row per channel. */
export type NotificationChannel = "email" | "webhook";

/** What a repository that found a stored key says about it. */
export function repeatOutcome(
  stored: { id: string; fingerprint: string | null },
  idempotency: Idempotency,
): Exclude<InsertOutcome, { kind: "stored" }> {
  return stored.fingerprint === idempotency.fingerprint ? { kind: "repeat", id: stored.id } : { kind: "conflict" };
}
