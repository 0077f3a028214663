/**
 * The second factor: time-based one-time passwords (RFC 6238: SHA-1, six digits, 30 seconds, as every
 * authenticator app reads them) and ten recovery codes. The QR code an app scans is drawn here, as SVG,
 * so the secret never leaves the server for a third party. A code is taken once: the step it belongs to
 * is kept, and a code of that step or an earlier one is refused, so a code read over a shoulder is spent.
 */
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

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
 * The time step a code belongs to, if it is right now or one step either side (a phone's clock drifts, and
 * typing takes time) and later than the last step the operator used; otherwise undefined.
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
  if (delta === null) return undefined;
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
