/**
 * The one-time secrets the back office hands a browser (a session, a sign-in challenge, an invitation link): 256
 * random bits, base64url, of which the store keeps only the SHA-256. A random 256-bit value needs no slow hash:
 * the hash only keeps a leaked database from opening anything.
 */
import { createHash, randomBytes } from "node:crypto";

export const newToken = (): string => randomBytes(32).toString("base64url");

export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("base64url");

/** Whether a value has a token's shape (43 base64url characters): anything else is refused before a query. */
export const isToken = (value: string): boolean => /^[\w-]{43}$/.test(value);
