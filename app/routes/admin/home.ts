import { redirect } from "react-router";
import { adminHome, adminPath } from "#app/i18n/admin-pages.ts";
import { backOfficeContext } from "#app/site/back-office.server.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import type { Route } from "./+types/home";

/** /admin and /de/admin: the operator's start page by role; without a session, the lead inbox sends to the login. */
export function loader({ context }: Route.LoaderArgs) {
  const { operator, locale, analytics } = context.get(backOfficeContext);
  return redirect(operator ? adminHome(operator.role, locale, analytics, isServerBlog()) : adminPath("leads", locale));
}
