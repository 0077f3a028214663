/**
 * Guessing an operator's way in (issue 44, decision 0034), on the wire: a guesser who knows the password gets at
 * most 20 wrong app codes a day for the account, from however many addresses; the operator is told by e-mail
 * (received here by a real SMTP server), once; and the owner still signs in with a recovery code, and with the
 * right password from a browser that did not fail while the account's password limits are spent.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminEn from "#app/content/admin/en.ts";
import { totpCode } from "#app/lib/admin/two-factor.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, signedInBrowser, storeRows, totpSecretIn } from "./back-office-support.ts";
import { smtpReceiver } from "./smtp-receiver.ts";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-guesses-"));
  smtp = await smtpReceiver();
  server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SALES_EMAIL: "sales@example.com",
    NOTIFY_RETRY_SECONDS: "1",
  });
  for (const email of ["olga@example.com", "paul@example.com"]) {
    const made = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", "sales"]);
    expect(made.code, made.output).toBe(0);
  }
});
afterAll(async () => {
  await server.stop();
  await smtp.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Olga turns on two factors (with her password, as the account page asks) and keeps her recovery codes. */
async function enrolOlga() {
  const olga = await signedInBrowser(server.url, "olga@example.com", PASSWORD, "203.0.113.10");
  await olga.post("/admin/account", { intent: "enrol" });
  const page = await olga.get("/admin/account");
  const secret = totpSecretIn(page.body)!;
  const confirmed = await olga.post("/admin/account", {
    intent: "confirm",
    code: totpCode(secret),
    password: PASSWORD,
  });
  expect(confirmed.status).toBe(200);
  const codes = [...confirmed.body.matchAll(/<li>([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})<\/li>/g)].map((m) => m[1]!);
  return { secret, codes };
}

describe("a guesser who knows the password", () => {
  it("gets 20 wrong codes a day, the operator an e-mail, and the owner still signs in with a recovery code", async () => {
    const { secret, codes } = await enrolOlga();
    const statuses: number[] = [];
    // From a new address every two codes: the per-client limits never stop them, the account's budget does.
    for (let address = 0; address < 15; address++) {
      const guesser = browser(server.url, `198.51.100.${address + 1}`);
      expect((await guesser.post("/admin/login", { email: "olga@example.com", password: PASSWORD })).status).toBe(303);
      for (let guess = 0; guess < 2; guess++) {
        const wrong = String((address * 2 + guess) * 7919).padStart(6, "0");
        statuses.push(
          (await guesser.post("/admin/login/code", { code: wrong === totpCode(secret) ? "999999" : wrong })).status,
        );
      }
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);

    // The owner, from home: the app's code is paused, and the page says to use a recovery code; that works.
    const owner = browser(server.url, "203.0.113.20");
    expect((await owner.post("/admin/login", { email: "olga@example.com", password: PASSWORD })).status).toBe(303);
    const paused = await owner.post("/admin/login/code", { code: totpCode(secret) });
    expect(paused.status).toBe(429);
    expect(paused.body).toContain(adminEn.loginCode.paused);
    const recovered = await owner.post("/admin/login/code", { code: codes[0]! });
    expect(recovered.status).toBe(303);

    // One e-mail, to Olga, saying her password is known.
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toMatchObject({ value: [{ address: "olga@example.com" }] });
    expect(mail.subject).toBe(
      "Anmeldeversuche bei Ihrem Backoffice-Konto / Sign-in attempts on your back-office account",
    );
    expect(mail.text).toContain("your password is known to someone else");
    expect(mail.text).toContain("kennt jemand anderes Ihr Passwort");
    const alarms = await storeRows<{ action: string }>(
      dataDir,
      "SELECT action FROM audit_log WHERE action = 'guess-alarm'",
    );
    expect(alarms).toHaveLength(1);
  }, 60_000);
});

describe("guesses at a password spread over many addresses", () => {
  it("stop at the account's limits, and the owner's own browser still signs in", async () => {
    const answers = await Promise.all(
      Array.from({ length: 22 }, (_, address) =>
        Array.from({ length: 5 }, (_, attempt) =>
          browser(server.url, `192.0.2.${address + 1}`).post("/admin/login", {
            email: "paul@example.com",
            password: `spread ${attempt}`,
          }),
        ),
      ).flat(),
    );
    // 100 on the account's limit, then at most one for each address that had not had one.
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(100);
    expect(checked).toBeLessThanOrEqual(100 + 22);
    const owner = await browser(server.url, "203.0.113.30").post("/admin/login", {
      email: "paul@example.com",
      password: PASSWORD,
    });
    expect(owner.status).toBe(303);
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(2);
    expect(smtp.received[1]!.text).toContain("Someone is trying many passwords for your back-office account");
  }, 90_000);
});
