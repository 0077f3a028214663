import { describe, expect, it } from "vitest";
import { keepContactOutcome, takeContactOutcome } from "./flash.server.ts";

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
    expect(takeContactOutcome("made-up-token")).toBeUndefined();
  });
});
