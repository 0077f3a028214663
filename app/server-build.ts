/**
 * The server bundle's entry (vite.config.ts, React Router's custom-server
 * convention): React Router's own server build, which the pre-renderer and
 * the production server hand to `createRequestHandler`, plus what the
 * production server (server/index.ts) needs from inside the bundle. Exported
 * here, typed, so that both use the one instance of each module (the store,
 * the outcomes waiting for their page) instead of reaching into the build.
 */
import { seedServerBlog } from "#app/lib/blog/blog.server.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import { hitOf } from "#app/lib/analytics/hits.ts";
import { settings } from "#app/site/config.server.ts";
import { startSiteServices, stopSiteServices } from "#app/site/services.server.ts";

export * from "virtual:react-router/server-build";
export { clientContext, type Client } from "#app/lib/server/client.server.ts";
export { requestLogContext } from "#app/lib/server/request-log.server.ts";
export { scriptNonceContext } from "#app/lib/document/script-nonce.ts";
// The site's services, given to every request's routes (app/site/services.server.ts).
export { servicesContext, startSiteServices as siteServices } from "#app/site/services.server.ts";
export { metricsRegistry, httpRequests, httpDuration, storeErrors } from "#app/lib/server/metrics.server.ts";

const siteHost = new URL(settings.siteUrl()).hostname;

// What the HTTP shell (server/) asks of the app's rules; it imports nothing of app/ but this module.
export { isCrossSite } from "#app/lib/server/cross-site.ts";
export { isClientAbort } from "#app/lib/server/client-abort.ts";
export { siteUrl } from "#app/site/config.server.ts";
// The plain-text 405 and 500 in the path's language.
export { httpAnswers } from "#app/lib/server/http-answers.ts";
export { hasControlCharacter, jsonHoldsControl, paramsHoldControl } from "#app/lib/server/control-characters.ts";
// Which paths are private, which take writes and how they are guarded, which pages are answered at request time:
// each feature says so for its own paths (app/site/http.server.ts puts them together).
export { pathPolicy, prerenderedStandIn, requestTimePage } from "#app/site/http.server.ts";
export type { PageRenderer, PathPolicy, Refusal, WriteGuard } from "#app/lib/server/http-policy.ts";

/** Whether the visit statistics count (ANALYTICS); the HTTP shell asks once, at start. */
export function countsVisits(): boolean {
  return settings.analytics();
}

/**
 * Counts a request once its answer is known, if it is a page view, a not-found or a bot (app/lib/analytics/hits.ts
 * decides): into the recorder's buffer, never awaited. The site's own host and the request's count as ours.
 */
export function countVisit(request: Request, status: number, clientKey: string): void {
  const url = new URL(request.url);
  const hit = hitOf({
    method: request.method,
    url,
    status,
    header: (name) => request.headers.get(name) ?? undefined,
    ownHosts: [siteHost, url.hostname],
  });
  if (!hit) return;
  const identity = { clientKey, userAgent: request.headers.get("User-Agent") ?? "" };
  startSiteServices().then(
    (services) => services.analytics?.record(hit, identity),
    () => {},
  );
}

/** For /readyz: the store answers a query (rejects when it does not). */
export async function checkStore(): Promise<void> {
  await (await startSiteServices()).db.sql.get("SELECT 1 AS ok");
}

/** Before the server listens: opens the store, applies its migrations, starts the outbox worker; anything wrong stops the start. */
export async function startServices(): Promise<void> {
  const services = await startSiteServices();
  if (isServerBlog()) await seedServerBlog(services);
}

/** After the last open request finished: deliveries under way finish, then the store closes. */
export async function stopServices(): Promise<void> {
  await stopSiteServices();
}
