import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { leadFilter, leadsForExport } from "#app/lib/admin/leads.server.ts";
import { exportHeader, exportRow, toCsv } from "#app/lib/contact/csv.ts";
import type { Route } from "./+types/leads-csv";

/** The leads of the current filter as CSV: the CLI's columns (formula-safe), then the status. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, operator } = context.get(operatorContext);
  const filter = leadFilter(url);
  const leads = await leadsForExport(services.db.sql, filter);
  await recordAudit(services.db.sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "export-csv",
    target: null,
    // Whether a search narrowed the export, never its text: that is often a person's name.
    details: {
      count: leads.length,
      searched: filter.q ? 1 : 0,
      ...(filter.status ? { status: filter.status } : {}),
    },
  });
  const csv = toCsv(
    [...exportHeader, "status"],
    leads.map((lead) => [...exportRow(lead), lead.status]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
