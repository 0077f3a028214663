import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { createRequestHandler, matchRoutes, RouterContextProvider } from "react-router";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { locales, type Locale } from "#app/i18n/locales.ts";
import { isAdminPath } from "#app/i18n/admin-pages.ts";
import { blogPostShellPath } from "#app/i18n/pages.ts";
import { bodyLimit } from "hono/body-limit";
import { localeFromPath } from "#app/i18n/paths.ts";
import { clientAddress, clientKey } from "./client-address.ts";
import { documentPolicy } from "./csp.ts";
import { healthChecks, requestIdOf, requestLog, type Readiness } from "./operations.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import type { SiteBuild } from "./site-build.ts";
import { documentFile, preferredEncoding, type StaticFile } from "./static-files.ts";

type AppOptions = {
  build: SiteBuild;
  staticFiles: Map<string, StaticFile>;
  /** How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY); 0 believes none. */
  trustedProxies?: number;
  /** One JSON object per line; stdout by default. */
  log?: (line: Record<string, unknown>) => void;
  /** What /readyz says before the store is asked (server/index.ts turns it off on SIGTERM). */
  readiness?: Readiness;
};

type Env = {
  Bindings: HttpBindings;
  /** `route`: what the request is counted under, when the handler already knows (saves matching the path again). */
  Variables: { requestId: string; logFields: Record<string, unknown>; route?: string };
};

/** Adds to the request's one log line (server/operations.ts writes it when the response is ready). */
function noteInLog(c: Context<Env>, fields: Record<string, unknown>) {
  Object.assign(c.get("logFields"), fields);
}

const CONTACT_ENDPOINT = "/api/contact";
const NO_STORE = { "Cache-Control": "no-store" };

/** A trailing-slash redirect never changes: browsers and proxies may keep it for a day. */
const REDIRECT_CACHE = "public, max-age=86400";
const NOT_FOUND_CACHE = "no-cache";

/**
 * The production server: pre-rendered pages and assets from memory, the
 * not-found page rendered once per language, and only what needs a request's
 * data (the contact endpoint, the no-JavaScript outcome) through React Router.
 */
