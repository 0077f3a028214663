import { data } from "react-router";
import { operatorContext } from "#app/site/back-office.server.ts";
import { getLead, historyOf, notificationsOf, recordExport } from "#app/lib/admin/leads.server.ts";
import { personAsJson } from "#app/lib/admin/person-export.server.ts";
import { personLeadIds, personLeads } from "#app/lib/admin/person.server.ts";
import { privacyRequestsOf } from "#app/lib/admin/privacy-requests.server.ts";
import type { Route } from "./+types/lead-json";

/**
 * Everything stored about the person a lead belongs to, as JSON: the answer to a request for access (Art. 15
 * DSGVO), every lead with their address and its history included, in the lead's language. The export itself goes
 * into each lead's history (and once into the audit log) first, so the file shows it too.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, operator } = context.get(operatorContext);
  const sql = services.db.sql;
  const lead = await getLead(sql, params.id);
  if (!lead) throw data("No such lead.", { status: 404 });
  const ids = await personLeadIds(sql, lead.id);
  await recordExport(sql, [lead.id, ...ids.filter((id) => id !== lead.id)], {
    operatorId: operator.id,
    operatorEmail: operator.email,
  });
  const leads = await personLeads(sql, lead.id);
  const records = await Promise.all(
    leads.map(async (each) => {
      const [notifications, history] = await Promise.all([notificationsOf(sql, each.id), historyOf(sql, each.id)]);
      return { lead: each, notifications, history };
    }),
  );
  const requests = await privacyRequestsOf(sql, lead.id);
  return new Response(personAsJson(records, requests, lead.locale), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="person-${lead.id}.json"`,
    },
  });
}
