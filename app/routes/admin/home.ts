import { redirect } from "react-router";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { localeFromPath } from "#app/i18n/paths.ts";
import type { Route } from "./+types/home";

/** /admin and /de/admin: the lead inbox (which sends a visitor without a session to the login). */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(adminPath("leads", localeFromPath(url.pathname)));
}
