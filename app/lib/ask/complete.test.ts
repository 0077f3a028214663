import { describe, expect, it } from "vitest";
import { completionsOf } from "#app/lib/ask/complete.ts";
import { knownPhrases } from "#app/lib/ask/lexicon.ts";

describe("completionsOf", () => {
  const english = knownPhrases({ campaign: [{ value: "spring-launch", title: "spring-launch", words: [] }] }, "en");
  const german = knownPhrases({}, "de");

  it("completes the word being typed and keeps the question so far", () => {
    const offered = completionsOf("demo requests by sou", english);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((text) => text.startsWith("demo requests by sou"))).toBe(true);
    expect(offered).toContain("demo requests by source");
  });

  it("offers the values the data holds, such as a campaign's name", () => {
    expect(completionsOf("visitors of spr", english)).toContain("visitors of spring-launch");
  });

  it("finds German words typed without umlauts, written with them", () => {
    const offered = completionsOf("Besucher nach Ger", german);
    expect(offered.some((text) => text.startsWith("Besucher nach Gerät"))).toBe(true);
  });

  it("offers nothing for a single letter, a finished word alone, or a word it does not know", () => {
    expect(completionsOf("visitors b", english)).toEqual([]);
    expect(completionsOf("xyzzy", english)).toEqual([]);
    expect(completionsOf("", english)).toEqual([]);
  });

  it("offers at most eight", () => {
    expect(completionsOf("de", english).length).toBeLessThanOrEqual(8);
  });
});
