import { describe, expect, it } from "vitest";
import { cutLabel, LABEL_MAX_CHARS } from "#app/lib/text/cut-label.ts";

describe("cutLabel", () => {
  it("cuts at 40 characters by default, as SPEC says", () => {
    expect(LABEL_MAX_CHARS).toBe(40);
    const question = "Which data sources and integrations does Conversational BI support?";
    expect(cutLabel(question)).toBe("Which data sources and integrations does…");
    expect(cutLabel(question)).toHaveLength(41);
  });

  it("leaves labels of 40 characters or fewer alone", () => {
    const forty = "x".repeat(40);
    expect(cutLabel(forty)).toBe(forty);
    expect(cutLabel("Short?")).toBe("Short?");
  });

  it("cuts a 41-character label", () => {
    expect(cutLabel("y".repeat(41))).toBe(`${"y".repeat(40)}…`);
  });

  it("does not leave a space before the ellipsis", () => {
    expect(cutLabel("abc def", 4)).toBe("abc…");
  });

  it("counts umlauts as one character and never splits an emoji", () => {
    expect(cutLabel("Größenänderung", 5)).toBe("Größe…");
    expect(cutLabel("ab😀cd", 3)).toBe("ab😀…");
  });
});
