/**
 * The second factor: time-based one-time passwords (RFC 6238: SHA-1, six digits, 30 seconds, as every
 * authenticator app reads them) and ten recovery codes. The QR code an app scans is drawn here, as SVG,
 * so the secret never leaves the server for a third party. A code is taken once: the step it belongs to
 * is kept, and a code of that step or an earlier one is refused, so a code read over a shoulder is spent.
 * The store keeps the secret sealed (totp-key.server.ts) and the recovery codes salted and hashed (issue 44).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Sql } from "#app/lib/store/sql.server.ts";
import { isReadableSeed, sealingKeyId, SeedUnreadableError, type TotpKey } from "#app/lib/admin/totp-key.server.ts";

const PERIOD_SECONDS = 30;
const ISSUER = "Conversational BI";

export const RECOVERY_CODE_COUNT = 10;

/** A new secret for an operator who enrols (160 bits, base32 as apps take it by hand). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address an authenticator app reads, and the QR code that carries it, as inline SVG. */
export async function enrolment(secret: string, account: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, account).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qrSvg };
}

/** The code an app shows at `at` (tests compute codes as an operator's phone would). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return totpOf(secret, "").generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to, if it is the current step or the one before (typing takes time, and a phone's
 * clock may lag) and later than the last step the operator used; otherwise undefined. Never a step ahead: a code
 * lives at most 60 seconds, and only two codes are valid at any time, which the guess budget counts on
 * (decision 0034).
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  at: Date = new Date(),
): number | undefined {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret, "").validate({ token, timestamp: at.getTime(), window: 1 });
  if (delta === null || delta > 0) return undefined;
  const step = Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no 0/o, 1/l/i: read off paper

/** Ten recovery codes like "k7xq-m3np-w2rt", shown once; the store keeps only their salted hashes. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(""),
    ).join("-"),
  );
}

/** A code as typed back: letter case, spaces and dashes do not matter. SHA-256 of it is what old rows kept. */
function digestOf(code: string): Buffer {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest();
}

const SALTED = "v1";

function saltedHash(digest: Buffer, salt = randomBytes(16)): string {
  const mac = createHmac("sha256", salt).update(digest).digest();
  return `${SALTED}:${salt.toString("base64url")}:${mac.toString("base64url")}`;
}

/**
 * A recovery code's stored form: HMAC-SHA-256 of its digest under a random salt of its own, so one code typed by
 * two operators is stored twice differently and a copy of the store gives a guesser no table to look codes up in.
 * A fast hash is enough for 60 random bits that are useless without the password (decision 0035).
 */
export function recoveryCodeHash(code: string): string {
  return saltedHash(digestOf(code));
}

/** The salted form of a hash kept before issue 44 (unsalted SHA-256): the same code matches it. */
export function saltedFromUnsalted(stored: string): string {
  return saltedHash(Buffer.from(stored, "base64url"));
}

