import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
  type ServerEntryModule,
} from "react-router";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientAddress } from "./client-address.ts";
import { documentPolicy } from "./csp.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import { preferredEncoding, type StaticFile } from "./static-files.ts";

type AppOptions = {
  build: ServerBuild;
  staticFiles: Map<string, StaticFile>;
  /** How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY); 0 believes none. */
  trustedProxies?: number;
};

type Env = { Bindings: HttpBindings };

/** What app/entry.server.tsx exports for the server besides React Router's own entry exports. */
export type SiteEntryModule = ServerEntryModule & {
  clientAddressContext?: RouterContext<string>;
  startServices?: () => Promise<void>;
  stopServices?: () => Promise<void>;
};

/** The production server: pre-rendered pages and assets from memory, everything else through React Router. */
export function createApp({ build, staticFiles, trustedProxies = 0 }: AppOptions): Hono<Env> {
  const app = new Hono<Env>();
  const handleWithReactRouter = createRequestHandler(build, "production");
  const { clientAddressContext } = build.entry.module as SiteEntryModule;

  /**
   * The client's address reaches loaders and actions through React Router's
   * context, set here for every request: no header a client sends can set it.
   */
  function loadContext(c: Context<Env>): RouterContextProvider {
    const context = new RouterContextProvider();
    if (clientAddressContext) {
      const peer = c.env?.incoming?.socket?.remoteAddress;
      context.set(clientAddressContext, clientAddress(peer, c.req.header("X-Forwarded-For"), trustedProxies));
    }
    return context;
  }

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
    // The home page after a contact form was posted without JavaScript: rendered now, to show the outcome.
    if ((path === "/" || path === "/de") && new URL(c.req.url).searchParams.has("contact")) {
      await next();
      c.res.headers.set("Cache-Control", "no-store");
      return;
    }
    const file = staticFiles.get(path);
    return file ? serveStaticFile(c, file) : next();
  });

  // Only the contact endpoint takes requests with a body. Pages have no actions, and React Router
  // would log an error for each such request; answer them here.
  app.on(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"], "*", (c, next) => {
    if (c.req.path === "/api/contact") return next();
    return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
  });

  app.all("*", async (c) => {
    const response = await handleWithReactRouter(c.req.raw, loadContext(c));
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

function serveStaticFile(c: Context<Env>, file: StaticFile): Response {
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
async function finishRenderedDocument(c: Context<Env>, response: Response): Promise<Response> {
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
