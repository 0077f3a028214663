/**
 * The second factor: time-based one-time passwords (RFC 6238: SHA-1, six digits, 30 seconds, as every
 * authenticator app reads them) and ten recovery codes. The QR code an app scans is drawn here, as SVG,
 * so the secret never leaves the server for a third party. A code is taken once: the step it belongs to
 * is kept, and a code of that step or an earlier one is refused, so a code read over a shoulder is spent.
 */
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Sql } from "#app/lib/store/sql.server.ts";

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

/** Ten recovery codes like "k7xq-m3np-w2rt", shown once; the store keeps only their hashes. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(""),
    ).join("-"),
  );
}

/**
 * A recovery code's hash: SHA-256 is enough for a random 60-bit code whose guesses are throttled (a slow hash
 * guards a password a person chose). Letter case, spaces and dashes do not matter when it is typed back.
 */
export function recoveryCodeHash(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("base64url");
}

// ----- In the store: enrolment, codes taken once, recovery codes, and the rule for everyone -----

/**
 * Starts (or restarts) an enrolment: a new secret waits beside the account until a code from the app confirms
 * it. Refused while a second factor is on: an operator turns it off first (with a code) to change phones.
 */
export async function beginEnrolment(sql: Sql, operatorId: string): Promise<string | undefined> {
  const secret = newTotpSecret();
  const { changes } = await sql.run(
    "UPDATE operators SET totp_secret = ?, totp_last_step = NULL WHERE id = ? AND totp_enabled_at IS NULL",
    [secret, operatorId],
  );
  return changes ? secret : undefined;
}

/** The secret an enrolment waits with, if one does. */
export async function pendingSecret(sql: Sql, operatorId: string): Promise<string | undefined> {
  const row = await sql.get<{ totp_secret: string | null }>(
    "SELECT totp_secret FROM operators WHERE id = ? AND totp_enabled_at IS NULL",
    [operatorId],
  );
  return row?.totp_secret ?? undefined;
}

/**
 * Confirms an enrolment with a code from the app: the second factor is on, and ten new recovery codes are
 * returned to be shown once (only their hashes are kept). Undefined when the code is wrong.
 */
export async function confirmEnrolment(
  sql: Sql,
  operatorId: string,
  code: string,
  now = new Date(),
): Promise<string[] | undefined> {
  return sql.transaction(async (tx) => {
    const secret = await pendingSecret(tx, operatorId);
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

export type SecondFactorUse = "code" | "recovery-code";

/**
 * Checks a code at sign-in or before a change that needs one: a current app code, taken once (the step is
 * written only if it is later than the last, so two requests with the same code cannot both pass), or an
 * unused recovery code, which is then spent. Undefined when neither matches.
 */
export async function takeSecondFactor(
  sql: Sql,
  operatorId: string,
  code: string,
  now = new Date(),
): Promise<SecondFactorUse | undefined> {
  const row = await sql.get<{ totp_secret: string | null; totp_last_step: unknown }>(
    "SELECT totp_secret, totp_last_step FROM operators WHERE id = ? AND totp_enabled_at IS NOT NULL",
    [operatorId],
  );
  if (!row?.totp_secret) return undefined;
  const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
  const step = acceptedStep(row.totp_secret, code, lastStep, now);
  if (step !== undefined) {
    const { changes } = await sql.run(
      "UPDATE operators SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)",
      [step, operatorId, step],
    );
    return changes ? "code" : undefined;
  }
  const { changes } = await sql.run(
    "UPDATE recovery_codes SET used_at = ? WHERE operator_id = ? AND code_hash = ? AND used_at IS NULL",
    [now, operatorId, recoveryCodeHash(code)],
  );
  return changes ? "recovery-code" : undefined;
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
