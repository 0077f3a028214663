import { createHash, randomBytes } from "node:crypto";

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** sha256 sources for every inline script a document runs (JSON-LD and other data blocks never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of a pre-rendered HTML document, a file of the build: scripts only from our
 * origin or with the exact hash of an inline script of this very document, all of them our own (the build
 * wrote the file from our code and copy; nothing a request brings is in it).
 * Styles: each page's own rules are in its <style> and the whole stylesheet
 * comes from /assets (decision 0029), and the dialog library sets scroll-lock
 * styles at run time; no script can be injected that way.
 */
export function documentPolicy(html: string): string {
  return policyWithScripts(inlineScriptHashes(html));
}

/**
 * The Content-Security-Policy of a document rendered per request, whose text holds what requests stored (a blog
 * post, a lead): an inline script runs only with this render's nonce, which the page's code gave to each of its
 * own; never by its hash, which would allow whatever the finished page holds (decision 0039).
 */
export function renderedDocumentPolicy(nonce: string): string {
  return policyWithScripts([`'nonce-${nonce}'`]);
}

/** A fresh nonce for one render: 128 random bits. */
export function scriptNonce(): string {
  return randomBytes(16).toString("base64");
}

function policyWithScripts(sources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${sources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** For everything that is not an HTML document: nothing may run or be embedded. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