export function createApp({
  build,
  staticFiles,
  trustedProxies = 0,
  log = jsonLog,
  readiness = { ready: true },
}: AppOptions): Hono<Env> {
  const app = new Hono<Env>();
  const siteOrigin = build.siteUrl();
  // React Router refuses a page action whose Origin is not the request's own; behind a TLS-terminating proxy the
  // request arrives as http while the browser's Origin is https. SITE_URL's host is ours: allow it too.
  const handleWithReactRouter = createRequestHandler(
    { ...build, allowedActionOrigins: [new URL(siteOrigin).host] },
    "production",
  );
  const routes = routeTree(build);
  const serverBlog = build.isServerBlog();
  const blogCache = pageCache(
    () => build.blogVersion(),
    () => build.publishedBlogPostIds(),
  );
  const notFoundPages = new Map<Locale, Promise<StaticFile>>();

  /**
   * The client reaches loaders and actions through React Router's context,
   * set here for every request: no header a client sends can set it.
   */
  /** Who asks: the TCP peer, or the client a trusted proxy names (TRUST_PROXY); and the key it is counted under. */
  function clientOf(c: Context<Env>) {
    const peer = c.env?.incoming?.socket?.remoteAddress;
    const address = clientAddress(peer, c.req.header("X-Forwarded-For"), trustedProxies);
    return { address, key: clientKey(address) };
  }

  function loadContext(c: Context<Env>): RouterContextProvider {
    const context = new RouterContextProvider();
    context.set(build.clientContext, clientOf(c));
    context.set(build.requestLogContext, { id: c.get("requestId"), add: (fields) => noteInLog(c, fields) });
    return context;
  }

  /** The not-found page of a language, rendered on first use and then kept: a flood of unknown paths costs what static pages cost. */
  function notFoundPage(locale: Locale): Promise<StaticFile> {
    let page = notFoundPages.get(locale);
    if (!page) {
      const probe = new Request(`http://localhost${locale === "de" ? "/de" : ""}/__not-found__`);
      page = handleWithReactRouter(probe, new RouterContextProvider())
        .then(async (response) => {
          if (response.status !== 404) throw new Error(`the not-found page rendered with status ${response.status}`);
          return documentFile(await response.text(), NOT_FOUND_CACHE);
        })
        .catch((error: unknown) => {
          notFoundPages.delete(locale);
          throw error;
        });
      notFoundPages.set(locale, page);
    }
    return page;
  }

  async function notFound(c: Context<Env>, locale: Locale): Promise<Response> {
    c.set("route", "not-found");
    return serveFile(c, await notFoundPage(locale), 404);
  }

  /**
   * What Prometheus counts a request under: the page's route id, or one of a few names; never the raw path.
   * Matching a path is not free: labels of known paths are kept (a bounded number), and a path the handler
   * already matched (or found to be nobody's) is not matched again.
   */
  const routeLabels = new Map<string, string>();
  function routeLabel(c: Context<Env>, path: string): string {
    const known = c.get("route") ?? routeLabels.get(path);
    if (known) return known;
    let label: string;
    if (path === "/healthz" || path === "/readyz") label = path.slice(1);
    else if (path.startsWith("/assets/")) label = "assets";
    else {
      const data = path.endsWith(".data");
      const page = data ? (path === "/_root.data" ? "/" : path.slice(0, -".data".length)) : path;
      const id = matchRoutes(routes, page)?.at(-1)?.route.id;
      if (id === undefined || id === "not-found") return staticFiles.has(path) ? "static" : "not-found";
      label = data ? `${id}.data` : id;
    }
    if (routeLabels.size < 2_000) routeLabels.set(path, label);
    return label;
  }

  /** A page this site serves at exactly this (decoded, lowercase) path. */
  function isPage(path: string): boolean {
    if (staticFiles.has(path)) return true;
    const id = matchRoutes(routes, path)?.at(-1)?.route.id;
    return id !== undefined && id !== "not-found";
  }

  app.use(async (c, next) => {
    c.set("requestId", requestIdOf(c.req.header("X-Request-Id"), trustedProxies));
    c.set("logFields", {});
    await next();
  });
  app.use(requestLog(build, (c, path) => routeLabel(c as Context<Env>, path), log));

  app.use(async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers);
    // The back office: never kept by a cache or a proxy, never in a search engine.
    if (isAdminPath(new URL(c.req.url).pathname)) {
      c.res.headers.set("Cache-Control", "no-store");
      c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    }
  });

  // Visit statistics (decision 0014): each answer goes to the app, which counts what is a page view.
  if (build.countsVisits()) {
    app.use(async (c, next) => {
      await next();
      build.countVisit(c.req.raw, c.res.status, clientOf(c).key);
    });
  }

  // For load balancers and orchestrators: cheap, and never in the request log.
  const health = healthChecks(build, readiness);
  app.on(["GET", "HEAD"], ["/healthz", "/readyz"], async (c) => (await health(c.req.path))!);

  // GET and HEAD everywhere; the contact endpoint also takes what React Router hands its action (whose
  // handler answers all but POST with a 405 in the page's language), the back office its form posts.
  // Nothing else reaches React Router.
  app.use(async (c, next) => {
    const { method } = c.req;
    const pathname = new URL(c.req.url).pathname;
    if (method === "GET" || method === "HEAD") return next();
    if (pathname === CONTACT_ENDPOINT && ["POST", "PUT", "PATCH", "DELETE"].includes(method)) return next();
    const blogApi = pathname.startsWith("/api/blog/") && ["POST", "PATCH", "DELETE"].includes(method);
    if ((method === "POST" && isAdminPath(pathname)) || blogApi) {
      const locale = new URL(c.req.url).searchParams.get("lang") === "de" || pathname.startsWith("/de/") ? "de" : "en";
      // Every change in the back office and the blog comes from our own pages (CSRF): refused before anything runs.
      if (!build.isCrossSite(c.req.raw, new URL(c.req.url), siteOrigin)) {
        // A body larger than its purpose is refused before it is buffered (a declared length at once).
        const limited = bodyLimit({
          maxSize: build.bodyLimitOf(pathname),
          onError: (c) => {
            noteInLog(c, { msg: "request body too large" });
            const message = build.refusalMessage(blogApi ? "blog" : "back-office", "too-large", locale);
            return blogApi ? c.json({ message }, 413, NO_STORE) : c.text(message, 413);
          },
        });
        return limited(c, async () => {
          await next();
          // The process that made a change shows it at once; the others within their next version check.
          if (blogApi) blogCache.forget();
        });
      }
      noteInLog(c, { msg: "cross-site request refused" });
      const message = build.refusalMessage(blogApi ? "blog" : "back-office", "cross-site", locale);
      return blogApi ? c.json({ message }, 403, NO_STORE) : c.text(message, 403);
    }
    noteInLog(c, { msg: "method not allowed" });
    return c.text("Method Not Allowed", 405, { Allow: pathname === CONTACT_ENDPOINT ? "POST" : "GET, HEAD" });
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const url = new URL(c.req.url);
    const path = decodedPath(url.pathname);
    if (path === undefined) {
      noteInLog(c, { msg: "not found", reason: "unreadable path" });
      return notFound(c, localeFromPath(url.pathname));
    }
    // One URL per page: `/about-us/` and `/About-Us` are `/about-us`, in one hop. Files keep their case
    // (asset names carry a hash), and a path whose lowercase is no page either is not found.
    const lowercase = /[A-Z]/.test(path) && !staticFiles.has(path.replace(/\/+$/, ""));
    if (lowercase && !isPage(path.toLowerCase().replace(/\/+$/, "") || "/")) return notFound(c, localeFromPath(path));
    if (lowercase || (path.length > 1 && path.endsWith("/"))) {
      const location = canonicalLocation(url, lowercase);
      return location ? redirect(location) : notFound(c, localeFromPath(path));
    }
    // The home page after a contact form was posted without JavaScript: rendered now, to show the outcome.
    // Any other token is nobody's outcome, and gets the page everybody gets.
    const token = url.searchParams.get("contact");
    if ((path === "/" || path === "/de") && token && (await build.hasContactOutcome(token))) {
      await next();
      c.res.headers.set("Cache-Control", "no-store");
      return;
    }
    // The publishing blog's pages, feeds and sitemap come from its store, not from the build (which holds the demo's).
    if (serverBlog && build.isBlogPage(path)) return blogPage(c, path);
    const file = staticFiles.get(path);
    if (file) return serveFile(c, file);
    // React Router answers its own data requests for client-side navigation.
    if (path.endsWith(".data")) return next();
    const route = matchRoutes(routes, path)?.at(-1)?.route.id;
    if (route) c.set("route", route);
    if (route === undefined || route === "not-found") return notFound(c, localeFromPath(path));
    const locale = locales.find((each) => route === `blogPost.${each}`);
    const shell = locale && staticFiles.get(blogPostShellPath(locale));
    return shell ? serveFile(c, shell) : next();
  });

  async function render(c: Context<Env>): Promise<Response> {
    const response = await handleWithReactRouter(c.req.raw, loadContext(c));
    const contentType = response.headers.get("Content-Type") ?? "";
    if (!contentType.startsWith("text/html") || c.req.method === "HEAD") return response;
    return finishRenderedDocument(c, response);
  }

  /**
   * A page of the publishing blog: rendered once per version of the blog and
   * then served from memory to visitors. Only an operator (a live session:
   * drafts, editing) gets a fresh page; a cookie that is nobody's, a query
   * string the page does not read and an id that is no published post all get
   * what the cache holds (an unknown id: the one not-found page of its
   * language). Every process asks the store for the version at most every two
   * seconds, so a change made through any process shows on all of them within that.
   */
  async function blogPage(c: Context<Env>, path: string): Promise<Response> {
    // A cookie that is nobody's session costs no query (findSession checks its shape first), a real one one.
    const operator = await build.hasOperatorSession(c.req.raw);
    if (operator || c.req.method !== "GET") {
      const response = await render(c);
      // Drafts and editing controls are for this operator's eyes only.
      if (operator) response.headers.set("Cache-Control", "private, no-store");
      return response;
    }
    const { version, publishedIds } = await blogCache.current();
    // A post nobody may see is the site's one not-found page (its data request: one cached answer per language).
    const id = build.blogPostIdOf(path);
    const unpublished = id !== undefined && !publishedIds.has(id);
    if (unpublished && !path.endsWith(".data")) return notFound(c, localeFromPath(path));
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    const key = `${blogCacheKey(path, new URL(c.req.url), unpublished)}|${encoding}`;
    const cached = blogCache.get(key, version);
    if (cached) return new Response(cached.body, { status: cached.status, headers: cached.headers });
    const response = await render(c);
    if (response.status !== 200 && response.status !== 404) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    blogCache.set(key, version, { body, status: response.status, headers: new Headers(response.headers) });
    return new Response(body, { status: response.status, headers: response.headers });
  }

  app.all("*", render);

  app.onError((error, c) => {
    // A client that went away mid-request is nobody's error, and nobody is left to answer.
    if (build.isClientAbort(error, c.req.raw)) {
      noteInLog(c, { msg: "client aborted" });
      return new Response(null, { status: 499 });
    }
    // Details go to the log, never to the client.
    noteInLog(c, { level: "error", msg: "unhandled request error", error: String(error).slice(0, 500) });
    return c.text("Internal Server Error", 500);
  });

  return app;
}

