import { describe, expect, it } from "vitest";
import { formatTemplate } from "#app/lib/text/format-template.ts";

describe("formatTemplate", () => {
  it("fills named placeholders, as often as they occur", () => {
    expect(formatTemplate("Edit: “{title}” ({title})", { title: "Q3" })).toBe("Edit: “Q3” (Q3)");
  });

  it("leaves unknown placeholders as they are instead of inventing text", () => {
    expect(formatTemplate("{author} wrote {count}", { author: "Ada" })).toBe("Ada wrote {count}");
  });

  it("inserts values literally, even when they look like placeholders or patterns", () => {
    expect(formatTemplate("{title}", { title: "$& {author}" })).toBe("$& {author}");
  });
});
