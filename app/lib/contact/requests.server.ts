import { randomUUID } from "node:crypto";
import type { StatementSync } from "node:sqlite";
import {
  recordFromRow,
  repeatOutcome,
  type ContactRecord,
  type ContactRow,
  type ContactRepository,
  type Idempotency,
  type InsertOutcome,
  type NotificationChannel,
} from "#app/lib/contact/repository.server.ts";
import type { PostgresDatabase } from "#app/lib/store/postgres.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import type { SqliteDatabase } from "#app/lib/store/sqlite.server.ts";

const COLUMNS = `id, received_at, locale, first_name, last_name, company, email, phone, message, privacy_policy,
  idempotency_key, request_fingerprint`;
const LIST = `SELECT id, received_at, locale, first_name, last_name, company, email, phone, message
  FROM contact_requests ORDER BY seq`;
const BY_KEY = "SELECT id, request_fingerprint AS fingerprint FROM contact_requests WHERE idempotency_key = ?";

type StoredKey = { id: string; fingerprint: string | null };

export type ContactRepositoryOptions = {
  /** The notifications each stored request queues, in the same transaction. */
  channels?: readonly NotificationChannel[];
};

function values(record: ContactRecord, idempotency: Idempotency | undefined): unknown[] {
  return [
    record.id,
    record.receivedAt,
    record.locale,
    record.firstName,
    record.lastName,
    record.company,
    record.email,
    record.phone ?? null,
    record.message,
    record.privacyPolicy,
    idempotency?.key ?? null,
    idempotency?.fingerprint ?? null,
  ];
}

export type OpenContactRepository = Omit<ContactRepository, "close"> & {
  /** Resolves once every insert begun so far is committed or failed: call before closing the database. */
  drain(): Promise<void>;
};

/** The contact requests of an open database (which the caller closes, after `drain`). */
export function contactRepositoryOn(db: Database, options: ContactRepositoryOptions = {}): OpenContactRepository {
  const channels = options.channels ?? [];
  const findRepeat = async (idempotency: Idempotency) => {
    const stored = await db.sql.get<StoredKey>(BY_KEY, [idempotency.key]);
    return stored && repeatOutcome(stored, idempotency);
  };
  const list = async () => (await db.sql.all<ContactRow>(LIST)).map(recordFromRow);
  const write =
    db.dialect === "sqlite"
      ? batchedSqliteInsert(db as SqliteDatabase, channels)
      : postgresInsert(db as PostgresDatabase, channels);
  const inFlight = new Set<Promise<unknown>>();
  const insert = (record: ContactRecord, idempotency?: Idempotency) => {
    const work = write(record, idempotency);
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  };
  const drain = async () => {
    await Promise.allSettled([...inFlight]);
  };
  return { description: db.description, insert, findRepeat, list, drain };
}

type Pending = {
  record: ContactRecord;
  idempotency: Idempotency | undefined;
  resolve: (outcome: InsertOutcome) => void;
  reject: (error: unknown) => void;
};

/**
 * SQLite: inserts that arrive in the same turn of the event loop are committed
 * together in one transaction (one fsync for many requests), each with its
 * outbox rows; each insert resolves only after that commit. A request whose key
 * is stored already (also earlier in the batch) is not stored again.
 */
function batchedSqliteInsert(db: SqliteDatabase, channels: readonly NotificationChannel[]) {
  const { connection } = db;
  let statements: { insert: StatementSync; byKey: StatementSync; outbox: StatementSync } | undefined;
  let pending: Pending[] = [];
  let scheduled = false;

  function commit(batch: Pending[]): InsertOutcome[] {
    statements ??= {
      insert: connection.prepare(
        `INSERT INTO contact_requests (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (idempotency_key) DO NOTHING`,
      ),
      byKey: connection.prepare(BY_KEY),
      outbox: connection.prepare(
        "INSERT INTO outbox (id, lead_id, channel, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)",
      ),
    };
    const { insert, byKey, outbox } = statements;
    const outcomes: InsertOutcome[] = [];
    connection.exec("BEGIN IMMEDIATE");
    try {
      for (const { record, idempotency } of batch) {
        const row = values(record, idempotency).map((value) =>
          value instanceof Date ? value.toISOString() : typeof value === "boolean" ? Number(value) : value,
        ) as (string | number | null)[];
        if (insert.run(...row).changes === 1 || !idempotency) {
          const at = record.receivedAt.toISOString();
          for (const channel of channels) outbox.run(randomUUID(), record.id, channel, at, at);
          outcomes.push({ kind: "stored" });
        } else {
          outcomes.push(repeatOutcome(byKey.get(idempotency.key) as StoredKey, idempotency));
        }
      }
      connection.exec("COMMIT");
    } catch (error) {
      if (connection.isTransaction) connection.exec("ROLLBACK");
      throw error;
    }
    return outcomes;
  }

  function flush() {
    scheduled = false;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    db.exclusive(() => commit(batch)).then(
      (outcomes) => batch.forEach((item, index) => item.resolve(outcomes[index]!)),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
  }

  return (record: ContactRecord, idempotency?: Idempotency) =>
    new Promise<InsertOutcome>((resolve, reject) => {
      pending.push({ record, idempotency, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

/**
 * PostgreSQL: one statement stores the request and its outbox rows, atomically
 * (data-modifying CTEs), so a request costs one round trip. A concurrent insert
 * with the same key makes this one wait for its commit, then do nothing.
 */
function postgresInsert(db: PostgresDatabase, channels: readonly NotificationChannel[]) {
  return async (record: ContactRecord, idempotency?: Idempotency): Promise<InsertOutcome> => {
    const params = [...values(record, idempotency), [...channels]];
    const placeholders = params.slice(0, 12).map(() => "?");
    const inserted = await db.sql.get<{ stored: string }>(
      `WITH lead AS (
         INSERT INTO contact_requests (${COLUMNS}) VALUES (${placeholders.join(", ")})
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, received_at
       ), queued AS (
         INSERT INTO outbox (id, lead_id, channel, created_at, next_attempt_at)
         SELECT gen_random_uuid(), lead.id, channel, lead.received_at, lead.received_at
         FROM lead CROSS JOIN unnest(?::text[]) AS channel
       )
       SELECT count(*) AS stored FROM lead`,
      params,
    );
    if (Number(inserted?.stored) === 1 || !idempotency) return { kind: "stored" };
    const stored = await db.sql.get<StoredKey>(BY_KEY, [idempotency.key]);
    return repeatOutcome(stored!, idempotency);
  };
}
