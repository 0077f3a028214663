/** The answers the shell builds itself: a file from memory, a redirect, a page React Router rendered, finished. */
import type { Context } from "hono";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { renderedDocumentPolicy } from "./csp.ts";
import { preferredEncoding, type Encoding, type StaticFile } from "./static-files.ts";

/** A trailing-slash redirect never changes: browsers and proxies may keep it for a day. */
const REDIRECT_CACHE = "public, max-age=86400";

export function redirect(location: string): Response {
  return new Response(null, { status: 301, headers: { Location: location, "Cache-Control": REDIRECT_CACHE } });
}

export function serveFile(c: Context, file: StaticFile, status: 200 | 404 = 200): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    Vary: "Accept-Encoding",
  });
  if (file.contentSecurityPolicy) headers.set("Content-Security-Policy", file.contentSecurityPolicy);
  if (status === 200) {
    headers.set("ETag", file.etag);
    if (etagMatches(c.req.header("If-None-Match"), file.etag)) return new Response(null, { status: 304, headers });
  }

  const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
  let body = file.body;
  if (encoding === "br" && file.br) {
    body = file.br;
    headers.set("Content-Encoding", "br");
  } else if ((encoding === "br" || encoding === "gzip") && file.gzip) {
    body = file.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
}

const withoutWeakPrefix = (tag: string) => tag.trim().replace(/^W\//, "");

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || withoutWeakPrefix(tag) === withoutWeakPrefix(etag));
}

/**
 * A page rendered at request time (the no-JavaScript contact outcome, the publishing blog, the back office): the
 * CSP of its render's nonce, compressed.
 */
export async function finishRenderedDocument(response: Response, encoding: Encoding, nonce: string): Promise<Response> {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", renderedDocumentPolicy(nonce));
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
  headers.set("Vary", "Accept-Encoding");
  let body: Uint8Array = Buffer.from(html, "utf8");
  if (encoding === "br") {
    body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    headers.set("Content-Encoding", "br");
  } else if (encoding === "gzip") {
    body = gzipSync(body, { level: 6 });
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.length));
  return new Response(new Uint8Array(body), { status: response.status, headers });
}
