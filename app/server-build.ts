/**
 * The server bundle's entry (vite.config.ts, React Router's custom-server
 * convention): React Router's own server build, which the pre-renderer and
 * the production server hand to `createRequestHandler`, plus what the
 * production server (server/index.ts) needs from inside the bundle. Exported
 * here, typed, so that both use the one instance of each module (the store,
 * the outcomes waiting for their page) instead of reaching into the build.
 */
import { isServerBlog, seedServerBlog } from "#app/lib/blog/blog.server.ts";
import { blogVersion as storedBlogVersion, publishedPostIds } from "#app/lib/blog/posts.server.ts";
import { findSession, readSessionCookie } from "#app/lib/admin/sessions.server.ts";
import type { Hit } from "#app/lib/analytics/hits.ts";
import type { Identity } from "#app/lib/analytics/recorder.server.ts";
import { startSiteServices, stopSiteServices } from "#app/lib/server/services.server.ts";

export * from "virtual:react-router/server-build";
export { clientContext, type Client } from "#app/lib/server/client.server.ts";
export { requestLogContext } from "#app/lib/server/request-log.server.ts";
export { metricsRegistry, httpRequests, httpDuration, storeErrors } from "#app/lib/server/metrics.server.ts";

/** Whether a no-JavaScript form outcome waits under this token (in this process, or in PostgreSQL for all). */
export async function hasContactOutcome(token: string): Promise<boolean> {
  return (await startSiteServices()).outcomes.has(token);
}

/** Counts a page request (server/app.ts decides which count): into the recorder's buffer, never awaited. */
export function recordHit(hit: Hit, identity: Identity): void {
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

/** The publishing blog's version (it grows with every change): the server's page cache is valid for one version. */
export async function blogVersion(): Promise<number> {
  return storedBlogVersion((await startSiteServices()).db.sql);
}

/** The published blog's post ids (for the page cache: any other id is the not-found page). */
export async function publishedBlogPostIds(): Promise<Set<string>> {
  return publishedPostIds((await startSiteServices()).db.sql);
}

/** Whether a request's cookies hold a live operator session: only an operator sees drafts and editing. */
export async function hasOperatorSession(cookieHeader: string | undefined): Promise<boolean> {
  const services = await startSiteServices();
  const token = readSessionCookie(cookieHeader ?? null, services.siteOrigin);
  // Tokens are 32 random bytes in base64url: anything else is nobody's session, and costs no query.
  return token && /^[\w-]{43}$/.test(token) ? Boolean(await findSession(services.db.sql, token)) : false;
}

/** After the last open request finished: deliveries under way finish, then the store closes. */
export async function stopServices(): Promise<void> {
  await stopSiteServices();
}
