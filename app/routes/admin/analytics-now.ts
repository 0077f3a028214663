import { data } from "react-router";
import { operatorContext } from "#app/site/back-office.server.ts";
import { visitorsNow } from "#app/lib/analytics/report.server.ts";
import type { Route } from "./+types/analytics-now";

/** Who is on the site now, as JSON, for the dashboard's "Right now" while its tab is visible. Never cached. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(operatorContext);
  if (!services.analytics) throw data(null, { status: 404 });
  return Response.json(await visitorsNow(services.db.sql, new Date()), {
    headers: { "Cache-Control": "no-store" },
  });
}
