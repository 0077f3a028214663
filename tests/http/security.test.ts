/**
 * The security headers of every kind of response, and a Content-Security-Policy
 * that allows exactly the inline scripts of each pre-rendered page, by hash,
 * and of a page rendered per request only those its render gave the nonce to.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { siteServerForThisFile } from "./site-server.ts";

const request = siteServerForThisFile("security");

const common = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

function expectCommonHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(common)) expect(headers[name], `${name} of ${what}`).toBe(value);
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers["x-powered-by"], what).toBeUndefined();
  expect(headers["content-security-policy"], what).toBeTruthy();
}

/** The directives of a policy as name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("security headers", () => {
  it("every kind of response carries them", async () => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const responses = {
      "pre-rendered page": await request.get("/de/careers"),
      "server-rendered page": await request.get("/blog/1700000000000"),
      "not-found page": await request.get("/no-such-page"),
      asset: await request.get(asset),
      image: await request.get("/og/de.png"),
      sitemap: await request.get("/sitemap.xml"),
      "contact API error": await request.post("/api/contact", { data: {} }),
      "refused method": await request.delete("/"),
    };
    for (const [what, response] of Object.entries(responses)) expectCommonHeaders(response.headers(), what);
    expect(responses["not-found page"].status()).toBe(404);
  });

  it("a page's policy is strict and allows exactly its own inline scripts, by hash", async () => {
    for (const path of ["/", "/de/blog/2", "/blog/1700000000000", "/no-such-page"]) {
      const response = await request.get(path);
      const policy = directives(response.headers()["content-security-policy"]!);
      expect(policy.get("object-src"), path).toEqual(["'none'"]);
      expect(policy.get("base-uri"), path).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(policy.get("form-action"), path).toEqual(["'self'"]);
      // The page's own rules in its <style>, the whole stylesheet from the site once the client starts.
      expect(policy.get("style-src"), path).toEqual(["'self'", "'unsafe-inline'"]);
      const scriptSources = policy.get("script-src")!;
      expect(scriptSources, path).not.toContain("'unsafe-inline'");
      expect(scriptSources, path).not.toContain("'unsafe-eval'");

      const html = await response.text();
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length, path).toBeGreaterThan(0);
      expect(scriptSources.filter((source) => source.startsWith("'sha256-")).sort(), path).toEqual(
        [...new Set(inline.map(([, body]) => sha256(body!)))].sort(),
      );
    }
  });

  it("a page rendered per request allows only the scripts its render gave its nonce, never a hash of the page", async () => {
    const nonces = new Set<string>();
    for (const path of ["/admin/login", "/de/admin/login", "/admin/login"]) {
      const response = await request.get(path);
      const scriptSources = directives(response.headers()["content-security-policy"]!).get("script-src")!;
      // Whatever the finished page holds (a lead's words, a post), no hash of it is allowed: only our nonce.
      expect(scriptSources, path).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
      const nonce = scriptSources[1]!.slice("'nonce-".length, -1);
      nonces.add(nonce);
      const html = await response.text();
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length, path).toBeGreaterThan(3);
      for (const [, attributes] of inline) expect(attributes, path).toContain(`nonce="${nonce}"`);
    }
    // A new one for every render: one seen in a page is no key to the next.
    expect(nonces.size).toBe(3);
  });

  it("other responses may run and embed nothing", async () => {
    const policy = directives((await request.get("/robots.txt")).headers()["content-security-policy"]!);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });
});
