/**
 * The key that seals the operators' TOTP seeds in the store (issue 44): AES-256-GCM with a random nonce per seed,
 * bound to its operator, so a copy of the database (a backup, a dump, a stolen disk) holds no seed an app could be
 * set up with. The key comes from TOTP_ENCRYPTION_KEY (every instance on PostgreSQL shares it), or for one
 * instance on SQLite from a file made in DATA_DIR on first use. It is never logged and never in a message: only
 * its id, a short HMAC of it, says which key sealed a seed (decision 0035).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { inspect } from "node:util";
import { dataDirectory } from "#app/lib/store/sqlite.server.ts";

export const TOTP_KEY_FILE = "totp-encryption.key";
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
/** The stored form's version: a later key or cipher gets a new one, read beside this. */
const SEALED = "v1";

/**
 * A key, told apart from others by its id. Its bytes stay in a private field: printing or logging the object shows
 * the id only.
 */
export class TotpKey {
  readonly #bytes: Buffer;
  readonly id: string;
  constructor(bytes: Buffer) {
    if (bytes.length !== KEY_BYTES) throw new Error("a TOTP encryption key has 32 bytes");
    this.#bytes = Buffer.from(bytes);
    this.id = createHmac("sha256", this.#bytes).update("totp-encryption-key-id").digest("base64url").slice(0, 8);
  }
  seal(operatorId: string, seed: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#bytes, nonce).setAAD(boundTo(operatorId));
    const ciphertext = Buffer.concat([cipher.update(seed, "utf8"), cipher.final()]);
    return [SEALED, this.id, nonce, ciphertext, cipher.getAuthTag()]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(":");
  }
  /** The seed in `stored` (sealed, or readable as stored before issue 44); throws SeedUnreadableError. */
  open(operatorId: string, stored: string): string {
    if (isReadableSeed(stored)) return stored;
    const [version, keyId, nonce, ciphertext, tag, ...rest] = stored.split(":");
    if (version !== SEALED || !nonce || !ciphertext || !tag || rest.length) throw new SeedUnreadableError("damaged");
    if (keyId !== this.id) throw new SeedUnreadableError("other-key");
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.#bytes, Buffer.from(nonce, "base64url"))
        .setAAD(boundTo(operatorId))
        .setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      throw new SeedUnreadableError("damaged");
    }
  }
  toJSON() {
    return `[TotpKey ${this.id}]`;
  }
  [inspect.custom]() {
    return this.toJSON();
  }
}

/** Sealed for one operator: a sealed seed copied into another operator's row does not open there. */
const boundTo = (operatorId: string) => Buffer.from(`totp-seed\n${operatorId}`, "utf8");

/** A seed as the store kept it before issue 44: base32, readable. */
export const isReadableSeed = (stored: string) => /^[A-Z2-7]+=*$/.test(stored);

/** Which key sealed a stored seed, if any did. */
export const sealingKeyId = (stored: string) => (stored.startsWith(`${SEALED}:`) ? stored.split(":")[1] : undefined);

/**
 * A seed this key cannot open: sealed with another key (a lost key file, or instances given different keys), or
 * damaged. The message names neither key nor seed.
 */
export class SeedUnreadableError extends Error {
  readonly reason: "other-key" | "damaged";
  constructor(reason: "other-key" | "damaged") {
    super(
      reason === "other-key"
        ? "the two-factor seed was sealed with another TOTP_ENCRYPTION_KEY"
        : "the two-factor seed is damaged",
    );
    this.name = "SeedUnreadableError";
    this.reason = reason;
  }
}

/** 32 bytes written as 64 hex digits or as base64 / base64url (43 characters, padding optional); else undefined. */
export function parseTotpKey(raw: string): Buffer | undefined {
  const value = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return undefined;
  const bytes = Buffer.from(value.replace(/=$/, ""), "base64url");
  return bytes.length === KEY_BYTES ? bytes : undefined;
}

export const TOTP_KEY_FORMAT =
  "TOTP_ENCRYPTION_KEY must be 32 random bytes as 64 hex digits or base64, e.g. the output of openssl rand -hex 32";

/** Where the key comes from: the environment, or the file in DATA_DIR (one instance on SQLite). */
export type TotpKeySource = { from: "environment"; bytes: Buffer } | { from: "data-dir"; dataDir: string | undefined };

export class TotpKeyFileError extends Error {
  constructor(path: string) {
    super(
      `${path} does not hold a TOTP encryption key (32 bytes, base64url): restore it from the backup of DATA_DIR, or set TOTP_ENCRYPTION_KEY`,
    );
    this.name = "TotpKeyFileError";
  }
}

/**
 * The key of this instance. From the data directory: read, or on first use made (32 random bytes, mode 0600) and
 * put in place in one step (a link that fails when another process was first), so two processes starting at once
 * (the server and the admin tool) end up with the same key.
 */
export async function loadTotpKey(source: TotpKeySource): Promise<TotpKey> {
  if (source.from === "environment") return new TotpKey(source.bytes);
  const dir = dataDirectory(source.dataDir);
  const path = join(dir, TOTP_KEY_FILE);
  const read = async () => {
    const bytes = parseTotpKey(await readFile(path, "utf8"));
    if (!bytes) throw new TotpKeyFileError(path);
    return new TotpKey(bytes);
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dir, { recursive: true });
  const draft = join(dir, `.${TOTP_KEY_FILE}.${process.pid}.${randomBytes(6).toString("hex")}`);
  await writeFile(draft, `${randomBytes(KEY_BYTES).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  try {
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(draft);
  }
  return read();
}
