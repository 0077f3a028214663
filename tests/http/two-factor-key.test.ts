/**
 * The second factor's secrets at rest (issue 44, decision 0035), with the real server on a real SQLite file and
 * restarts in between: the TOTP seed is sealed with a key made in DATA_DIR on first use, so the database file holds
 * no seed; the same key file after a restart signs in as before; another key is refused in plain words while a
 * recovery code still signs in; rows kept readable and unsalted before are upgraded when the server starts.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminEn from "#app/content/admin/en.ts";
import { TOTP_KEY_FILE } from "#app/lib/admin/totp-key.server.ts";
import { newTotpSecret, totpCode } from "#app/lib/admin/two-factor.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, cookieOf, enrolFromAccountPage, signedInBrowser } from "./back-office-support.ts";

const PASSWORD = "correct horse battery staple";
let dataDir: string;
let server: RunningServer | undefined;

/** The server on this DATA_DIR, its key from the file there (never from the environment of the test run). */
async function start(): Promise<RunningServer> {
  server = await startServer({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEY: "", DATABASE_URL: "", TRUST_PROXY: "1" });
  return server;
}

async function stop(): Promise<void> {
  await server?.stop();
  server = undefined;
}

/** Every byte SQLite keeps for the store: the database file and, while it exists, its write-ahead log. */
async function storeBytes(): Promise<string> {
  const files = ["site.db", "site.db-wal"].map((name) => join(dataDir, name)).filter((path) => existsSync(path));
  return (await Promise.all(files.map((path) => readFile(path, "latin1")))).join("");
}

