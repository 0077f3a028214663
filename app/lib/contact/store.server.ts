/**
 * What a contact store is and holds: the interface both implementations
 * (store-sqlite.server.ts, store-postgres.server.ts) fulfil, and the types and
 * helpers they share. open-store.server.ts picks one.
 */
import type { ContactRequest } from "#app/lib/contact/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";

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

/** The columns of a stored request that both stores read back (migration 1), the time already a Date. */
export type ContactRow = {
  id: string;
  received_at: Date;
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
    receivedAt: row.received_at,
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

export interface ContactStore {
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

/** What a store that found a stored key says about it. */
export function repeatOutcome(
  stored: { id: string; fingerprint: string | null },
  idempotency: Idempotency,
): Exclude<InsertOutcome, { kind: "stored" }> {
  return stored.fingerprint === idempotency.fingerprint ? { kind: "repeat", id: stored.id } : { kind: "conflict" };
}

export class StoreClosedError extends Error {
  constructor() {
    super("the contact store is closed");
    this.name = "StoreClosedError";
  }
}

export type Migration = { version: number; name: string; sql: string };
