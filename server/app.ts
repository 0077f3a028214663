import { Hono, type Context, type ErrorHandler, type MiddlewareHandler, type Next } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { localeFromPath, pageOfDataRequest } from "#app/i18n/paths.ts";
import { clientAddress, clientKey } from "./client-address.ts";
import { inputGate } from "./input-gate.ts";
import { methodGate } from "./methods.ts";
import { notFoundPages } from "./not-found.ts";
import { healthChecks, requestIdOf, requestLog, type Readiness } from "./operations.ts";
import { canonicalLocation, decodedPath, pathSpelling } from "./paths.ts";
import { scriptNonce } from "./csp.ts";
import { noteInLog, type Env } from "./request-context.ts";
import { finishRenderedDocument, redirect, serveFile } from "./responses.ts";
import { ROUTE_DISCOVERY_PATH, routeIndex, type RouteIndex } from "./routes.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import type { PageRenderer, SiteBuild } from "./site-build.ts";
import { preferredEncoding, type StaticFile } from "./static-files.ts";

type AppOptions = {
  build: SiteBuild;
  staticFiles: Map<string, StaticFile>;
  /** How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY); 0 believes none. */
  trustedProxies?: number;
  /** One JSON object per line; stdout by default. */
  log?: (line: Record<string, unknown>) => void;
  /** What /readyz says before the store is asked (server/lifecycle.ts turns it off on SIGTERM). */
  readiness?: Readiness;
  /**
   * "development" (server/dev.ts): React Router's development mode, whose errors keep their message and stack,
   * and an unhandled error's stack on stderr as well as in the log line.
   */
  mode?: Mode;
};

type Mode = "production" | "development";

/** What the handlers share: the build, the files in memory, and the two ways to a page the build does not hold. */
type Shell = {
  build: SiteBuild;
  staticFiles: Map<string, StaticFile>;
  routes: RouteIndex;
  render(c: Context<Env>, request?: Request): Promise<Response>;
  /** The not-found page of the path's language. */
  notFound(c: Context<Env>, path: string): Promise<Response>;
};

/**
 * The production server: pre-rendered pages and assets from memory, the not-found page rendered once per
 * language, and only what needs a request's data through React Router: the writes a feature takes, and the
 * pages the app answers at request time (the no-JavaScript contact outcome, the publishing blog).
 */
export function createApp({
  build,
  staticFiles,
  trustedProxies = 0,
  log = jsonLog,
  readiness = { ready: true },
  mode = "production",
}: AppOptions): Hono<Env> {
  const app = new Hono<Env>();
  const siteOrigin = build.siteUrl();
  const shell = shellOf(build, staticFiles, siteOrigin, trustedProxies, mode);

  app.use(identifyRequest(trustedProxies));
  app.use(requestLog(build, (c, path) => shell.routes.labelOf(path, (c as Context<Env>).get("route")), log));
  app.use(responseHeaders(build));
  // Visit statistics (decision 0014): each answer goes to the app, which counts what is a page view.
  if (build.countsVisits()) app.use(countVisits(build, trustedProxies));
  // For load balancers and orchestrators: cheap, and never in the request log.
  const health = healthChecks(build, readiness);
  app.on(["GET", "HEAD"], ["/healthz", "/readyz"], async (c) => (await health(c.req.path))!);
  app.use(methodGate(build, siteOrigin));
  // After the method, origin and size checks: a control character in what the request brings ends it here.
  app.use(inputGate(build));
  app.on(["GET", "HEAD"], "*", (c, next) => servePage(shell, c, next));
  app.all("*", (c) => shell.render(c));
  app.onError(answerError(build, mode));
  return app;
}

function shellOf(
  build: SiteBuild,
  staticFiles: Map<string, StaticFile>,
  siteOrigin: string,
  trustedProxies: number,
  mode: Mode,
) {
  // React Router refuses a page action whose Origin is not the request's own; behind a TLS-terminating proxy the
  // request arrives as http while the browser's Origin is https. SITE_URL's host is ours: allow it too.
  const handle = createRequestHandler({ ...build, allowedActionOrigins: [new URL(siteOrigin).host] }, mode);
  const notFoundPage = notFoundPages(handle);
  const shell: Shell = {
    build,
    staticFiles,
    routes: routeIndex(build, staticFiles),
    async render(c, request = c.req.raw) {
      // Each render its own nonce: the page's code gives it to its inline scripts, the CSP allows only those.
      const nonce = scriptNonce();
      const response = await handle(request, loadContext(build, c, trustedProxies, nonce));
      const contentType = response.headers.get("Content-Type") ?? "";
      if (!contentType.startsWith("text/html") || request.method === "HEAD") return response;
      return finishRenderedDocument(response, preferredEncoding(c.req.header("Accept-Encoding")), nonce);
    },
    async notFound(c, path) {
      c.set("route", "not-found");
      return serveFile(c, await notFoundPage(localeFromPath(path)), 404);
    },
  };
  return shell;
}

/** Who asks: the TCP peer, or the client a trusted proxy names (TRUST_PROXY); and the key it is counted under. */
function clientOf(c: Context<Env>, trustedProxies: number) {
  const peer = c.env?.incoming?.socket?.remoteAddress;
  const address = clientAddress(peer, c.req.header("X-Forwarded-For"), trustedProxies);
  return { address, key: clientKey(address) };
}

