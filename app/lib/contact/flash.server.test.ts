import { describe, expect, it } from "vitest";
import { hasContactOutcome, keepContactOutcome, takeContactOutcome } from "#app/lib/contact/flash.server.ts";

describe("contact outcome flash", () => {
  it("hands an outcome over exactly once", () => {
    const token = keepContactOutcome({ status: "sent" });
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(takeContactOutcome(token)).toEqual({ status: "sent" });
    expect(takeContactOutcome(token)).toBeUndefined();
  });

  it("forgets outcomes after ten minutes", () => {
    const token = keepContactOutcome({ status: "error", values: {}, message: "x" }, 0);
    expect(takeContactOutcome(token, 10 * 60 * 1000)).toBeUndefined();
  });

  it("knows nothing of tokens it never issued", () => {
    expect(hasContactOutcome("made-up-token")).toBe(false);
    expect(takeContactOutcome("made-up-token")).toBeUndefined();
  });

  it("tells whether an outcome waits for a token, without handing it over", () => {
    const token = keepContactOutcome({ status: "sent" }, 0);
    expect(hasContactOutcome(token, 1)).toBe(true);
    expect(hasContactOutcome(token, 10 * 60 * 1000)).toBe(false);
    expect(takeContactOutcome(token, 1)).toEqual({ status: "sent" });
    expect(hasContactOutcome(token, 1)).toBe(false);
  });
});
