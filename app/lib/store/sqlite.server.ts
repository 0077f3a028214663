import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { migrations } from "#app/lib/store/migrations.server.ts";
import {
  ofTransactions,
  ReadTimeoutError,
  StoreClosedError,
  type Database,
  type Migration,
  type Sql,
} from "#app/lib/store/sql.server.ts";

/** DATA_DIR, which defaults to `./data` (relative to the working directory). */
export function dataDirectory(dataDir: string | undefined): string {
  return resolve(dataDir?.trim() || "data");
}

/** `DATA_DIR/site.db`. */
export function sqlitePath(dataDir: string | undefined): string {
  return resolve(dataDirectory(dataDir), "site.db");
}

const BUSY_TIMEOUT_MS = 5_000;

export type SqliteDatabase = Database & {
  readonly dialect: "sqlite";
  /** The connection itself, for work that must stay synchronous (the contact repository's batched commits). */
  readonly connection: DatabaseSync;
  /** Runs `work` alone on the connection: no statement of anyone else's runs inside it. */
  exclusive<T>(work: () => T | Promise<T>): Promise<T>;
};

/**
 * SQLite in WAL mode with `synchronous=FULL` (a commit has reached the disk
 * when it returns), one connection per process. node:sqlite is synchronous,
 * and a transaction whose work awaits would let other requests' statements run
 * inside it: so every statement and transaction takes turns on the connection.
 * Another process (contacts:export) may read beside it at any time.
 */
export function openSqliteDatabase(path: string): SqliteDatabase {
  mkdirSync(resolve(path, ".."), { recursive: true });
  const connection = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  try {
    checkIntegrity(connection);
    connection.exec("PRAGMA journal_mode = WAL");
    connection.exec("PRAGMA synchronous = FULL");
    connection.exec("PRAGMA foreign_keys = ON");
    // An erased lead leaves no bytes in free pages: deleted content is overwritten with zeros.
    connection.exec("PRAGMA secure_delete = ON");
    migrate(connection, migrations);
    probeWrite(connection);
  } catch (error) {
    connection.close();
    throw new Error(explain(error, path), { cause: error });
  }

  let closed = false;
  let turn: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => T | Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new StoreClosedError());
    const result = turn.then(() => work());
    turn = result.catch(() => {});
    return result;
  }

  const statements = new Map<string, StatementSync>();
  const prepare = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = connection.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };

  /** Statements run directly: inside a transaction that already has the connection. */
  const direct: Sql = {
    dialect: "sqlite",
    async all<T>(text: string, params: readonly unknown[] = []) {
      return prepare(text).all(...params.map(sqliteValue)) as T[];
    },
    async get<T>(text: string, params: readonly unknown[] = []) {
      return prepare(text).get(...params.map(sqliteValue)) as T | undefined;
    },
    async run(text: string, params: readonly unknown[] = []) {
      return { changes: Number(prepare(text).run(...params.map(sqliteValue)).changes) };
    },
    transaction: (work) => work(direct),
    readOnly: (work) => work(direct),
  };
  const transactions = {};
  ofTransactions(transactions, direct);

  /** `direct`, refusing every statement after the deadline. */
  const until = (deadline: number, timeoutMs: number): Sql => {
    const check = () => {
      if (Date.now() > deadline) throw new ReadTimeoutError(timeoutMs);
    };
    const limited: Sql = {
      dialect: "sqlite",
      all: async (text, params) => (check(), direct.all(text, params)),
      get: async (text, params) => (check(), direct.get(text, params)),
      run: async (text, params) => (check(), direct.run(text, params)),
      transaction: (inner) => inner(limited),
      readOnly: (inner) => inner(limited),
    };
    return ofTransactions(transactions, limited);
  };

  const sql: Sql = {
    dialect: "sqlite",
    all: (text, params) => exclusive(() => direct.all(text, params)),
    get: (text, params) => exclusive(() => direct.get(text, params)),
    run: (text, params) => exclusive(() => direct.run(text, params)),
    transaction: (work) =>
      exclusive(async () => {
        connection.exec("BEGIN IMMEDIATE");
        try {
          const result = await work(direct);
          connection.exec("COMMIT");
          return result;
        } catch (error) {
          if (connection.isTransaction) connection.exec("ROLLBACK");
          throw error;
        }
      }),
    // A deferred transaction takes no write lock; query_only makes SQLite refuse any write inside it.
    readOnly: (work, timeoutMs) =>
      exclusive(async () => {
        connection.exec("BEGIN DEFERRED");
        connection.exec("PRAGMA query_only = ON");
        try {
          return await work(until(Date.now() + timeoutMs, timeoutMs));
        } finally {
          connection.exec("PRAGMA query_only = OFF");
          if (connection.isTransaction) connection.exec("ROLLBACK");
        }
      }),
  };

  return {
    dialect: "sqlite",
    sql,
    connection,
    exclusive,
    description: `SQLite at ${path}`,
    async close() {
      if (closed) return;
      // Work already waiting for its turn finishes first.
      await exclusive(() => {});
      closed = true;
      connection.close();
    },
  };
}

/** What node:sqlite takes: text for times, 0/1 for truth, null for nothing. */
function sqliteValue(value: unknown): string | number | bigint | null | Uint8Array {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === undefined) return null;
  return value as string | number | bigint | null | Uint8Array;
}

/** Applies the migrations not yet recorded, each in its own transaction; safe when several processes start at once. */
function migrate(db: DatabaseSync, list: Migration[]) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  for (const migration of list) {
    db.exec("BEGIN IMMEDIATE");
    try {
      const done = db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?").get(migration.version);
      if (!done) {
        db.exec(migration.sqlite);
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
