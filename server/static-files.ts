import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { contentTypeOf } from "./content-types.ts";
import { documentPolicy } from "./csp.ts";

export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Only for HTML documents: their policy, with the hashes of their own inline scripts. */
  contentSecurityPolicy?: string;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SHORT = "public, max-age=3600";

function cacheControlFor(urlPath: string, contentType: string): string {
  // Vite names every file under /assets/ by its content hash: it never changes.
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (contentType.startsWith("text/html") || urlPath.endsWith(".data")) return REVALIDATE;
  return SHORT;
}

/** `about-us/index.html` is served at `/about-us`, `index.html` at `/`. */
function urlPathOf(file: string): string {
  const path = `/${file.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  if (path.endsWith("/index.html")) return path.slice(0, -"/index.html".length);
  return path;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function readOptional(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/**
 * Reads the whole client build into memory once at start: the site is small,
 * and answering from memory is the fastest a static file can be served.
 */
export async function loadStaticFiles(clientDir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const path of await listFiles(clientDir)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const urlPath = urlPathOf(relative(clientDir, path));
    const body = await readFile(path);
    const contentType = contentTypeOf(path);
    files.set(urlPath, {
      body,
      br: await readOptional(`${path}.br`),
      gzip: await readOptional(`${path}.gz`),
      contentType,
      etag: etagOf(body),
      cacheControl: cacheControlFor(urlPath, contentType),
      contentSecurityPolicy: contentType.startsWith("text/html") ? documentPolicy(body.toString("utf8")) : undefined,
    });
  }
  return files;
}

const etagOf = (body: Buffer) => `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;

/** A document rendered once at run time and then served from memory like a built one, compressed both ways. */
export function documentFile(html: string, cacheControl: string): StaticFile {
  const body = Buffer.from(html, "utf8");
  return {
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    contentType: "text/html; charset=utf-8",
    etag: etagOf(body),
    cacheControl,
    contentSecurityPolicy: documentPolicy(html),
  };
}

export type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts: brotli, then gzip. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}
