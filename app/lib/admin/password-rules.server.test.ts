import { describe, expect, it } from "vitest";
import { passwordProblem } from "#app/lib/admin/password-rules.server.ts";

describe("passwordProblem", () => {
  it("takes a long passphrase of any characters, without rules on what it is made of", async () => {
    expect(await passwordProblem("correct horse battery staple")).toBeUndefined();
    expect(await passwordProblem("nur kleinbuchstaben hier")).toBeUndefined();
    expect(await passwordProblem("Grüße aus Hamburg, Straße 7")).toBeUndefined();
  });

  it("counts characters as a person does: twelve umlauts are twelve characters", async () => {
    expect(await passwordProblem("äöüäöüäöüäö")).toBe("too-short"); // 11
    expect(await passwordProblem("äöüäöüäöüäöü")).toBeUndefined(); // 12
  });

  it("allows 128 characters and refuses more", async () => {
    expect(await passwordProblem("a1b2c3d4".repeat(16))).toBeUndefined();
    expect(await passwordProblem("a1b2c3d4".repeat(16) + "x")).toBe("too-long");
  });

  it("refuses a password from the breached list, in any letter case", async () => {
    expect(await passwordProblem("qwerty123456")).toBe("common");
    expect(await passwordProblem("1QAZ2WSX3EDC")).toBe("common");
  });

  it("refuses the site's name or the operator's own address with a few characters added", async () => {
    expect(await passwordProblem("Conversational-BI 2026")).toBe("guessable");
    expect(await passwordProblem("anna.schmidt2026!", { email: "anna.schmidt@example.de" })).toBe("guessable");
    expect(
      await passwordProblem("anna.schmidt walks the dog daily", { email: "anna.schmidt@example.de" }),
    ).toBeUndefined();
  });
});
