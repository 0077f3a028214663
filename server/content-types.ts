import { extname } from "node:path";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  // React Router's single-fetch payloads for client-side navigation.
  ".data": "text/x-script",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

export function contentTypeOf(file: string): string {
  return types[extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** Types worth compressing: text of any kind. Images and fonts are compressed already. */
export function isCompressible(file: string): boolean {
  const type = contentTypeOf(file);
  return /^text\/|json|xml|svg|javascript/.test(type);
}
