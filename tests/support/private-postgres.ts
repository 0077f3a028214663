/**
 * A PostgreSQL of the test run's own, when TEST_DATABASE_URL names none: a fresh cluster in a temporary
 * directory on a free port, started from Debian's binaries and thrown away afterwards. It touches no cluster
 * of the machine and needs no password; as root it runs as the `postgres` user (PostgreSQL refuses root).
 * Durability is off (fsync, synchronous commit): the data lives for one run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, openSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { diesWithParent } from "./dies-with-parent.ts";
import { freePort } from "./server.ts";

export type PrivatePostgres = {
  url: string;
  /** The temporary directory of its data, socket and log; deleted by `stop`. */
  dir: string;
  stop: () => Promise<void>;
};

/** The user to run as: ourselves, or `postgres` (else `nobody`) when we are root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ["postgres", "nobody"]) {
    const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (uid.status === 0 && gid.status === 0) return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  }
  throw new Error("running as root, and neither a postgres nor a nobody user to run PostgreSQL as");
}

/**
 * The command line for a PostgreSQL program: through setpriv, which drops root where we have it and asks the
 * kernel to end the program when this process dies, so that not even a kill -9 of the test run leaves a
 * server behind.
 */
function command(program: string, args: string[], user: ReturnType<typeof runAs>): [string, string[]] {
  const drop = user ? [`--reuid=${user.uid}`, `--regid=${user.gid}`, "--clear-groups"] : [];
  return diesWithParent(program, args, drop);
}

async function waitUntilReady(url: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL did not start; see ${logFile}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not answer within 30 s; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Starts a fresh cluster with a `site_test` database from the binaries in `binDir`. */
export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), "site-test-postgres-"));
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, "data");
  const initdb = command(
    join(binDir, "initdb"),
    ["-D", data, "-U", "site_test", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync", "--no-instructions"],
    user,
  );
  const init = spawnSync(...initdb, { encoding: "utf8" });
  if (init.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr.trim().slice(0, 500)}`);
  }

  const port = await freePort();
  const logFile = join(dir, "postgres.log");
  const log = openSync(logFile, "a");
  if (user) chownSync(logFile, user.uid, user.gid);
  const settings = ["listen_addresses=127.0.0.1", "fsync=off", "synchronous_commit=off", "full_page_writes=off"];
  const server = spawn(
    ...command(
      join(binDir, "postgres"),
      ["-D", data, "-p", String(port), "-k", dir, "-c", "max_connections=300", ...settings.flatMap((s) => ["-c", s])],
      user,
    ),
    { stdio: ["ignore", log, log] },
  );
  const admin = `postgres://site_test@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGINT"); // fast shutdown: ends sessions, no waiting for clients
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(admin, server, logFile);
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query("CREATE DATABASE site_test");
    await client.end();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://site_test:site_test@127.0.0.1:${port}/site_test`, dir, stop };
}
