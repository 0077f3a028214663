import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { faviconLink, svgDataUrl } from "./favicon.ts";

describe("the favicon as a data: URL", () => {
  it("decodes to the very drawing in public/favicon.svg, quotes aside", async () => {
    const svg = await readFile(new URL("../../../public/favicon.svg", import.meta.url), "utf8");
    const url = svgDataUrl(svg);
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(svg.trim().replace(/"/g, "'"));
  });

  it("leaves nothing a URL or the attribute may not hold", () => {
    const url = svgDataUrl('<?xml version="1.0"?>\n<svg fill="#fff" d="a b">100%</svg>\n');
    expect(url).toBe("data:image/svg+xml,%3Csvg%20fill='%23fff'%20d='a%20b'%3E100%25%3C/svg%3E");
    expect(faviconLink("<svg/>")).toBe('<link rel="icon" href="data:image/svg+xml,%3Csvg/%3E" type="image/svg+xml">');
  });
});
