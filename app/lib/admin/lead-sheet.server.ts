/**
 * The inbox's downloads (CSV and Excel, issue 47): the CLI's columns (`exportHeader`) with a header in the
 * operator's language, then status and owner. The time is a date in Berlin time, the phone number text, the
 * page's language and the privacy policy's consent words, the status its name, all in the operator's language.
 */
import type { AdminContent } from "#app/content/admin/types.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { leadsForExport, type LeadFilter, type LeadListItem } from "#app/lib/admin/lead-list.server.ts";
import { exportHeader } from "#app/lib/contact/csv.ts";
import type { Sheet, SheetColumn, SheetKind, SheetValue } from "#app/lib/contact/sheet.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

type Column = (typeof exportHeader)[number] | "status" | "owner";

/** Each column's kind and width in characters (a UUID is 36, an address rarely more than 30). */
const layout: Record<Column, [SheetKind, number]> = {
  id: ["text", 38],
  receivedAt: ["moment", 18],
  language: ["text", 10],
  firstName: ["text", 16],
  lastName: ["text", 18],
  company: ["text", 26],
  email: ["text", 30],
  phone: ["phone", 20],
  message: ["text", 60],
  privacyPolicy: ["text", 12],
  status: ["text", 14],
  owner: ["text", 30],
};

const columns: readonly Column[] = [...exportHeader, "status", "owner"];

export function leadSheet(copy: AdminContent): Sheet {
  return {
    name: copy.sheets.leadsSheet,
    columns: columns.map((column): SheetColumn => {
      const [kind, width] = layout[column];
      return { header: copy.leads.csvColumns[column], kind, width };
    }),
  };
}

/** A lead's cells, in the order of `leadSheet`'s columns. */
export function leadSheetRow(lead: LeadListItem, copy: AdminContent): SheetValue[] {
  const values: Record<Column, SheetValue> = {
    id: lead.id,
    receivedAt: lead.receivedAt,
    language: copy.lead.languages[lead.locale],
    firstName: lead.firstName,
    lastName: lead.lastName,
    company: lead.company,
    email: lead.email,
    phone: lead.phone ?? "",
    message: lead.message,
    privacyPolicy: lead.privacyPolicy ? copy.sheets.yes : copy.sheets.no,
    status: copy.statuses[lead.status],
    owner: lead.ownerEmail ?? "",
  };
  return columns.map((column) => values[column]);
}

/** The words that name a view of the inbox in its file name: `leads`, then whose, its status, and a search. */
export function leadViewWords(filter: LeadFilter, copy: AdminContent): string[] {
  const files = copy.sheets.files;
  const owner =
    filter.owner === "mine" ? files.mine : filter.owner === "none" ? files.unassigned : filter.owner && files.assigned;
  return [
    files.leads,
    ...(owner ? [owner] : []),
    ...(filter.status ? [copy.statuses[filter.status]] : []),
    ...(filter.q ? [files.search] : []),
  ];
}

/**
 * The rows of a view for a download, in keyset batches as the file is written (memory stays flat for 100,000
 * leads). The audit log notes the export once it is over (written to the end, or broken off: `complete` says
 * which), with its format and the number of leads that went out; whether a search narrowed it, never its text
 * (often a name).
 */
export async function* exportedLeadRows(
  sql: Sql,
  filter: LeadFilter,
  { operator, copy, format }: { operator: { id: string; email: string }; copy: AdminContent; format: "csv" | "xlsx" },
): AsyncGenerator<SheetValue[][]> {
  let count = 0;
  let complete = 0;
  try {
    for await (const batch of leadsForExport(sql, filter, { viewerId: operator.id })) {
      yield batch.map((lead) => leadSheetRow(lead, copy));
      count += batch.length;
    }
    complete = 1;
  } finally {
    await recordAudit(sql, {
      operatorId: operator.id,
      operatorEmail: operator.email,
      action: format === "csv" ? "export-csv" : "export-xlsx",
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