/** Whether `code` is the one `stored` keeps (salted, or unsalted as before issue 44), in constant time. */
export function recoveryCodeMatches(code: string, stored: string): boolean {
  const digest = digestOf(code);
  const [version, salt, mac] = stored.split(":");
  const [expected, actual] =
    version === SALTED && salt && mac
      ? [Buffer.from(mac, "base64url"), createHmac("sha256", Buffer.from(salt, "base64url")).update(digest).digest()]
      : [Buffer.from(stored, "base64url"), digest];
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

// ----- In the store: enrolment, codes taken once, recovery codes, and the rule for everyone -----

/**
 * Starts (or restarts) an enrolment: a new secret, sealed with the instance's key, waits beside the account until
 * a code from the app confirms it. Refused while a second factor is on: an operator turns it off first (with a
 * code) to change phones.
 */
export async function beginEnrolment(sql: Sql, key: TotpKey, operatorId: string): Promise<string | undefined> {
  const secret = newTotpSecret();
  const { changes } = await sql.run(
    "UPDATE operators SET totp_secret = ?, totp_last_step = NULL WHERE id = ? AND totp_enabled_at IS NULL",
    [key.seal(operatorId, secret), operatorId],
  );
  return changes ? secret : undefined;
}

/** The secret an enrolment waits with, if one does (undefined too when this key cannot open it). */
export async function pendingSecret(sql: Sql, key: TotpKey, operatorId: string): Promise<string | undefined> {
  const row = await sql.get<{ totp_secret: string | null }>(
    "SELECT totp_secret FROM operators WHERE id = ? AND totp_enabled_at IS NULL",
    [operatorId],
  );
  if (!row?.totp_secret) return undefined;
  try {
    return key.open(operatorId, row.totp_secret);
  } catch (error) {
    if (error instanceof SeedUnreadableError) return undefined;
    throw error;
  }
}

/**
 * Confirms an enrolment with a code from the app: the second factor is on, and ten new recovery codes are
 * returned to be shown once (only their hashes are kept). Undefined when the code is wrong.
 */
export async function confirmEnrolment(
  sql: Sql,
  key: TotpKey,
  operatorId: string,
  code: string,
  now = new Date(),
): Promise<string[] | undefined> {
  return sql.transaction(async (tx) => {
    const secret = await pendingSecret(tx, key, operatorId);
    const step = secret ? acceptedStep(secret, code, null, now) : undefined;
    if (step === undefined) return undefined;
    await tx.run("UPDATE operators SET totp_enabled_at = ?, totp_last_step = ? WHERE id = ?", [now, step, operatorId]);
    return replaceRecoveryCodes(tx, operatorId);
  });
}

/** Ten new recovery codes for an operator with a second factor; the old ones stop working. */
export async function renewRecoveryCodes(sql: Sql, operatorId: string): Promise<string[]> {
  return sql.transaction((tx) => replaceRecoveryCodes(tx, operatorId));
}

async function replaceRecoveryCodes(sql: Sql, operatorId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await sql.run("DELETE FROM recovery_codes WHERE operator_id = ?", [operatorId]);
  for (const code of codes)
    await sql.run("INSERT INTO recovery_codes (operator_id, code_hash) VALUES (?, ?)", [
      operatorId,
      recoveryCodeHash(code),
    ]);
  return codes;
}

/** Turns the second factor off and forgets its secret and recovery codes. */
export async function disableTwoFactor(sql: Sql, operatorId: string): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.run(
      "UPDATE operators SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = ?",
      [operatorId],
    );
    await tx.run("DELETE FROM recovery_codes WHERE operator_id = ?", [operatorId]);
  });
}

/**
 * From the server's command line, for an operator who can sign in with neither the app (a lost phone, or a lost
 * TOTP key) nor a recovery code: the second factor off, their sessions ended. False when there is no such operator.
 */
export async function resetTwoFactor(sql: Sql, email: string): Promise<boolean> {
  const operator = await sql.get<{ id: string }>("SELECT id FROM operators WHERE email = ?", [
    email.trim().toLowerCase(),
  ]);
  if (!operator) return false;
  await disableTwoFactor(sql, String(operator.id));
  await sql.run("DELETE FROM sessions WHERE operator_id = ?", [operator.id]);
  return true;
}

export type SecondFactorUse = "code" | "recovery-code";

/**
 * Checks a code at sign-in or before a change that needs one: six digits are an app code, current and taken once
 * (the step is written only if it is later than the last, so two requests with the same code cannot both pass);
 * anything else an unused recovery code, which is then spent (by one request only, however many bring it).
 * Undefined when it does not match; SeedUnreadableError for an app code when this key cannot open the seed (a
 * recovery code still works then).
 */
export async function takeSecondFactor(
  sql: Sql,
  key: TotpKey,
  operatorId: string,
  code: string,
  now = new Date(),
): Promise<SecondFactorUse | undefined> {
  const row = await sql.get<{ totp_secret: string | null; totp_last_step: unknown }>(
    "SELECT totp_secret, totp_last_step FROM operators WHERE id = ? AND totp_enabled_at IS NOT NULL",
    [operatorId],
  );
  if (!row?.totp_secret) return undefined;
  if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) return takeRecoveryCode(sql, operatorId, code, now);
  const secret = key.open(operatorId, row.totp_secret);
  if (isReadableSeed(row.totp_secret)) await sealSeed(sql, key, operatorId, row.totp_secret);
  const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
  const step = acceptedStep(secret, code, lastStep, now);
  if (step === undefined) return undefined;
  const { changes } = await sql.run(
    "UPDATE operators SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)",
    [step, operatorId, step],
  );
  return changes ? "code" : undefined;
}

