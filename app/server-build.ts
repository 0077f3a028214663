/**
 * The server bundle's entry (vite.config.ts, React Router's custom-server
 * convention): React Router's own server build, which the pre-renderer and
 * the production server hand to `createRequestHandler`, plus what the
 * production server (server/index.ts) needs from inside the bundle. Exported
 * here, typed, so that both use the one instance of each module (the store,
 * the outcomes waiting for their page) instead of reaching into the build.
 */
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import blogAdminDe from "#app/content/blog/admin-de.ts";
import blogAdminEn from "#app/content/blog/admin-en.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { isServerBlog, seedServerBlog } from "#app/lib/blog/blog.server.ts";
import { hitOf } from "#app/lib/analytics/hits.ts";
import { siteUrl as siteUrlOf } from "#app/lib/server/env.server.ts";
import { analyticsOn } from "#app/lib/analytics/switch.ts";
import { startSiteServices, stopSiteServices } from "#app/site/services.server.ts";

export * from "virtual:react-router/server-build";
export { clientContext, type Client } from "#app/lib/server/client.server.ts";
export { requestLogContext } from "#app/lib/server/request-log.server.ts";
export { metricsRegistry, httpRequests, httpDuration, storeErrors } from "#app/lib/server/metrics.server.ts";

const siteHost = new URL(siteUrlOf()).hostname;

// What the HTTP shell (server/) asks of the app's rules; it imports nothing of app/ but this module.
export { isCrossSite } from "#app/lib/server/cross-site.ts";
export { isClientAbort } from "#app/lib/server/client-abort.ts";
export { siteUrl } from "#app/lib/server/env.server.ts";
// Which pages are answered at request time, and what stands in for pages made in the browser: each feature
// says so for its own pages (app/site/http.server.ts puts them together).
export { forgetBlogPages, prerenderedStandIn, requestTimePage } from "#app/site/http.server.ts";
export type { PageRenderer } from "#app/lib/server/http-policy.ts";

/**
 * What a request body to the back office or the blog may weigh, by what it carries, refused by the HTTP shell
 * before it is buffered (the contact endpoint reads its own, with its own limit):
 * an import of a browser's posts, one post (100,000 characters, JSON-escaped), a sign-in, a back-office form.
 */
export function bodyLimitOf(pathname: string): number {
  if (pathname === "/api/blog/import") return 8 * 1024 * 1024;
  if (pathname.startsWith("/api/blog/posts")) return 1024 * 1024;
  if (pathname === "/api/blog/session" || /^\/(de\/)?admin\/login$/.test(pathname)) return 8 * 1024;
  return 64 * 1024;
}

/**
 * The words of a refusal the HTTP shell gives before anything runs, in the page's language: a request from
 * another site (403) or a body larger than its form (413); the blog's API answers in its own words.
 */
export function refusalMessage(area: "back-office" | "blog", reason: "cross-site" | "too-large", locale: Locale) {
  if (area === "blog")
    return (locale === "de" ? blogAdminDe : blogAdminEn).api[reason === "cross-site" ? "crossSite" : "tooLarge"];
  return (locale === "de" ? adminDe : adminEn).errors[reason === "cross-site" ? "forbidden" : "tooLarge"];
}

/** Whether the visit statistics count (ANALYTICS); the HTTP shell asks once, at start. */
export function countsVisits(): boolean {
  return analyticsOn(process.env);
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
