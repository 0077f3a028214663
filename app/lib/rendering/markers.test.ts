import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DEFER_RENDER_CLASS,
  RENDER_ALL_ATTRIBUTE,
  RENDERED_ATTRIBUTE,
  WEB_FONT_ATTRIBUTE,
} from "#app/lib/rendering/markers.ts";

const css = readFileSync(join(import.meta.dirname, "..", "..", "app.css"), "utf8");

describe("the stylesheet's deferred-rendering rule", () => {
  it("names the class and attributes the client sets", () => {
    const rule = `html:not([${RENDER_ALL_ATTRIBUTE}], :has(:target)) .${DEFER_RENDER_CLASS}:not([${RENDERED_ATTRIBUTE}])`;
    expect(css).toContain(`${rule} {\n    content-visibility: auto;`);
  });
});

describe("the stylesheet's web-font rule", () => {
  it("draws in Inter under the attribute the head script and the client set (app/lib/web-font.ts)", () => {
    expect(css).toContain(`html[${WEB_FONT_ATTRIBUTE}] {\n    --web-font: "Inter";`);
    expect(css).toContain(`--font-sans:\n    var(--web-font, "Inter Fallback"), "Inter Fallback",`);
  });
});