/** Compares with every unused code of the operator (each has its own salt), then spends the one that matched. */
async function takeRecoveryCode(
  sql: Sql,
  operatorId: string,
  code: string,
  now: Date,
): Promise<"recovery-code" | undefined> {
  const rows = await sql.all<{ code_hash: string }>(
    "SELECT code_hash FROM recovery_codes WHERE operator_id = ? AND used_at IS NULL",
    [operatorId],
  );
  // Every row is compared, so the time taken does not tell which one matched.
  const matched = rows.filter((row) => recoveryCodeMatches(code, row.code_hash))[0];
  if (!matched) return undefined;
  const { changes } = await sql.run(
    "UPDATE recovery_codes SET used_at = ? WHERE operator_id = ? AND code_hash = ? AND used_at IS NULL",
    [now, operatorId, matched.code_hash],
  );
  return changes ? "recovery-code" : undefined;
}

/** Seals a seed kept readable, unless another request or instance has done so meanwhile. */
async function sealSeed(sql: Sql, key: TotpKey, operatorId: string, readable: string): Promise<number> {
  const { changes } = await sql.run("UPDATE operators SET totp_secret = ? WHERE id = ? AND totp_secret = ?", [
    key.seal(operatorId, readable),
    operatorId,
    readable,
  ]);
  return changes;
}

export type SecondFactorUpgrade = { seedsSealed: number; codesSalted: number; seedsOfOtherKeys: number };

/**
 * Run when the services open, after the migrations: seeds kept readable before issue 44 are sealed with this key
 * and unsalted recovery-code hashes salted (SQL alone can do neither: it has no key, and SQLite no HMAC). Each row
 * is changed only if it is still as read, so instances starting together do not get in each other's way; a
 * second run finds nothing. Also counts the seeds sealed with another key, which this instance cannot open.
 */
export async function upgradeSecondFactorStorage(sql: Sql, key: TotpKey): Promise<SecondFactorUpgrade> {
  const seeds = await sql.all<{ id: string; totp_secret: string }>(
    "SELECT id, totp_secret FROM operators WHERE totp_secret IS NOT NULL",
  );
  let seedsSealed = 0;
  let seedsOfOtherKeys = 0;
  for (const { id, totp_secret: stored } of seeds) {
    if (isReadableSeed(stored)) seedsSealed += await sealSeed(sql, key, String(id), stored);
    else if (sealingKeyId(stored) !== key.id) seedsOfOtherKeys += 1;
  }
  const codes = await sql.all<{ operator_id: string; code_hash: string }>(
    `SELECT operator_id, code_hash FROM recovery_codes WHERE code_hash NOT LIKE '${SALTED}:%'`,
  );
  let codesSalted = 0;
  for (const { operator_id: operatorId, code_hash: unsalted } of codes) {
    const { changes } = await sql.run(
      "UPDATE recovery_codes SET code_hash = ? WHERE operator_id = ? AND code_hash = ?",
      [saltedFromUnsalted(unsalted), operatorId, unsalted],
    );
    codesSalted += changes;
  }
  return { seedsSealed, codesSalted, seedsOfOtherKeys };
}

/** How many recovery codes the operator has left. */
export async function recoveryCodesLeft(sql: Sql, operatorId: string): Promise<number> {
  const row = await sql.get<{ remaining: unknown }>(
    "SELECT count(*) AS remaining FROM recovery_codes WHERE operator_id = ? AND used_at IS NULL",
    [operatorId],
  );
  return Number(row?.remaining ?? 0);
}

/** Whether an owner asked every operator to use a second factor. */
export async function twoFactorRequired(sql: Sql): Promise<boolean> {
  const row = await sql.get<{ value: string }>(
    "SELECT value FROM back_office_settings WHERE name = 'require_two_factor'",
  );
  return row?.value === "on";
}

export async function requireTwoFactor(sql: Sql, required: boolean): Promise<void> {
  await sql.run(
    `INSERT INTO back_office_settings (name, value) VALUES ('require_two_factor', ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
    [required ? "on" : "off"],
  );
}
