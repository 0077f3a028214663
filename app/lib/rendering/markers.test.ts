import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFER_RENDER_CLASS, RENDER_ALL_ATTRIBUTE, RENDERED_ATTRIBUTE } from "#app/lib/rendering/markers.ts";

describe("the stylesheet's deferred-rendering rule", () => {
  it("names the class and attributes the client sets", () => {
    const css = readFileSync(join(import.meta.dirname, "..", "..", "app.css"), "utf8");
    const rule = `html:not([${RENDER_ALL_ATTRIBUTE}], :has(:target)) .${DEFER_RENDER_CLASS}:not([${RENDERED_ATTRIBUTE}])`;
    expect(css).toContain(`${rule} {\n    content-visibility: auto;`);
  });
});
