import { describe, expect, it } from "vitest";
import { nameFromAddress } from "./name-from-address.ts";

describe("a name made from an e-mail address", () => {
  it("capitalises the parts of the local part, split at dots, hyphens and underscores", () => {
    expect(nameFromAddress("anna.berg@example.com")).toBe("Anna Berg");
    expect(nameFromAddress("jan-ole_meyer@example.com")).toBe("Jan Ole Meyer");
    expect(nameFromAddress("vertrieb@example.com")).toBe("Vertrieb");
  });
});
