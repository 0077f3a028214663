import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { leadFilter, leadsForExport, type LeadListItem } from "#app/lib/admin/lead-list.server.ts";
import { berlinIso, csvStream, exportHeader, exportRow } from "#app/lib/contact/csv.ts";
import type { Route } from "./+types/leads-csv";

/**
 * The leads of the current view as CSV for a spreadsheet (issue 31): the CLI's columns (formula-safe, decision
 * 0015) with a header in the operator's language, then status and owner; UTF-8 with a byte-order mark, `;`
 * between cells for a German operator and `,` for an English one, times in Berlin time with their offset.
 * Streamed in keyset batches as it is written: memory stays flat for 100,000 leads.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, operator, locale, copy } = context.get(operatorContext);
  const { cursor: _cursor, page: _page, ...filter } = leadFilter(url);
  const sql = services.db.sql;
  const columns = copy.leads.csvColumns;
  const header = [...exportHeader.map((column) => columns[column]), columns.status, columns.owner];
  const row = (lead: LeadListItem) => [
    ...exportRow(lead, berlinIso),
    copy.statuses[lead.status],
    lead.ownerEmail ?? "",
  ];
  // The audit log notes the export once it is over (written to the end, or broken off: `complete` says which),
  // with the number of leads that went out; whether a search narrowed it, never its text (often a name).
  async function* rows() {
    let count = 0;
    let complete = 0;
    try {
      for await (const batch of leadsForExport(sql, filter, { viewerId: operator.id })) {
        yield batch.map(row);
        count += batch.length;
      }
      complete = 1;
    } finally {
      await recordAudit(sql, {
        operatorId: operator.id,
        operatorEmail: operator.email,
        action: "export-csv",
        target: null,
        details: {
          count,
          complete,
          searched: filter.q ? 1 : 0,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.owner ? { owner: filter.owner === "mine" || filter.owner === "none" ? filter.owner : "one" } : {}),
        },
      });
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csvStream(header, rows(), { separator: locale === "de" ? ";" : "," }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