function jsonLog(line: Record<string, unknown>) {
  console.log(JSON.stringify({ time: new Date().toISOString(), ...line }));
}

/** React Router's routes as a tree `matchRoutes` understands: which page a path is, without rendering it. */
function routeTree(build: SiteBuild) {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Node[] };
  const childrenOf = (parentId: string | undefined): Node[] =>
    Object.values(build.routes).flatMap((route) =>
      route && route.parentId === parentId
        ? [
            {
              id: route.id,
              path: route.path,
              index: route.index,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
          ]
        : [],
    );
  return childrenOf(undefined) as Parameters<typeof matchRoutes>[0];
}

/**
 * The path as the page registry and the static files name it, or undefined
 * when it names nothing we could serve: not decodable, a NUL or other C0
 * control character or DEL in it, or a `..` segment.
 */
function decodedPath(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\x00-\x1f\x7f]/.test(decoded) || decoded.split("/").includes("..")) return undefined;
  return decoded;
}

/**
 * `/about-us/?a=1` → `/about-us?a=1`, kept in its encoded form, or undefined
 * when the target would not be a path on this site: `//evil.example/` (and the
 * `/.//`, `/de/..//` spellings the URL parser turns into it) names another host.
 */
/** The path without trailing slashes (and lowercased, if asked), if that stays on our origin. */
function canonicalLocation(url: URL, lowercase: boolean): string | undefined {
  const pathname = lowercase ? url.pathname.toLowerCase() : url.pathname;
  const location = `${pathname.replace(/\/+$/, "") || "/"}${url.search}`;
  const ours = "http://site.invalid";
  const resolved = new URL(location, ours);
  return resolved.origin === ours && location.startsWith("/") && !location.startsWith("//") ? location : undefined;
}

