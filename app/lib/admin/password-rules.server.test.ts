import { describe, expect, it } from "vitest";
import { passwordProblem } from "#app/lib/admin/password-rules.server.ts";

describe("passwordProblem", () => {
  it("takes a long passphrase of any characters, without rules on what it is made of", async () => {
    expect(await passwordProblem("correct horse battery staple")).toBeUndefined();
    expect(await passwordProblem("nur kleinbuchstaben hier")).toBeUndefined();
    expect(await passwordProblem("Grüße aus Hamburg, Straße 7")).toBeUndefined();
    expect(await passwordProblem("Hafenkran Möwe Sturmflut")).toBeUndefined();
    expect(await passwordProblem("k7#Rm2vQ9!xWp4Lz")).toBeUndefined();
  });

  it("counts characters as a person does: twelve umlauts are twelve characters", async () => {
    expect(await passwordProblem("äöüßäöüßäöü")).toBe("too-short"); // 11
    expect(await passwordProblem("Bär Öl Fuß Zäh")).toBeUndefined(); // 14, and unrelated
  });

  it("allows 128 characters and refuses more", async () => {
    const strong = "Möwen über der Elbe, Kräne im Nebel, 7 Schlepper; ".repeat(3).slice(0, 128);
    expect(await passwordProblem(strong)).toBeUndefined();
    expect(await passwordProblem(strong + "x")).toBe("too-long");
  });

  it("reads the password as a person does: spaces at the ends and invisible characters count for nothing", async () => {
    expect(await passwordProblem(" ".repeat(12))).toBe("blank");
    expect(await passwordProblem("\u200b".repeat(12))).toBe("blank");
    expect(await passwordProblem("\u00a0\u2003\u200d\ufeff".repeat(4))).toBe("blank");
    expect(await passwordProblem("   Elbe 2026   ")).toBe("too-short");
    expect(await passwordProblem("pass\u200bword\u00ad1234!")).toBe("common");
    // Full-width letters are the same password after NFKC.
    expect(await passwordProblem("ｐａｓｓｗｏｒｄ１２３４！")).toBe("common");
    expect(await passwordProblem("  correct horse battery staple  ")).toBeUndefined();
  });

  it("refuses one character repeated, and a short pattern repeated", async () => {
    expect(await passwordProblem("aaaaaaaaaaaa")).toBe("repeated");
    expect(await passwordProblem("AaAaAaAaAaAa")).toBe("repeated");
    expect(await passwordProblem("a1b2c3d4".repeat(16))).toBe("repeated");
  });

  it("refuses common and breached passwords, however they are dressed up", async () => {
    for (const password of ["password1234!", "qwerty123456", "1QAZ2WSX3EDC", "Passwort1234", "P@ssw0rd2024"]) {
      expect(await passwordProblem(password), password).toBe("common");
    }
  });

  it("refuses keyboard rows, sequences, years and plain words in English and German", async () => {
    expect(await passwordProblem("qwertyuiopas")).not.toBeUndefined();
    expect(await passwordProblem("asdfghjklöä#")).toBe("keyboard");
    expect(await passwordProblem("abcdefghijklmnop")).toBe("sequence");
    expect(await passwordProblem("Deutschland2024")).not.toBeUndefined();
    expect(await passwordProblem("Sommer2024!!")).not.toBeUndefined();
    expect(await passwordProblem("Schmetterling")).toBe("words");
  });

  it("refuses the site's name, its city or the operator's own address with a few characters added", async () => {
    expect(await passwordProblem("Conversational-BI 2026")).toBe("guessable");
    expect(await passwordProblem("hamburg12345")).toBe("guessable");
    expect(await passwordProblem("anna.schmidt2026!", { email: "anna.schmidt@example.de" })).toBe("guessable");
    expect(
      await passwordProblem("anna.schmidt walks the dog daily", { email: "anna.schmidt@example.de" }),
    ).toBeUndefined();
  });
});