/**
 * The site's services, the client, the request's log line and the render's script nonce reach loaders, actions and
 * the document through React Router's context: no header can set them.
 */
function loadContext(build: SiteBuild, c: Context<Env>, trustedProxies: number, nonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(build.servicesContext, build.siteServices);
  context.set(build.scriptNonceContext, nonce);
  context.set(build.clientContext, clientOf(c, trustedProxies));
  context.set(build.requestLogContext, { id: c.get("requestId"), add: (fields) => noteInLog(c, fields) });
  return context;
}

function identifyRequest(trustedProxies: number): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.set("requestId", requestIdOf(c.req.header("X-Request-Id"), trustedProxies));
    c.set("logFields", {});
    c.set("path", pathSpelling(new URL(c.req.url).pathname));
    await next();
  };
}

/** The security headers on every answer; a private path's (the back office) kept by no cache, in no search engine. */
function responseHeaders(build: SiteBuild): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    applySecurityHeaders(c.res.headers);
    if (build.pathPolicy(c.get("path")).private) {
      c.res.headers.set("Cache-Control", "no-store");
      c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    }
  };
}

function countVisits(build: SiteBuild, trustedProxies: number): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    build.countVisit(c.req.raw, c.res.status, clientOf(c, trustedProxies).key);
  };
}

/** A GET or HEAD: a path is decoded once, has one spelling, and is served from memory where the build holds it. */
async function servePage(shell: Shell, c: Context<Env>, next: Next): Promise<Response | void> {
  const url = new URL(c.req.url);
  const path = decodedPath(c.get("path"));
  if (path === undefined) {
    noteInLog(c, { msg: "not found", reason: "unreadable path" });
    return shell.notFound(c, url.pathname);
  }
  const detour = canonicalDetour(shell, c, url, path);
  if (detour) return detour;
  // Most paths are none of the app's business at request time: they cost no await.
  const answer = shell.build.requestTimePage(path, c.req.raw, pageRenderer(shell, c, path));
  const page = answer && (await answer);
  if (page) return page;
  return builtPage(shell, c, path, next);
}

/**
 * One URL per page: `/about-us/`, `/About-Us` and `/%61bout-us` are `/about-us`, in one hop. Files keep their
 * case (asset names carry a hash), and a path whose lowercase is no page either is not found.
 */
function canonicalDetour(shell: Shell, c: Context<Env>, url: URL, path: string) {
  const lowercase = /[A-Z]/.test(path) && !shell.staticFiles.has(path.replace(/\/+$/, ""));
  if (lowercase && !shell.routes.isPage(path.toLowerCase().replace(/\/+$/, "") || "/")) return shell.notFound(c, path);
  const respelled = c.get("path") !== url.pathname;
  if (!lowercase && !respelled && !(path.length > 1 && path.endsWith("/"))) return undefined;
  const location = canonicalLocation(c.get("path"), url.search, lowercase);
  return location ? redirect(location) : shell.notFound(c, path);
}

function pageRenderer(shell: Shell, c: Context<Env>, path: string): PageRenderer {
  return {
    // A HEAD is rendered as the GET it stands for: the app keeps that page and answers the HEAD without its body.
    render: () => shell.render(c, c.req.method === "HEAD" ? new Request(c.req.raw, { method: "GET" }) : c.req.raw),
    routeIds: () => shell.routes.routeIdsOf(path.endsWith(".data") ? pageOfDataRequest(path) : path),
    notFound: () => shell.notFound(c, path),
    variant: () => preferredEncoding(c.req.header("Accept-Encoding")),
  };
}

/** What the build holds: a file, React Router's data for client-side navigation, or a page's pre-rendered stand-in. */
function builtPage(shell: Shell, c: Context<Env>, path: string, next: Next) {
  const file = shell.staticFiles.get(path);
  if (file) return serveFile(c, file);
  if (path.endsWith(".data") || path === ROUTE_DISCOVERY_PATH) return next();
  const route = shell.routes.routeOf(path);
  if (route) c.set("route", route);
  if (route === undefined || route === "not-found") return shell.notFound(c, path);
  const standIn = shell.build.prerenderedStandIn(route);
  const standInFile = standIn && shell.staticFiles.get(standIn);
  return standInFile ? serveFile(c, standInFile) : next();
}

function answerError(build: SiteBuild, mode: Mode): ErrorHandler<Env> {
  return (error, c) => {
    // A client that went away mid-request is nobody's error, and nobody is left to answer.
    if (build.isClientAbort(error, c.req.raw)) {
      noteInLog(c, { msg: "client aborted" });
      return new Response(null, { status: 499 });
    }
    // Details go to the log, never to the client; the client gets a sentence in the path's language.
    noteInLog(c, { level: "error", msg: "unhandled request error", error: String(error).slice(0, 500) });
    if (mode === "development") console.error(error);
    return c.text(build.httpAnswers[localeFromPath(c.req.path)].serverError, 500);
  };
}

function jsonLog(line: Record<string, unknown>) {
  console.log(JSON.stringify({ time: new Date().toISOString(), ...line }));
}
