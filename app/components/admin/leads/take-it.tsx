import { useFetcher } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { LeadRow } from "#app/components/admin/lead-table.tsx";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/** "Take it" on a lead nobody owns: it becomes the operator's, without leaving the list (a form without script). */
export function TakeIt({ lead }: { lead: LeadRow }) {
  const { copy } = useAdmin();
  const fetcher = useFetcher<{ taken: boolean }>();
  if (fetcher.data && !fetcher.data.taken)
    return <span className="text-xs whitespace-normal text-red-800">{copy.inboxFlow.takeStale}</span>;
  return (
    <fetcher.Form method="post" className="inline">
      <input type="hidden" name="intent" value="take" />
      <input type="hidden" name="lead" value={`${lead.id}:${lead.version}`} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={formatTemplate(copy.inboxFlow.takeLead, { name: lead.name })}
        className="rounded-md px-1.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-300 hover:bg-indigo-50"
      >
        {copy.inboxFlow.take}
      </button>
    </fetcher.Form>
  );
}
