import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { postgresBinDirs } from "../../scripts/test-machine.ts";
import { startPrivatePostgres } from "./private-postgres.ts";

const binDir = postgresBinDirs()[0];

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function gone(url: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!(await answers(url))) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function removed(path: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!existsSync(path)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.skipIf(!binDir)("the test run's own PostgreSQL", () => {
  it("is a database the tests may write to, and is gone with its files when stopped", { timeout: 60_000 }, async () => {
    const postgres = await startPrivatePostgres(binDir!);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query("CREATE SCHEMA probe; CREATE TABLE probe.t (n int); INSERT INTO probe.t VALUES (1)");
    expect((await client.query("SELECT n FROM probe.t")).rows).toEqual([{ n: 1 }]);
    await client.end();
    expect(existsSync(postgres.dir)).toBe(true);
    await postgres.stop();
    expect(await answers(postgres.url)).toBe(false);
    expect(existsSync(postgres.dir)).toBe(false);
  });

  it("stops by itself when the run that started it is killed with kill -9", { timeout: 60_000 }, async () => {
    const starter = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { startPrivatePostgres } from ${JSON.stringify(new URL("./private-postgres.ts", import.meta.url).href)};
         const postgres = await startPrivatePostgres(${JSON.stringify(binDir)});
         console.log(JSON.stringify(postgres));
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const { url, dir } = await new Promise<{ url: string; dir: string }>((resolve, reject) => {
      starter.stdout.setEncoding("utf8").once("data", (line: string) => resolve(JSON.parse(line) as never));
      starter.once("exit", () => reject(new Error("the starter ended before PostgreSQL answered")));
    });
    expect(await answers(url)).toBe(true);
    starter.kill("SIGKILL");
    expect(await gone(url, 15_000)).toBe(true);
    // PostgreSQL deletes its pid file as the last thing it does before it exits.
    expect(await removed(join(dir, "data", "postmaster.pid"), 15_000)).toBe(true);
    // Nobody was left to delete the files: a temporary directory, which this test clears.
    await rm(dir, { recursive: true, force: true });
  });
});
