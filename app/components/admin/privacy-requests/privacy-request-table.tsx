import { Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { PrivacyRequestView } from "#app/components/admin/lead/person.server.ts";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/** Every recorded privacy request: open ones first by deadline, an overdue one marked; each links to the person. */
export function PrivacyRequestTable({ requests }: { requests: PrivacyRequestView[] }) {
  const { copy, locale } = useAdmin();
  const words = copy.person;
  return (
    <DataTable
      className="mt-6"
      caption={words.list.caption}
      rows={requests}
      rowKey={(request) => request.id}
      empty={words.list.empty}
      columns={[
        {
          id: "person",
          header: words.list.columns.person,
          cell: (request) =>
            request.leadId ? (
              <Link to={adminPath("lead", locale, { id: request.leadId })} className="text-indigo-700 underline">
                {request.name}
              </Link>
            ) : (
              <span className="text-slate-600">{words.list.erased}</span>
            ),
        },
        { id: "kind", header: words.list.columns.kind, cell: (request) => words.kinds[request.kind] },
        { id: "received", header: words.list.columns.received, cell: (request) => request.received, nowrap: true },
        { id: "due", header: words.list.columns.due, cell: (request) => request.due, nowrap: true },
        {
          id: "state",
          header: words.list.columns.state,
          cell: (request) =>
            request.done ? (
              formatTemplate(words.doneOn, { date: request.done.at, who: request.done.who })
            ) : request.overdue ? (
              <strong className="text-red-700" data-overdue="">
                {words.overdue}
              </strong>
            ) : (
              words.list.open
            ),
        },
      ]}
    />
  );
}
