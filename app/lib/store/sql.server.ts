/**
 * The site's one database, SQLite or PostgreSQL, behind a small interface that
 * the repositories (contact requests, operators, sessions, audit, outbox) are
 * written against once: `?` placeholders, Dates and booleans as parameters,
 * plain rows back. What differs between the two is kept to the migrations and
 * to a few words of SQL, named here (`dialect`).
 */
export type Dialect = "sqlite" | "postgres";

export type Row = Record<string, unknown>;

export interface Sql {
  readonly dialect: Dialect;
  all<T = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  get<T = Row>(text: string, params?: readonly unknown[]): Promise<T | undefined>;
  run(text: string, params?: readonly unknown[]): Promise<{ changes: number }>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction that cannot write (a write throws) and is given `timeoutMs`: PostgreSQL cancels
   * a statement past it, SQLite refuses the next statement (a single one cannot be interrupted there). For
   * questions compiled from words (Ask, issue 45): nothing they run may change data or hold the database long.
   */
  readOnly<T>(work: (tx: Sql) => Promise<T>, timeoutMs: number): Promise<T>;
}

/** Each transaction's `Sql` under the key of its store's transactions (`memoKey`). */
const transactionKeys = new WeakMap<Sql, object>();

/**
 * The key under which to keep in memory what a store's reads have summed up (today's statistics): the store's
 * own `Sql` for statements outside a transaction, one object shared by all of its transactions (each a `Sql` of
 * its own, made anew) for those inside one. Kept apart, since a transaction holds a connection: work it waits
 * for must not be waiting for a connection in turn.
 */
export function memoKey(sql: Sql): object {
  return transactionKeys.get(sql) ?? sql;
}

/** Marks `tx` as a transaction of the store whose transactions share `key`. */
export function ofTransactions<T extends Sql>(key: object, tx: T): T {
  transactionKeys.set(tx, key);
  return tx;
}

export class ReadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the read took longer than ${timeoutMs} ms`);
    this.name = "ReadTimeoutError";
  }
}

/** The database of a running site: its `Sql`, a description for logs (never a secret), and how to close it. */
export type Database = {
  readonly sql: Sql;
  readonly dialect: Dialect;
  /** "SQLite at /srv/site/data/site.db" or "PostgreSQL". */
  readonly description: string;
  /** Finishes work under way, then releases the database; later calls reject. */
  close(): Promise<void>;
};

export type Migration = { version: number; name: string; sqlite: string; postgres: string };

export class StoreClosedError extends Error {
  constructor() {
    super("the store is closed");
    this.name = "StoreClosedError";
  }
}

/** A time from either database: PostgreSQL gives a Date, SQLite the ISO text it was stored as. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function toDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}

/** A count from either database: PostgreSQL answers count(*) as a string (bigint). */
export function toNumber(value: unknown): number {
  return typeof value === "number" ? value : Number(value);
}

/** `FOR UPDATE SKIP LOCKED`, where rows are claimed by several processes at once (PostgreSQL). */
export function skipLocked(sql: Sql): string {
  return sql.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
}
