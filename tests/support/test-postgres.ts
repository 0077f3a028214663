/**
 * PostgreSQL for tests and measurements: `TEST_DATABASE_URL` names a database
 * the tests may write to; each run gets a schema of its own, dropped afterwards,
 * so runs never see each other's rows.
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createServer, connect, type AddressInfo, type Socket } from "node:net";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "#app/lib/store/open.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";

export type PostgresProbe = { url: string; reason?: undefined } | { url?: undefined; reason: string };

/** Whether TEST_DATABASE_URL is set and answers; the reason when not. */
export async function probeTestPostgres(url = process.env.TEST_DATABASE_URL): Promise<PostgresProbe> {
  if (!url?.trim()) return { reason: "TEST_DATABASE_URL is not set" };
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return { url };
  } catch (error) {
    return { reason: `TEST_DATABASE_URL is set but PostgreSQL is not reachable (${(error as Error).message})` };
  } finally {
    await client.end().catch(() => {});
  }
}

export type TempSchema = { url: string; schema: string; drop: () => Promise<void> };

/** A fresh schema; the returned URL puts it first on the search path, so the store creates its tables there. */
export async function createTempSchema(url: string, prefix = "test"): Promise<TempSchema> {
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const withSchema = new URL(url);
  withSchema.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: withSchema.toString(),
    schema,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A database a contract test opens, fresh for each test, and how to throw it away afterwards. */
export type StoreBackend = {
  name: "SQLite" | "PostgreSQL";
  /** Why this backend is skipped (PostgreSQL without TEST_DATABASE_URL). */
  skip?: string;
  fresh: () => Promise<{ open: () => Promise<Database>; dispose: () => Promise<void> }>;
};

/**
 * The two stores every contract suite runs against, each fresh and migrated for every test: SQLite in a temporary
 * directory, PostgreSQL in a schema of its own. SQLite migrates once per test file, into a template each test's
 * directory is a copy of: 20 ms against 360 for twenty migrations, measured side by side on a loaded two-core
 * machine. PostgreSQL migrates for each test: a copy of a migrated database (`CREATE DATABASE … TEMPLATE`, either
 * strategy) took twice as long as a schema migrated anew.
 */
export async function storeBackends(prefix: string): Promise<StoreBackend[]> {
  const probe = await probeTestPostgres();
  const sqlite = await sqliteCopies(prefix);
  return [
    {
      name: "SQLite",
      fresh: async () => {
        const dir = await sqlite.fresh();
        return {
          open: () => openDatabase({ DATA_DIR: dir }),
          dispose: () => rm(dir, { recursive: true, force: true }),
        };
      },
    },
    {
      name: "PostgreSQL",
      skip: probe.reason,
      fresh: async () => {
        const schema = await createTempSchema(probe.url!, prefix.replaceAll("-", "_"));
        return { open: () => openDatabase({ DATABASE_URL: schema.url }), dispose: schema.drop };
      },
    },
  ];
}

/**
 * Fresh SQLite data directories for one test file, each a copy of one migrated on first use (the caller removes
 * each; the template goes when the file's tests are done). Call it while the file's tests are collected.
 */
export async function sqliteCopies(prefix: string): Promise<{ fresh: () => Promise<string> }> {
  const { afterAll } = await import("vitest");
  let template: Promise<string> | undefined;
  const migrated = async () => {
    const dir = await mkdtemp(join(tmpdir(), `${prefix}-template-`));
    await (await openDatabase({ DATA_DIR: dir })).close();
    return dir;
  };
  afterAll(async () => {
    if (template) await rm(await template, { recursive: true, force: true });
  });
  return {
    fresh: async () => {
      const from = await (template ??= migrated());
      const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
      await cp(from, dir, { recursive: true });
      return dir;
    },
  };
}

export type Relay = {
  /** The database URL, through the relay. */
  url: string;
  /** Drops every connection and refuses new ones, as a broken network would. */
  cut(): void;
  /** Lets connections through again. */
  mend(): void;
  close(): Promise<void>;
};

/** A TCP relay to the PostgreSQL of `url` that a test can cut and mend. */
export async function cuttableRelay(url: string): Promise<Relay> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let cut = false;
  const relay = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const through = new URL(url);
  through.hostname = "127.0.0.1";
  through.port = String((relay.address() as AddressInfo).port);
  return {
    url: through.toString(),
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    mend() {
      cut = false;
    },
    close: () => new Promise((resolve) => relay.close(() => resolve())),
  };
}
