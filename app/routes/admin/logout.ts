import { redirect } from "react-router";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { localeFromPath } from "#app/i18n/paths.ts";
import { assertSameSite, logout } from "#app/lib/admin/auth.server.ts";
import { backOfficeContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/logout";

/**
 * POST: ends the session. Open without one (a sign-out whose session already ended still clears the cookie), so
 * not checked by the layout; but a sign-out is a change of state: only our own pages may ask for it.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { services, locale, copy } = context.get(backOfficeContext);
  assertSameSite(request, url, services.siteOrigin, copy.errors.forbidden);
  return logout(services, request, locale);
}

/** GET changes nothing: back to the inbox. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(adminPath("leads", localeFromPath(url.pathname)));
}
