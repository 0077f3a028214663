import { data } from "react-router";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { getLead, leadAsJson, notificationsOf } from "#app/lib/admin/leads.server.ts";
import type { Route } from "./+types/lead-json";

/** Everything stored about one person, as JSON: the answer to a request for access (Art. 15 DSGVO). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, operator } = context.get(operatorContext);
  const lead = await getLead(services.db.sql, params.id);
  if (!lead) throw data("No such lead.", { status: 404 });
  await recordAudit(services.db.sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "export-json",
    target: lead.id,
    details: {},
  });
  return new Response(leadAsJson(lead, await notificationsOf(services.db.sql, lead.id)), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="lead-${lead.id}.json"`,
    },
  });
}
