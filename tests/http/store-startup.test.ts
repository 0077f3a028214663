/**
 * A server that says it is ready must be able to store a request: a store it
 * cannot write, or one with damaged pages, stops the start with one clear
 * line, and so does the export.
 */
import { spawn, type SpawnOptions } from "node:child_process";
import { chmod, mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openContactRepository } from "#app/lib/contact/open-repository.server.ts";
import { freePort } from "#test/server.ts";
import { validContact } from "./http-client.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function storeWithRequests(count: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "store-startup-"));
  dirs.push(dir);
  await chmod(dir, 0o755);
  const contacts = await openContactRepository({ DATA_DIR: dir });
  for (let index = 0; index < count; index++) {
    await contacts.insert({
      ...validContact,
      privacyPolicy: true,
      id: crypto.randomUUID(),
      receivedAt: new Date(),
      locale: "en",
      message: `${index} ${"x".repeat(2_000)}`,
    });
  }
  await contacts.close();
  return dir;
}

/** Runs a program of ours to its end; `readOnlyUser` runs it as a user who may read but not write the store. */
function run(args: string[], env: Record<string, string>, readOnlyUser = false) {
  const options: SpawnOptions = { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] };
  // As root, file modes do not stop a write: the server runs as root without the capabilities that override
  // them (setpriv, util-linux), so the read-only file stops it as it stops anyone, while the checkout stays
  // root's own to read (another user could not reach one in a private directory, as mktemp -d makes).
  const asRoot = readOnlyUser && process.getuid?.() === 0;
  const child = asRoot
    ? spawn("setpriv", ["--bounding-set=-all", "--", process.execPath, ...args], options)
    : spawn(process.execPath, args, options);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/**
 * Sixteen pages in the middle of the file: two could be free pages (a migration that rebuilds a table leaves some,
 * and migration 19 moved them there), which no check reads and no request needs.
 */
async function damage(dir: string) {
  const handle = await open(join(dir, "site.db"), "r+");
  const { size } = await handle.stat();
  await handle.write(Buffer.alloc(65_536, 0xa5), 0, 65_536, Math.floor(size / 2 / 4096) * 4096);
  await handle.close();
}

describe("the server's start", () => {
  it("fails with a clear message when it may not write the store", async () => {
    const dir = await storeWithRequests(1);
    await chmod(join(dir, "site.db"), 0o444);
    const { code, output } = await run(["server/index.ts"], { DATA_DIR: dir, PORT: String(await freePort()) }, true);
    expect(code).toBe(1);
    expect(output).toContain(`cannot write ${join(dir, "site.db")}`);
    expect(output).not.toContain("listening");
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("fails with a clear message when the store has damaged pages", async () => {
    const dir = await storeWithRequests(300);
    await damage(dir);
    const { code, output } = await run(["server/index.ts"], { DATA_DIR: dir, PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(output).toMatch(/site\.db is damaged/);
    expect(output).not.toContain("listening");
    expect(output).not.toMatch(/\n\s+at /);
  });
});

describe("contacts:export on a broken store", () => {
  it("prints one line naming the problem and exits non-zero, never a stack trace", async () => {
    const dir = await storeWithRequests(300);
    await damage(dir);
    const { code, output } = await run(["scripts/contacts-export.ts"], { DATA_DIR: dir });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toMatch(/^Error: could not open the contact store: .*damaged/);
  });

  it("says so in one line when PostgreSQL does not answer", async () => {
    const { code, output } = await run(["scripts/contacts-export.ts"], {
      DATABASE_URL: "postgres://nobody:secret@127.0.0.1:9/none",
    });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toMatch(/^Error: could not open the contact store: /);
    expect(output).not.toContain("secret");
  });
});
