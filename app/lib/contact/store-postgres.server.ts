import pg from "pg";
import {
  recordFromRow,
  repeatOutcome,
  StoreClosedError,
  type ContactRow,
  type ContactStore,
  type Idempotency,
  type InsertOutcome,
  type Migration,
} from "#app/lib/contact/store.server.ts";

export const postgresMigrations: Migration[] = [
  {
    version: 1,
    name: "contact requests",
    sql: `
      CREATE TABLE contact_requests (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        received_at timestamptz NOT NULL,
        locale text NOT NULL CHECK (locale IN ('en', 'de')),
        first_name text NOT NULL,
        last_name text NOT NULL,
        company text NOT NULL,
        email text NOT NULL,
        phone text,
        message text NOT NULL,
        privacy_policy boolean NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: "idempotency keys",
    sql: `
      ALTER TABLE contact_requests ADD COLUMN idempotency_key text UNIQUE;
      ALTER TABLE contact_requests ADD COLUMN request_fingerprint text;
    `,
  },
];

// Any constant will do: it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 4_242_004;

/** A row as PostgreSQL returns it: timestamptz as a Date, the confirmation as a boolean. */
type Row = ContactRow & { privacy_policy: boolean };

/**
 * PostgreSQL through a small pool. An insert is one autocommitted statement;
 * with PostgreSQL's default `synchronous_commit = on` it has reached the WAL on
 * disk when the server acknowledges it. Connection settings (host, database,
 * TLS, `options=-c search_path=…`) all come from the URL.
 */
export async function openPostgresContactStore(connectionString: string): Promise<ContactStore> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A database that does not answer makes a request fail (503) instead of hang.
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection that breaks (database restarted) must not crash the server; the next query reconnects.
  pool.on("error", (error) => {
    console.error(JSON.stringify({ level: "error", msg: "PostgreSQL connection error", error: error.message }));
  });

  try {
    await migrate(pool, postgresMigrations);
    await probeWrite(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }

  let closed = false;
  // Work under way when close() is called finishes before the pool ends.
  const inFlight = new Set<Promise<unknown>>();
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  async function findRepeat(idempotency: Idempotency) {
    if (closed) throw new StoreClosedError();
    const stored = await track(
      pool.query<{ id: string; fingerprint: string | null }>(
        "SELECT id, request_fingerprint AS fingerprint FROM contact_requests WHERE idempotency_key = $1",
        [idempotency.key],
      ),
    );
    return stored.rows[0] && repeatOutcome(stored.rows[0], idempotency);
  }

  return {
    description: "PostgreSQL",
    async insert(record, idempotency): Promise<InsertOutcome> {
      if (closed) throw new StoreClosedError();
      // A concurrent insert with the same key makes this one wait for its commit, then do nothing.
      const inserted = await track(
        pool.query(
          `INSERT INTO contact_requests
           (id, received_at, locale, first_name, last_name, company, email, phone, message, privacy_policy,
            idempotency_key, request_fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (idempotency_key) DO NOTHING`,
          [
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
          ],
        ),
      );
      if (inserted.rowCount === 1 || !idempotency) return { kind: "stored" };
      return (await findRepeat(idempotency))!;
    },
    findRepeat,
    async list() {
      if (closed) throw new StoreClosedError();
      const result = await track(
        pool.query<Row>(
          `SELECT id, received_at, locale, first_name, last_name, company, email, phone, message, privacy_policy
           FROM contact_requests ORDER BY seq`,
        ),
      );
      return result.rows.map(recordFromRow);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...inFlight]);
      await pool.end();
    },
  };
}

/**
 * A role without INSERT, or a read-only server (a standby, or
 * default_transaction_read_only), would start and then refuse every request:
 * write once at start, and roll it back.
 */
async function probeWrite(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO contact_requests
         (id, received_at, locale, first_name, last_name, company, email, message, privacy_policy)
       VALUES (gen_random_uuid(), now(), 'en', '', '', '', '', '', true)`,
    );
  } catch (error) {
    throw new Error(`cannot write to the database (${(error as Error).message})`, { cause: error });
  } finally {
    await client.query("ROLLBACK").catch(() => {});
    client.release();
  }
}

/** Applies the migrations not yet recorded, under an advisory lock so that concurrent starts take turns. */
async function migrate(pool: pg.Pool, migrations: Migration[]) {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
    const done = new Set(applied.rows.map((row) => row.version));
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
