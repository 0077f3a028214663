import { data } from "react-router";
import { operatorContext } from "#app/site/back-office.server.ts";
import { getLead, historyOf, leadAsJson, notificationsOf, recordExport } from "#app/lib/admin/leads.server.ts";
import type { Route } from "./+types/lead-json";

/**
 * Everything stored about one person, as JSON: the answer to a request for access (Art. 15 DSGVO), its history
 * included. The export itself goes into that history (and the audit log) first, so the file shows it too.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, operator } = context.get(operatorContext);
  const sql = services.db.sql;
  const lead = await getLead(sql, params.id);
  if (!lead) throw data("No such lead.", { status: 404 });
  await recordExport(sql, lead.id, { operatorId: operator.id, operatorEmail: operator.email });
  const [notifications, history] = await Promise.all([notificationsOf(sql, lead.id), historyOf(sql, lead.id)]);
  return new Response(leadAsJson(lead, notifications, history), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="lead-${lead.id}.json"`,
    },
  });
}
