/**
 * The back office's checks with the site's services handed in: what the admin
 * routes call. The rules themselves live in app/lib/admin/auth.server.ts.
 */
import type { Locale } from "#app/i18n/locales.ts";
import { requireOperator as operatorOf, type SignedIn } from "#app/lib/admin/auth.server.ts";
import { startSiteServices, type SiteServices } from "#app/site/services.server.ts";

/** The operator signed in on this request, with the site's services; otherwise the login page (a download: 401). */
export async function requireOperator(
  request: Request,
  url: URL,
  locale: Locale,
  kind: "page" | "download" = "page",
): Promise<SignedIn<SiteServices>> {
  return operatorOf(await startSiteServices(), request, url, locale, kind);
}
