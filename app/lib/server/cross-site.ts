/**
 * Cross-site: the browser says so (`Sec-Fetch-Site: cross-site`), or the
 * Origin is neither this request's own (same host, http or https, since a
 * TLS-terminating proxy may stand in between) nor SITE_URL's. No Origin at all
 * (curl, server-to-server) is not a browser attack and passes.
 */
export function isCrossSite(request: Request, url: URL, siteOrigin: string): boolean {
  if (request.headers.get("Sec-Fetch-Site")?.trim().toLowerCase() === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  if (origin === siteOrigin || origin === url.origin) return false;
  try {
    const parsed = new URL(origin);
    const serialized = `${parsed.protocol}//${parsed.host}`;
    return !(
      origin === serialized &&
      (parsed.protocol === "https:" || parsed.protocol === "http:") &&
      parsed.host === url.host
    );
  } catch {
    return true;
  }
}
