import { Hono, type Context } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { isAdminPath } from "#app/i18n/admin-pages.ts";
import { bodyLimit } from "hono/body-limit";
import { localeFromPath } from "#app/i18n/paths.ts";
import { clientAddress, clientKey } from "./client-address.ts";
import { notFoundPages } from "./not-found.ts";
import { healthChecks, requestIdOf, requestLog, type Readiness } from "./operations.ts";
import { canonicalLocation, decodedPath } from "./paths.ts";
import { noteInLog, type Env } from "./request-context.ts";
import { finishRenderedDocument, redirect, serveFile } from "./responses.ts";
import { routeIndex } from "./routes.ts";
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
  /** What /readyz says before the store is asked (server/index.ts turns it off on SIGTERM). */
  readiness?: Readiness;
};

const CONTACT_ENDPOINT = "/api/contact";
const NO_STORE = { "Cache-Control": "no-store" };

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
  const routes = routeIndex(build, staticFiles);
  const notFoundPage = notFoundPages(handleWithReactRouter);

  /** Who asks: the TCP peer, or the client a trusted proxy names (TRUST_PROXY); and the key it is counted under. */
  function clientOf(c: Context<Env>) {
    const peer = c.env?.incoming?.socket?.remoteAddress;
    const address = clientAddress(peer, c.req.header("X-Forwarded-For"), trustedProxies);
    return { address, key: clientKey(address) };
  }

  /** The client and the request's log line reach loaders and actions through React Router's context: no header can set them. */
  function loadContext(c: Context<Env>): RouterContextProvider {
    const context = new RouterContextProvider();
    context.set(build.clientContext, clientOf(c));
    context.set(build.requestLogContext, { id: c.get("requestId"), add: (fields) => noteInLog(c, fields) });
    return context;
  }

  async function notFound(c: Context<Env>, locale: Locale): Promise<Response> {
    c.set("route", "not-found");
    return serveFile(c, await notFoundPage(locale), 404);
  }

  app.use(async (c, next) => {
    c.set("requestId", requestIdOf(c.req.header("X-Request-Id"), trustedProxies));
    c.set("logFields", {});
    await next();
  });
  app.use(requestLog(build, (c, path) => routes.labelOf(path, (c as Context<Env>).get("route")), log));

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
          if (blogApi) build.forgetBlogPages();
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
    if (lowercase && !routes.isPage(path.toLowerCase().replace(/\/+$/, "") || "/"))
      return notFound(c, localeFromPath(path));
    if (lowercase || (path.length > 1 && path.endsWith("/"))) {
      const location = canonicalLocation(url, lowercase);
      return location ? redirect(location) : notFound(c, localeFromPath(path));
    }
    // Most paths are none of the app's business at request time: they cost no await.
    const answer = build.requestTimePage(path, c.req.raw, pageRenderer(c, path));
    const page = answer && (await answer);
    if (page) return page;
    const file = staticFiles.get(path);
    if (file) return serveFile(c, file);
    // React Router answers its own data requests for client-side navigation.
    if (path.endsWith(".data")) return next();
    const route = routes.routeOf(path);
    if (route) c.set("route", route);
    if (route === undefined || route === "not-found") return notFound(c, localeFromPath(path));
    const standIn = build.prerenderedStandIn(route);
    const standInFile = standIn && staticFiles.get(standIn);
    return standInFile ? serveFile(c, standInFile) : next();
  });

  async function render(c: Context<Env>): Promise<Response> {
    const response = await handleWithReactRouter(c.req.raw, loadContext(c));
    const contentType = response.headers.get("Content-Type") ?? "";
    if (!contentType.startsWith("text/html") || c.req.method === "HEAD") return response;
    return finishRenderedDocument(response, preferredEncoding(c.req.header("Accept-Encoding")));
  }

  function pageRenderer(c: Context<Env>, path: string): PageRenderer {
    return {
      render: () => render(c),
      notFound: () => notFound(c, localeFromPath(path)),
      variant: () => preferredEncoding(c.req.header("Accept-Encoding")),
    };
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
