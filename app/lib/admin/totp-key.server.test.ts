import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadTotpKey, SeedUnreadableError, TOTP_KEY_FILE, TotpKey } from "#app/lib/admin/totp-key.server.ts";
import { newTotpSecret } from "#app/lib/admin/two-factor.server.ts";

const ANNA = "3f0c6a52-8a3e-4c55-9d5f-0a1b2c3d4e5f";
const BEN = "7b1d2e3f-4a5b-4c6d-8e9f-a0b1c2d3e4f5";

describe("a sealed seed", () => {
  const key = new TotpKey(randomBytes(32));

  it("opens with the key and the operator it was sealed for, and shows nothing of the seed", () => {
    const seed = newTotpSecret();
    const sealed = key.seal(ANNA, seed);
    expect(sealed).toMatch(new RegExp(`^v1:${key.id}:[\\w-]{16}:[\\w-]+:[\\w-]{22}$`));
    expect(sealed).not.toContain(seed);
    expect(key.open(ANNA, sealed)).toBe(seed);
    // A nonce of its own each time: the same seed sealed twice looks different.
    expect(key.seal(ANNA, seed)).not.toBe(sealed);
  });

  it("does not open for another operator, with another key, or changed by one character", () => {
    const sealed = key.seal(ANNA, newTotpSecret());
    const fails = (open: () => unknown) => {
      try {
        open();
      } catch (error) {
        return error instanceof SeedUnreadableError ? error.reason : error;
      }
      return "opened";
    };
    expect(fails(() => key.open(BEN, sealed))).toBe("damaged");
    expect(fails(() => new TotpKey(randomBytes(32)).open(ANNA, sealed))).toBe("other-key");
    const parts = sealed.split(":");
    parts[3] = (parts[3]![0] === "A" ? "B" : "A") + parts[3]!.slice(1);
    expect(fails(() => key.open(ANNA, parts.join(":")))).toBe("damaged");
    expect(fails(() => key.open(ANNA, "v2:whatever"))).toBe("damaged");
  });

  it("reads a seed kept readable before issue 44 as it is", () => {
    const seed = newTotpSecret();
    expect(key.open(ANNA, seed)).toBe(seed);
  });

  it("is sealed by a key that never shows its bytes, printed or logged", () => {
    const bytes = randomBytes(32);
    const shown = [
      JSON.stringify({ key: new TotpKey(bytes) }),
      inspect(new TotpKey(bytes)),
      String(new TotpKey(bytes)),
    ];
    for (const text of shown)
      for (const encoding of ["hex", "base64", "base64url"] as const)
        expect(text).not.toContain(bytes.toString(encoding).slice(0, 12));
  });
});

describe("the key file in DATA_DIR", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "totp-key-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is made on first use, readable by its owner only, and read on later starts", async () => {
    const first = await loadTotpKey({ from: "data-dir", dataDir });
    const file = join(dataDir, TOTP_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toMatch(/^[\w-]{43}$/);
    const again = await loadTotpKey({ from: "data-dir", dataDir });
    expect(again.id).toBe(first.id);
    expect(again.open(ANNA, first.seal(ANNA, "JBSWY3DPEHPK3PXP"))).toBe("JBSWY3DPEHPK3PXP");
  });

  it("is one key when several processes start at once (each makes a draft, the first put in place wins)", async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadTotpKey({ from: "data-dir", dataDir })));
    expect(new Set(keys.map((key) => key.id)).size).toBe(1);
  });

  it("that holds no key stops the start, naming the file but not what is in it", async () => {
    await writeFile(join(dataDir, TOTP_KEY_FILE), "hunter2-not-a-key\n");
    const error = await loadTotpKey({ from: "data-dir", dataDir }).then(
      () => new Error("opened"),
      (failure: unknown) => failure as Error,
    );
    expect(error.message).toContain(join(dataDir, TOTP_KEY_FILE));
    expect(error.message).toMatch(/restore it from the backup/);
    expect(error.message).not.toContain("hunter2");
  });

  it("is not made when the key comes from the environment", async () => {
    const bytes = randomBytes(32);
    const key = await loadTotpKey({ from: "environment", bytes });
    expect(key.id).toBe(new TotpKey(bytes).id);
    await expect(stat(join(dataDir, TOTP_KEY_FILE))).rejects.toThrow(/ENOENT/);
  });
});
