import { redirect } from "react-router";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { localeFromPath } from "#app/i18n/paths.ts";
import { assertSameSite, logout } from "#app/lib/admin/auth.server.ts";
import { adminPage } from "#app/lib/admin/page.server.ts";
import { startSiteServices } from "#app/site/services.server.ts";
import type { Route } from "./+types/logout";

/** POST: ends the session. A sign-out is a change of state: only our own pages may ask for it. */
export async function action({ request, url }: Route.ActionArgs) {
  const { locale, copy } = adminPage(url);
  const services = await startSiteServices();
  assertSameSite(request, url, services.siteOrigin, copy.errors.forbidden);
  return logout(services, request, locale);
}

/** GET changes nothing: back to the inbox. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(adminPath("leads", localeFromPath(url.pathname)));
}