function redirect(location: string): Response {
  return new Response(null, { status: 301, headers: { Location: location, "Cache-Control": REDIRECT_CACHE } });
}

function serveFile(c: Context<Env>, file: StaticFile, status: 200 | 404 = 200): Response {
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

/** A page rendered at request time (the no-JavaScript contact outcome): its own CSP, compressed. */
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

/**
 * What a blog page is cached under: its path (a document reads no query string; a data request only React
 * Router's `_routes`); the data of a post that is not published is one not-found answer per language.
 */
function blogCacheKey(path: string, url: URL, unpublished: boolean): string {
  const data = path.endsWith(".data");
  const page = data ? path.slice(0, -".data".length) : path;
  const target = unpublished ? `not-found:${localeFromPath(path)}` : page;
  return data ? `${target}.data?${url.searchParams.get("_routes") ?? ""}` : target;
}

type CachedPage = { body: Uint8Array<ArrayBuffer>; status: number; headers: Headers };

/**
 * Rendered pages by key, valid for one version of what they show; the version (and with a new one, the
 * published posts' ids) is looked up at most every 2 s.
 */
function pageCache(currentVersion: () => Promise<number>, currentIds: () => Promise<Set<string>>, maxEntries = 500) {
  const pages = new Map<string, CachedPage & { version: number }>();
  let known: { version: number; publishedIds: Set<string>; checkedAt: number } | undefined;
  return {
    async current(): Promise<{ version: number; publishedIds: ReadonlySet<string> }> {
      if (!known || Date.now() - known.checkedAt > 2_000) {
        const version = await currentVersion();
        const publishedIds = known?.version === version ? known.publishedIds : await currentIds();
        known = { version, publishedIds, checkedAt: Date.now() };
      }
      return known;
    },
    /** Asks the store again on the next request (after a change made through this process). */
    forget() {
      known = undefined;
    },
    get(key: string, version: number): CachedPage | undefined {
      const page = pages.get(key);
      return page?.version === version ? page : undefined;
    },
    set(key: string, version: number, page: CachedPage) {
      if (pages.size >= maxEntries) pages.clear();
      pages.set(key, { ...page, version });
    },
  };
}
