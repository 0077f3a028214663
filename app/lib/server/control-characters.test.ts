import { describe, expect, it } from "vitest";
import { hasControlCharacter, jsonHoldsControl, paramsHoldControl } from "#app/lib/server/control-characters.ts";

describe("control characters", () => {
  it("finds NUL and the other C0 controls, and lets tab, line feed and carriage return pass", () => {
    for (const code of [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
    expect(hasControlCharacter("Zeile eins\r\nZeile zwei\tmit Tab")).toBe(false);
    expect(hasControlCharacter("Grüße, Straße 7 – “quoted” \u200b")).toBe(false);
  });

  it("looks into every name and value of a query or form", () => {
    expect(paramsHoldControl(new URLSearchParams("q=anna&status=new"))).toBe(false);
    expect(paramsHoldControl(new URLSearchParams("q=an%00na"))).toBe(true);
    expect(paramsHoldControl(new URLSearchParams("q%01=anna"))).toBe(true);
  });

  it("looks into every string and key of a JSON value, however deep", () => {
    expect(jsonHoldsControl({ title: "A post", tags: ["a", "b"], cover: { alt: "Harbour" }, n: 1 })).toBe(false);
    expect(jsonHoldsControl({ cover: { alt: "Har\u0000bour" } })).toBe(true);
    expect(jsonHoldsControl([{ tags: ["ok", "n\u0000o"] }])).toBe(true);
    expect(jsonHoldsControl({ "ti\u0000tle": "A post" })).toBe(true);
    let deep: unknown = "bottom\u0000";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(jsonHoldsControl(deep)).toBe(true);
  });
});
