import { Hono, type Context } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { documentPolicy } from "./csp.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import { preferredEncoding, type StaticFile } from "./static-files.ts";

type AppOptions = {
  build: ServerBuild;
  staticFiles: Map<string, StaticFile>;
};

/** The production server: pre-rendered pages and assets from memory, everything else through React Router. */
export function createApp({ build, staticFiles }: AppOptions): Hono {
  const app = new Hono();
  const handleWithReactRouter = createRequestHandler(build, "production");

  app.use(async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers);
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const path = decodedPath(c.req.path);
    if (path === undefined) return next();
    // One URL per page: `/about-us/` is `/about-us`.
    if (path.length > 1 && path.endsWith("/")) {
      const search = new URL(c.req.url).search;
      return c.redirect(`${path.replace(/\/+$/, "") || "/"}${search}`, 301);
    }
    const file = staticFiles.get(path);
    return file ? serveStaticFile(c, file) : next();
  });

  app.all("*", async (c) => {
    const response = await handleWithReactRouter(c.req.raw);
    const contentType = response.headers.get("Content-Type") ?? "";
    if (!contentType.startsWith("text/html") || c.req.method === "HEAD") return response;
    return finishRenderedDocument(c, response);
  });

  app.onError((error, c) => {
    // Details go to the log, never to the client.
    console.error(
      JSON.stringify({ level: "error", msg: "unhandled request error", path: c.req.path, error: String(error) }),
    );
    return c.text("Internal Server Error", 500);
  });

  return app;
}

function decodedPath(path: string): string | undefined {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes("\0") || decoded.split("/").includes("..") ? undefined : decoded;
  } catch {
    return undefined;
  }
}

function serveStaticFile(c: Context, file: StaticFile): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (file.contentSecurityPolicy) headers.set("Content-Security-Policy", file.contentSecurityPolicy);
  if (etagMatches(c.req.header("If-None-Match"), file.etag)) return new Response(null, { status: 304, headers });

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
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
}

const withoutWeakPrefix = (tag: string) => tag.trim().replace(/^W\//, "");

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || withoutWeakPrefix(tag) === withoutWeakPrefix(etag));
}

/** A page rendered at request time (not-found screens, browser-made blog posts): its own CSP, compressed. */
async function finishRenderedDocument(c: Context, response: Response): Promise<Response> {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", documentPolicy(html));
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
  headers.set("Vary", "Accept-Encoding");
  const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
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
