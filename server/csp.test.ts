import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { documentPolicy, inlineScriptHashes } from "./csp.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script that runs", () => {
    const html = `<head><script>window.a = 1;</script></head><body><script type="module">import "/x.js";</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/x.js";')]);
  });

  it("skips external scripts and data blocks such as JSON-LD", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("lists a repeated script once", () => {
    expect(inlineScriptHashes("<script>a()</script><script>a()</script>")).toHaveLength(1);
  });
});

describe("documentPolicy", () => {
  it("allows our own scripts and this document's inline scripts, and nothing inline otherwise", () => {
    const policy = documentPolicy("<script>boot()</script>");
    expect(policy).toContain(`script-src 'self' ${sha("boot()")}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
  });
});
