import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  recordFromRow,
  repeatOutcome,
  StoreClosedError,
  type ContactRecord,
  type ContactRow,
  type ContactStore,
  type Idempotency,
  type InsertOutcome,
  type Migration,
} from "#app/lib/contact/store.server.ts";

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
  {
    version: 2,
    name: "idempotency keys",
    sql: `
      ALTER TABLE contact_requests ADD COLUMN idempotency_key TEXT;
      ALTER TABLE contact_requests ADD COLUMN request_fingerprint TEXT;
      CREATE UNIQUE INDEX contact_requests_idempotency_key ON contact_requests (idempotency_key);
    `,
  },
];

const BUSY_TIMEOUT_MS = 5_000;

type Pending = {
  record: ContactRecord;
  idempotency: Idempotency | undefined;
  resolve: (outcome: InsertOutcome) => void;
  reject: (error: unknown) => void;
};

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
    checkIntegrity(db);
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = FULL");
    db.exec("PRAGMA foreign_keys = ON");
    migrate(db, sqliteMigrations);
    probeWrite(db);
  } catch (error) {
    db.close();
    throw new Error(explain(error, path), { cause: error });
  }

  const statements: Statements = {
    insert: db.prepare(
      `INSERT INTO contact_requests
         (id, received_at, locale, first_name, last_name, company, email, phone, message, privacy_policy,
          idempotency_key, request_fingerprint)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    ),
    byKey: db.prepare("SELECT id, request_fingerprint AS fingerprint FROM contact_requests WHERE idempotency_key = ?"),
  };
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
    let outcomes: InsertOutcome[];
    try {
      outcomes = commitBatch(db, statements, batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => item.resolve(outcomes[index]!));
  }

  return {
    description: `SQLite at ${path}`,
    insert(record, idempotency) {
      if (closed) return Promise.reject(new StoreClosedError());
      return new Promise<InsertOutcome>((resolvePromise, reject) => {
        pending.push({ record, idempotency, resolve: resolvePromise, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    async findRepeat(idempotency) {
      if (closed) throw new StoreClosedError();
      const stored = statements.byKey.get(idempotency.key) as { id: string; fingerprint: string | null } | undefined;
      return stored && repeatOutcome(stored, idempotency);
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

type Statements = { insert: StatementSync; byKey: StatementSync };

/** One transaction for the batch; a request whose key is stored already (also earlier in this batch) is not stored again. */
function commitBatch(db: DatabaseSync, { insert, byKey }: Statements, batch: Pending[]): InsertOutcome[] {
  const outcomes: InsertOutcome[] = [];
  db.exec("BEGIN IMMEDIATE");
  try {
    for (const { record, idempotency } of batch) {
      const { changes } = insert.run(
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
        idempotency?.key ?? null,
        idempotency?.fingerprint ?? null,
      );
      if (changes === 1 || !idempotency) {
        outcomes.push({ kind: "stored" });
      } else {
        const stored = byKey.get(idempotency.key) as { id: string; fingerprint: string | null };
        outcomes.push(repeatOutcome(stored, idempotency));
      }
    }
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
  return outcomes;
}

/**
 * A database with damaged pages would open and fail later, on some request:
 * find it now. quick_check reads every page once (O(size)), without the
 * index cross-checks of a full integrity_check.
 */
function checkIntegrity(db: DatabaseSync) {
  const rows = db.prepare("PRAGMA quick_check").all() as { quick_check: string }[];
  const problems = rows.map((row) => row.quick_check).filter((line) => line !== "ok");
  if (problems.length > 0) throw new Error(`the database is damaged (quick_check: ${problems.slice(0, 3).join("; ")})`);
}

/**
 * SQLite opens a file it may not write read-only without a word, and every
 * insert would then fail. Write once at start, and roll it back.
 */
function probeWrite(db: DatabaseSync) {
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec("INSERT INTO schema_migrations (version, name, applied_at) VALUES (-1, 'write probe', '')");
  } finally {
    db.exec("ROLLBACK");
  }
}

/** An error of opening, as one sentence that names the file and the likely fix. */
function explain(error: unknown, path: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/readonly|read-only|permission|EACCES|EROFS|unable to open/i.test(message))
    return `cannot write ${path} (${message}); the server needs read and write access to the file and its directory`;
  if (/malformed|damaged|not a database|corrupt/i.test(message))
    return `${path} is damaged (${message}); restore it from a backup`;
  return `${path}: ${message}`;
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
