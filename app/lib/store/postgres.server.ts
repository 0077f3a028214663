import pg from "pg";
import { migrations } from "#app/lib/store/migrations.server.ts";
import {
  ofTransactions,
  ReadTimeoutError,
  StoreClosedError,
  type Database,
  type Migration,
  type Sql,
} from "#app/lib/store/sql.server.ts";

// Any constant will do: it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 4_242_004;

export type PostgresDatabase = Database & { readonly dialect: "postgres"; readonly pool: pg.Pool };

function connectionError(error: Error) {
  console.error(JSON.stringify({ level: "error", msg: "PostgreSQL connection error", error: error.message }));
}

/** `?` placeholders as PostgreSQL numbers them ($1, $2, …); the SQL of this project has no `?` in its literals. */
export function numbered(text: string): string {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
}

/**
 * The URL with `-c jit=off` added to its startup options: every statement here reads a few thousand rows at
 * most, and compiling one whose estimate passes `jit_above_cost` (a filtered dashboard's: 45 ms of it) costs
 * more than running it. A connection string that is no URL is left as it is.
 */
export function withoutJit(connectionString: string): string {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return connectionString;
  }
  if (!/^postgres(ql)?:$/.test(url.protocol)) return connectionString;
  const options = url.searchParams.get("options");
  url.searchParams.set("options", options ? `${options} -c jit=off` : "-c jit=off");
  return url.toString();
}

/**
 * PostgreSQL through a small pool. With PostgreSQL's default
 * `synchronous_commit = on` a commit has reached the WAL on disk when the
 * server acknowledges it. Connection settings (host, database, TLS,
 * `options=-c search_path=…`) all come from the URL.
 */
export async function openPostgresDatabase(connectionString: string): Promise<PostgresDatabase> {
  const pool = new pg.Pool({
    connectionString: withoutJit(connectionString),
    max: 10,
    // A database that does not answer makes a request fail (503) instead of hang.
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection that breaks (database restarted) must not crash the server; the next query reconnects.
  pool.on("error", connectionError);

  try {
    await migrate(pool, migrations);
    await probeWrite(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }

  let closed = false;
  // Work under way when close() is called finishes before the pool ends.
  const inFlight = new Set<Promise<unknown>>();
  function track<T>(start: () => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new StoreClosedError());
    const work = start();
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  const on = (client: pg.Pool | pg.PoolClient): Omit<Sql, "transaction" | "readOnly"> => ({
    dialect: "postgres",
    async all<T>(text: string, params: readonly unknown[] = []) {
      return (await client.query(numbered(text), [...params])).rows as T[];
    },
    async get<T>(text: string, params: readonly unknown[] = []) {
      return (await client.query(numbered(text), [...params])).rows[0] as T | undefined;
    },
    async run(text: string, params: readonly unknown[] = []) {
      return { changes: (await client.query(numbered(text), [...params])).rowCount ?? 0 };
    },
  });

  /**
   * Runs `work` on a connection of its own, as one transaction `work` begins: rolled back when it throws, and
   * always when `rollBack` (a read-only one has nothing to commit). The pool listens for errors of idle
   * connections only: one that breaks while checked out here would otherwise take the process down. A connection
   * that cannot even roll back is closed, not handed to the next request.
   */
  const transactions = {};
  function onOwnClient<T>(work: (tx: Sql) => Promise<T>, rollBack: boolean): Promise<T> {
    return track(async () => {
      const client = await pool.connect();
      client.on("error", connectionError);
      const tx: Sql = ofTransactions(transactions, {
        ...on(client),
        transaction: (inner) => inner(tx),
        readOnly: (inner) => inner(tx),
      });
      let broken = false;
      let failed = false;
      try {
        return await work(tx);
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        if (failed || rollBack) await client.query("ROLLBACK").catch(() => (broken = true));
        client.off("error", connectionError);
        client.release(broken);
      }
    });
  }

  const pooled = on(pool);
  const sql: Sql = {
    dialect: "postgres",
    all: (text, params) => track(() => pooled.all(text, params)),
    get: (text, params) => track(() => pooled.get(text, params)),
    run: (text, params) => track(() => pooled.run(text, params)),
    transaction: (work) =>
      onOwnClient(async (tx) => {
        await tx.run("BEGIN");
        const result = await work(tx);
        await tx.run("COMMIT");
        return result;
      }, false),
    // PostgreSQL refuses a write in a READ ONLY transaction and cancels a statement past statement_timeout.
    readOnly: (work, timeoutMs) =>
      onOwnClient(async (tx) => {
        await tx.run("BEGIN READ ONLY");
        await tx.run(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
        try {
          return await work(tx);
        } catch (error) {
          throw (error as { code?: string }).code === "57014" ? new ReadTimeoutError(timeoutMs) : error;
        }
      }, true),
  };

  return {
    dialect: "postgres",
    sql,
    pool,
    description: "PostgreSQL",
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
async function migrate(pool: pg.Pool, list: Migration[]) {
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
    for (const migration of list) {
      if (done.has(migration.version)) continue;
      await client.query(migration.postgres);
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
