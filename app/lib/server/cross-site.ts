/**
 * Cross-site: the browser says so (`Sec-Fetch-Site: cross-site`), or the
 * Origin is not exactly ours, scheme included. Ours is SITE_URL's origin;
 * a request to another host (a test, a preview) may also come from its own
 * origin. A TLS-terminating proxy hands us http requests for SITE_URL's host:
 * their own origin is SITE_URL's, so an http Origin (a page an attacker
 * served over plain http, say) does not pass. No Origin at all (curl,
 * server-to-server) is not a browser attack and passes.
 */
export function isCrossSite(request: Request, url: URL, siteOrigin: string): boolean {
  if (request.headers.get("Sec-Fetch-Site")?.trim().toLowerCase() === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  const ownOrigin = url.host === new URL(siteOrigin).host ? siteOrigin : url.origin;
  return origin !== siteOrigin && origin !== ownOrigin;
}
