/**
 * What operators and load balancers ask of each process: `/healthz` (the
 * process answers), `/readyz` (it is started, not stopping, and its store
 * answers), one JSON log line per request with a request id, and Prometheus
 * metrics on a port of their own (METRICS_PORT).
 */
import type { Context, MiddlewareHandler } from "hono";
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { SiteBuild } from "./site-build.ts";

/** Whether this process takes traffic: false until it listens, and again from the moment a SIGTERM arrives. */
export type Readiness = { ready: boolean };

/** A request id from a trusted proxy: short, printable, nothing a log line could be forged with. */
const FORWARDED_ID = /^[\w.:@/+=-]{1,128}$/;

export function requestIdOf(header: string | undefined, trustedProxies: number): string {
  return trustedProxies > 0 && header && FORWARDED_ID.test(header) ? header : randomUUID();
}

const STORE_CHECK_MS = 1_000;
const STORE_TIMEOUT_MS = 2_000;

/** `/healthz` and `/readyz`; undefined for any other path. The store is asked at most once a second. */
export function healthChecks(build: SiteBuild, readiness: Readiness) {
  let lastCheck: { at: number; ok: Promise<boolean> } | undefined;
  const storeAnswers = () => {
    if (!lastCheck || Date.now() - lastCheck.at > STORE_CHECK_MS) {
      const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, STORE_TIMEOUT_MS, false).unref());
      const check = build.checkStore().then(
        () => true,
        () => {
          build.storeErrors.inc({ operation: "readiness" });
          return false;
        },
      );
      lastCheck = { at: Date.now(), ok: Promise.race([check, timeout]) };
    }
    return lastCheck.ok;
  };
  return async (path: string): Promise<Response | undefined> => {
    const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    if (path === "/healthz") return new Response("ok\n", { headers });
    if (path !== "/readyz") return undefined;
    if (!readiness.ready) return new Response("not ready: starting or stopping\n", { status: 503, headers });
    if (!(await storeAnswers()))
      return new Response("not ready: the store does not answer\n", { status: 503, headers });
    return new Response("ready\n", { headers });
  };
}

const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * One JSON line per request (except the health checks, polled every few
 * seconds), the request id in `X-Request-Id` of the response, and the
 * request counted and timed for Prometheus under its route.
 */
export function requestLog(
  build: SiteBuild,
  routeOf: (c: Context, path: string) => string,
  log: (line: Record<string, unknown>) => void,
): MiddlewareHandler {
  return async (c: Context, next) => {
    const started = performance.now();
    await next();
    const path = new URL(c.req.url).pathname;
    const route = routeOf(c, path);
    const status = c.res.status;
    const seconds = (performance.now() - started) / 1000;
    build.httpRequests.inc({ route, method: c.req.method, status: String(status) });
    build.httpDuration.observe({ route }, seconds);
    c.res.headers.set("X-Request-Id", c.get("requestId"));
    if (QUIET_PATHS.has(path)) return;
    // What the handlers noted (the contact endpoint's outcome, a refusal's reason) joins the line.
    const noted: Record<string, unknown> = c.get("logFields") ?? {};
    log({
      msg: "request",
      ...noted,
      // A handler that knows better says so (a client that went away mid-request is no server error).
      level: noted.level ?? (status >= 500 ? "error" : "info"),
      id: c.get("requestId"),
      method: c.req.method.slice(0, 32),
      path: path.slice(0, 200),
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
    });
  };
}

/**
 * Prometheus's text format on its own port (off unless METRICS_PORT is set): keep that port off the internet. The
 * registry is the build's of the moment (the development server loads the build anew after an edit).
 */
export function startMetricsServer(build: () => SiteBuild, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== "/metrics") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found: metrics are at /metrics\n");
      return;
    }
    const registry = build().metricsRegistry;
    registry.metrics().then(
      (text) => response.writeHead(200, { "Content-Type": registry.contentType }).end(text),
      () => response.writeHead(500, { "Content-Type": "text/plain" }).end("metrics unavailable\n"),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve(server));
  });
}