/** A sign-in as far as the code step, from an address of its own; then the code. */
async function signInWithCode(url: string, email: string, code: string, address: string) {
  const visitor = browser(url, address);
  const password = await visitor.post("/admin/login", { email, password: PASSWORD });
  expect(password.status).toBe(303);
  expect(password.headers.location).toBe("/admin/login/code");
  return visitor.post("/admin/login/code", { code }, { Cookie: cookieOf(password)! });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-two-factor-key-"));
  for (const email of ["anna@example.com", "ben@example.com"]) {
    const made = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", "sales"]);
    expect(made.code, made.output).toBe(0);
  }
});
afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the TOTP seeds at rest", { timeout: 90_000 }, () => {
  let anna: { secret: string; recoveryCodes: string[] };
  let ben: { secret: string; recoveryCode: string };

  it("are sealed with a key the server makes in DATA_DIR: the database file holds no seed", async () => {
    const running = await start();
    const key = join(dataDir, TOTP_KEY_FILE);
    expect((await stat(key)).mode & 0o777).toBe(0o600);
    const visitor = await signedInBrowser(running.url, "anna@example.com", PASSWORD, "203.0.113.60");
    anna = await enrolFromAccountPage(visitor, PASSWORD, true);
    expect(await storeBytes()).not.toContain(anna.secret);
    await stop();
    expect(await storeBytes()).not.toContain(anna.secret);
    // The key is nowhere in what the server said.
    const keyText = (await readFile(key, "utf8")).trim();
    expect([...running.log(), ...running.errors()].join("\n")).not.toContain(keyText);
  });

  it("kept readable before, and recovery codes kept unsalted, are sealed and salted when the server starts", async () => {
    // Ben's row as the store kept it before issue 44: the seed in base32, each code's SHA-256 without salt.
    const recoveryCode = "k7xq-m3np-w2rt";
    ben = { secret: newTotpSecret(), recoveryCode };
    const db = await openDatabase({ DATA_DIR: dataDir });
    try {
      const { id } = (await db.sql.get<{ id: string }>("SELECT id FROM operators WHERE email = 'ben@example.com'"))!;
      await db.sql.run("UPDATE operators SET totp_secret = ?, totp_enabled_at = ? WHERE id = ?", [
        ben.secret,
        new Date(),
        id,
      ]);
      await db.sql.run("INSERT INTO recovery_codes (operator_id, code_hash) VALUES (?, ?)", [
        id,
        createHash("sha256").update("k7xqm3npw2rt").digest("base64url"),
      ]);
    } finally {
      await db.close();
    }
    expect(await storeBytes()).toContain(ben.secret);

    const running = await start();
    expect(running.log().join("\n")).toMatch(/"msg":"two-factor storage upgraded","seedsSealed":1,"codesSalted":1/);
    await stop();
    const bytes = await storeBytes();
    expect(bytes).not.toContain(ben.secret);
    expect(bytes).not.toContain(createHash("sha256").update("k7xqm3npw2rt").digest("base64url"));
  });

  it("sign in with the app's code after a restart with the same key file, Ben's upgraded row too", async () => {
    const { url } = await start();
    const annas = await signInWithCode(url, "anna@example.com", totpCode(anna.secret), "203.0.113.61");
    expect(annas.status).toBe(303);
    expect(cookieOf(annas)).toMatch(/^(__Host-)?cbi_session=/);
    const bens = await signInWithCode(url, "ben@example.com", totpCode(ben.secret), "203.0.113.62");
    expect(bens.status).toBe(303);
    const bensRecovery = await signInWithCode(url, "ben@example.com", ben.recoveryCode.toUpperCase(), "203.0.113.63");
    expect(bensRecovery.status).toBe(303);
    // Spent: the same recovery code does not open a second session.
    expect((await signInWithCode(url, "ben@example.com", ben.recoveryCode, "203.0.113.64")).status).toBe(401);
    await stop();
  });

  it("with another key: the app's code is refused in plain words, the log says why, a recovery code signs in", async () => {
    const other = randomBytes(32).toString("base64url");
    await writeFile(join(dataDir, TOTP_KEY_FILE), `${other}\n`, { mode: 0o600 });
    const { url } = await start();
    const log = server!.log().join("\n");
    expect(log).toMatch(/two-factor seeds were sealed with another TOTP_ENCRYPTION_KEY/);
    expect(log).not.toContain(other);

    const refused = await signInWithCode(url, "anna@example.com", totpCode(anna.secret), "203.0.113.65");
    expect(refused.status).toBe(503);
    expect(refused.body).toContain(adminEn.loginCode.unreadable);
    expect(refused.body).not.toMatch(/\bat .*\.(ts|js):\d+|SeedUnreadableError|Error:/);
    expect(cookieOf(refused)).toBeUndefined();
    expect(server!.log().join("\n")).toMatch(/"level":"error","msg":"an app code could not be checked/);

    const recovered = await signInWithCode(url, "anna@example.com", anna.recoveryCodes[0]!, "203.0.113.66");
    expect(recovered.status).toBe(303);
    expect(cookieOf(recovered)).toMatch(/^(__Host-)?cbi_session=/);
    expect(server!.errors().join("\n")).not.toMatch(/SeedUnreadableError|\n\s+at /);
  });

  it("an operator without recovery codes is helped from the command line: the second factor off, set up anew", async () => {
    const { url } = server!;
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const nobody = await adminCli("reset-two-factor", "nobody@example.com", "", env);
    expect(nobody.code).toBe(1);
    expect(nobody.output).toContain("there is no operator nobody@example.com");
    const session = await signInWithCode(url, "anna@example.com", anna.recoveryCodes[1]!, "203.0.113.67");
    expect(session.status).toBe(303);
    const signedIn = browser(url, "203.0.113.67");
    signedIn.cookie = cookieOf(session);
    expect((await signedIn.get("/admin/leads")).status).toBe(200);
    const reset = await adminCli("reset-two-factor", "ANNA@example.com", "", env);
    expect(reset.code, reset.output).toBe(0);
    expect(reset.output).toContain("Two-factor sign-in of anna@example.com turned off");
    // Her sessions ended; the password alone signs in again, and a new seed is sealed with this server's key.
    expect((await signedIn.get("/admin/leads")).status).toBe(302);
    const visitor = browser(url, "203.0.113.68");
    const password = await visitor.post("/admin/login", { email: "anna@example.com", password: PASSWORD });
    expect(password.status).toBe(303);
    expect(password.headers.location).not.toBe("/admin/login/code");
    visitor.cookie = cookieOf(password);
    const again = await enrolFromAccountPage(visitor, PASSWORD, true);
    expect((await signInWithCode(url, "anna@example.com", totpCode(again.secret), "203.0.113.69")).status).toBe(303);

    // Password and phone both lost (issue 47): one command sets a new password and turns the second factor off.
    const newPassword = "Fleetenkieker am Kehrwieder 7";
    const plain = await adminCli("reset-password", "anna@example.com", newPassword, env);
    expect(plain.output).not.toContain("two-factor sign-in turned off");
    const byPassword = await browser(url, "203.0.113.70").post("/admin/login", {
      email: "anna@example.com",
      password: newPassword,
    });
    expect(byPassword.headers.location, "a new password alone keeps the second factor").toBe("/admin/login/code");
    const both = await adminCli("reset-password", "anna@example.com", newPassword, env, ["--two-factor"]);
    expect(both.code, both.output).toBe(0);
    expect(both.output).toContain("changed and two-factor sign-in turned off");
    const back = await browser(url, "203.0.113.71").post("/admin/login", {
      email: "anna@example.com",
      password: newPassword,
    });
    expect(back.status).toBe(303);
    expect(back.headers.location).not.toBe("/admin/login/code");
    expect(cookieOf(back)).toMatch(/^(__Host-)?cbi_session=/);
  });
});
