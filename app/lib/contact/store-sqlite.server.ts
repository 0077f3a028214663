import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  recordFromRow,
  StoreClosedError,
  type ContactRecord,
  type ContactRow,
  type ContactStore,
  type Migration,
} from "./store.server.ts";

/** `DATA_DIR/site.db`; DATA_DIR defaults to `./data` (relative to the working directory). */
export function sqlitePath(dataDir: string | undefined): string {
  return resolve(dataDir?.trim() || "data", "site.db");
}

export const sqliteMigrations: Migration[] = [
  {
    version: 1,
    name: "contact requests",
    sql: `
      CREATE TABLE contact_requests (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        received_at TEXT NOT NULL,
        locale TEXT NOT NULL CHECK (locale IN ('en', 'de')),
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        company TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        message TEXT NOT NULL,
        privacy_policy INTEGER NOT NULL CHECK (privacy_policy IN (0, 1))
      ) STRICT;
    `,
  },
];

const BUSY_TIMEOUT_MS = 5_000;

type Pending = { record: ContactRecord; resolve: () => void; reject: (error: unknown) => void };

/** A row as SQLite returns it: the time as ISO text, the confirmation as 0 or 1. */
type Row = Omit<ContactRow, "received_at"> & { received_at: string; privacy_policy: number };

/**
 * SQLite in WAL mode with `synchronous=FULL`: a commit has reached the disk
 * when it returns. node:sqlite is synchronous, so inserts that arrive in the
 * same turn of the event loop are committed together in one transaction (one
 * fsync for many requests); each insert resolves only after that commit.
 */
export function openSqliteContactStore(path: string): ContactStore {
  mkdirSync(resolve(path, ".."), { recursive: true });
  const db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("PRAGMA foreign_keys = ON");
    migrate(db, sqliteMigrations);
  } catch (error) {
    db.close();
    throw error;
  }

  const insertStatement = db.prepare(
    `INSERT INTO contact_requests
       (id, received_at, locale, first_name, last_name, company, email, phone, message, privacy_policy)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const listStatement = db.prepare(
    `SELECT id, received_at, locale, first_name, last_name, company, email, phone, message, privacy_policy
     FROM contact_requests ORDER BY seq`,
  );

  let pending: Pending[] = [];
  let scheduled = false;
  let closed = false;

  function flush() {
    scheduled = false;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    try {
      commitBatch(db, insertStatement, batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const item of batch) item.resolve();
  }

  return {
    description: `SQLite at ${path}`,
    insert(record) {
      if (closed) return Promise.reject(new StoreClosedError());
      return new Promise<void>((resolvePromise, reject) => {
        pending.push({ record, resolve: resolvePromise, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    async list() {
      if (closed) throw new StoreClosedError();
      return (listStatement.all() as Row[]).map(fromRow);
    },
    async close() {
      if (closed) return;
      closed = true;
      flush();
      db.close();
    },
  };
}

function commitBatch(db: DatabaseSync, insert: StatementSync, batch: Pending[]) {
  db.exec("BEGIN IMMEDIATE");
  try {
    for (const { record } of batch) {
      insert.run(
        record.id,
        record.receivedAt.toISOString(),
        record.locale,
        record.firstName,
        record.lastName,
        record.company,
        record.email,
        record.phone ?? null,
        record.message,
        record.privacyPolicy ? 1 : 0,
      );
    }
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

/** Applies the migrations not yet recorded, each in its own transaction; safe when several processes start at once. */
function migrate(db: DatabaseSync, migrations: Migration[]) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  for (const migration of migrations) {
    db.exec("BEGIN IMMEDIATE");
    try {
      const done = db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?").get(migration.version);
      if (!done) {
        db.exec(migration.sql);
        db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
          migration.version,
          migration.name,
          new Date().toISOString(),
        );
      }
      db.exec("COMMIT");
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }
}

function fromRow(row: Row): ContactRecord {
  return recordFromRow({ ...row, received_at: new Date(row.received_at) });
}
