import { createHash } from "node:crypto";
import { Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  acceptedStep,
  enrolment,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  recoveryCodeMatches,
  saltedFromUnsalted,
  totpCode,
} from "#app/lib/admin/two-factor.server.ts";

// RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" gives 94287082 at 59 s (six digits: 287082).
const RFC_SECRET = Secret.fromLatin1("12345678901234567890").base32;

describe("time-based codes", () => {
  it("are the codes of RFC 6238 that every authenticator app shows", () => {
    expect(totpCode(RFC_SECRET, new Date(59_000))).toBe("287082");
    expect(totpCode(RFC_SECRET, new Date(1_111_111_109_000))).toBe("081804");
  });

  it("accept the current code and the one before, never one ahead (a code lives at most 60 seconds)", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-24T12:00:15Z");
    const step = Math.floor(now.getTime() / 30_000);
    expect(acceptedStep(secret, totpCode(secret, now), null, now)).toBe(step);
    expect(acceptedStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), null, now)).toBe(step - 1);
    expect(acceptedStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), null, now)).toBeUndefined();
    expect(acceptedStep(secret, totpCode(secret, new Date(now.getTime() - 60_000)), null, now)).toBeUndefined();
  });

  it("take a code once: the same code again, or one of an earlier step, is refused", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-24T12:00:15Z");
    const used = acceptedStep(secret, totpCode(secret, now), null, now)!;
    expect(acceptedStep(secret, totpCode(secret, now), used, now)).toBeUndefined();
    expect(acceptedStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), used, now)).toBeUndefined();
    const later = new Date(now.getTime() + 30_000);
    expect(acceptedStep(secret, totpCode(secret, later), used, later)).toBe(used + 1);
  });

  it("read a code typed with spaces, and refuse anything but six digits", () => {
    const secret = newTotpSecret();
    const code = totpCode(secret);
    expect(acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null)).toBeDefined();
    for (const junk of ["", "12345", "1234567", "abcdef", `${code}0`])
      expect(acceptedStep(secret, junk, null)).toBeUndefined();
  });

  it("are offered as an otpauth:// address and a QR code drawn here, naming the site and the account", async () => {
    const secret = newTotpSecret();
    const { uri, qrSvg } = await enrolment(secret, "anna@example.de");
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe("otpauth:");
    expect(parsed.searchParams.get("secret")).toBe(secret);
    expect(parsed.searchParams.get("issuer")).toBe("Conversational BI");
    expect(decodeURIComponent(parsed.pathname)).toContain("anna@example.de");
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(qrSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
});

describe("recovery codes", () => {
  it("are ten different codes, easy to read off paper", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
  });

  it("match when typed back in capitals or without dashes, and only then", () => {
    const [code] = newRecoveryCodes();
    const stored = recoveryCodeHash(code!);
    expect(recoveryCodeMatches(code!.toUpperCase().replaceAll("-", " "), stored)).toBe(true);
    expect(recoveryCodeMatches("aaaa-bbbb-cccc", stored)).toBe(false);
  });

  it("are kept salted, each with a salt of its own: the same code is never stored the same way twice", () => {
    const stored = [recoveryCodeHash("aaaa-bbbb-cccc"), recoveryCodeHash("aaaa-bbbb-cccc")];
    expect(stored[0]).not.toBe(stored[1]);
    for (const hash of stored) {
      expect(hash).toMatch(/^v1:[\w-]{22}:[\w-]{43}$/);
      expect(recoveryCodeMatches("aaaa-bbbb-cccc", hash)).toBe(true);
    }
    const unsalted = createHash("sha256").update("aaaabbbbcccc").digest("base64url");
    expect(stored.join(" ")).not.toContain(unsalted);
  });

  it("kept unsalted before issue 44 still match, and match once salted from what was kept", () => {
    const unsalted = createHash("sha256").update("aaaabbbbcccc").digest("base64url");
    expect(recoveryCodeMatches("AAAA-BBBB-CCCC", unsalted)).toBe(true);
    const salted = saltedFromUnsalted(unsalted);
    expect(salted).toMatch(/^v1:/);
    expect(recoveryCodeMatches("aaaa-bbbb-cccc", salted)).toBe(true);
    expect(recoveryCodeMatches("aaaa-bbbb-cccd", salted)).toBe(false);
  });
});
