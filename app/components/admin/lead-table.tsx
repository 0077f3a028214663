import { useRef, useState } from "react";
import { Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { BulkArea, BULK_FORM } from "#app/components/admin/leads/bulk-bar.tsx";
import type { InboxOutcome } from "#app/components/admin/leads/inbox-notices.tsx";
import { TakeIt } from "#app/components/admin/leads/take-it.tsx";
import type { LeadStatus } from "#app/vocabulary/admin.ts";
import { SearchMatch } from "#app/components/admin/leads/search-match.tsx";
import type { HiddenMatch } from "#app/lib/admin/lead-search.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

export type LeadRow = {
  id: string;
  version: number;
  received: string;
  receivedIso: string;
  age: string;
  name: string;
  company: string;
  email: string;
  status: LeadStatus;
  /** The owner's short name (issue 47: not their whole address), and their address for a closer look. */
  owner: string | null;
  ownerEmail: string | null;
  /** A search found this lead only in a field the row does not show. */
  match?: HiddenMatch | undefined;
};

export type LeadOwner = { id: string; email: string; name: string; me: boolean };

/** The team as choices of an owner: the inbox's filter and its form for several leads list them alike. */
export function OwnerOptions({ owners }: { owners: LeadOwner[] }) {
  return owners.map((owner) => (
    <option key={owner.id} value={owner.id}>
      {owner.name}
    </option>
  ));
}

const statusTone: Record<LeadStatus, string> = {
  new: "bg-indigo-100 text-indigo-900",
  contacted: "bg-amber-100 text-amber-900",
  qualified: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status, label }: { status: LeadStatus; label: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        statusTone[status],
      )}
    >
      {label}
    </span>
  );
}

/**
 * The inbox's rows with a box each, and what to do with the ticked ones (status, owner: one form, posted to the
 * page's action, each box naming a lead and the version this list showed). From 1024 px a table; narrower each
 * row is a card of three lines: name and age, company and status, e-mail and owner, nothing cut off. The form
 * shows only once a box is ticked (by CSS, so also before the script runs), at the bottom of the screen while
 * the rows scroll, and what it did is said right there, with Undo (issue 47).
 */
export function LeadTable({
  leads,
  owners,
  outcome,
  empty,
  leadHref,
  className,
}: {
  leads: LeadRow[];
  owners: LeadOwner[];
  outcome?: InboxOutcome | undefined;
  empty: string;
  leadHref: (id: string) => string;
  className?: string;
}) {
  const { copy } = useAdmin();
  const text = copy.leads;
  const table = useRef<HTMLTableElement>(null);
  const [selected, setSelected] = useState(0);
  const boxes = () => [...(table.current?.querySelectorAll<HTMLInputElement>("input[data-inbox-select]") ?? [])];
  const recount = () => setSelected(boxes().filter((box) => box.checked).length);
  const bulkArea = (
    <BulkArea
      owners={owners}
      selected={selected}
      outcome={outcome}
      onClear={() => {
        for (const box of boxes()) box.checked = false;
        recount();
      }}
    />
  );

  if (leads.length === 0)
    return (
      <div className={className}>
        <p className="text-slate-700">{empty}</p>
        {bulkArea}
      </div>
    );
  return (
    <div className={cn("[&:has([data-inbox-select]:checked)_[data-bulk-bar]]:flex", className)}>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-surface lg:overflow-x-auto">
        <table ref={table} className="w-full text-left text-sm max-lg:block" onChange={recount}>
          <caption className="sr-only">{text.tableCaption}</caption>
          <HeaderRow
            all={selected === leads.length}
            onAll={(checked) => {
              for (const box of boxes()) box.checked = checked;
              recount();
            }}
          />
          <tbody className="max-lg:block">
            {leads.map((lead) => (
              <LeadTableRow key={lead.id} lead={lead} href={leadHref(lead.id)} />
            ))}
          </tbody>
        </table>
      </div>
      {bulkArea}
    </div>
  );
}

/** The columns a lead's row shows, between its box and when it came. */
const headed = ["name", "company", "email", "status", "owner"] as const;

/** The columns' names, and the box that ticks every row of the page. */
function HeaderRow({ all, onAll }: { all: boolean; onAll: (checked: boolean) => void }) {
  const { copy } = useAdmin();
  const text = copy.leads;
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 max-lg:sr-only">
      <tr>
        <th scope="col" className="w-10 px-3 py-2">
          <span className="sr-only">{text.columns.select}</span>
          <input
            type="checkbox"
            className="size-4 align-middle"
            checked={all}
            onChange={(event) => onAll(event.target.checked)}
            aria-label={text.selectPage}
          />
        </th>
        {headed.map((column) => (
          <th key={column} scope="col" className="px-3 py-2 font-semibold">
            {text.columns[column]}
          </th>
        ))}
        <th scope="col" className="px-3 py-2 text-right font-semibold">
          {text.columns.received}
        </th>
      </tr>
    </thead>
  );
}

const cell = "px-3 py-3 align-top lg:py-1.5 lg:align-middle";

/** A lead's row: a table row at a desk, a card of three lines below 1024 px. */
function LeadTableRow({ lead, href }: { lead: LeadRow; href: string }) {
  const { copy } = useAdmin();
  const text = copy.leads;
  return (
    <tr
      data-inbox-row=""
      className="border-b border-slate-100 last:border-0 focus-within:bg-indigo-50 max-lg:grid max-lg:grid-cols-[auto_minmax(0,1fr)_auto] max-lg:gap-x-3 max-lg:gap-y-1 max-lg:px-3 max-lg:py-3 max-lg:[&>*]:p-0"
    >
      <td className={cn(cell, "max-lg:col-start-1 max-lg:row-span-4 max-lg:row-start-1")}>
        <input
          type="checkbox"
          name="lead"
          value={`${lead.id}:${lead.version}`}
          form={BULK_FORM}
          data-inbox-select=""
          aria-label={formatTemplate(text.selectLead, { name: lead.name })}
          className="size-4 max-lg:mt-1"
        />
      </td>
      <th
        scope="row"
        className={cn(
          cell,
          // A name stays on one line at a desk; the company and the address give way instead.
          "font-normal max-lg:col-start-2 max-lg:row-start-1 max-lg:[overflow-wrap:anywhere] lg:whitespace-nowrap",
        )}
      >
        <Link to={href} data-inbox-link="" className="font-semibold text-indigo-700 underline max-lg:text-base">
          {lead.name}
        </Link>
        <SearchMatch match={lead.match} />
      </th>
      <td className={cn(cell, "max-lg:col-start-2 max-lg:row-start-2 max-lg:[overflow-wrap:anywhere]")}>
        {/* One line a row at a desk: what does not fit is cut, and shown whole on pointing at it. */}
        <span title={lead.company} className="lg:block lg:max-w-44 lg:truncate xl:max-w-52">
          {lead.company}
        </span>
      </td>
      <td
        className={cn(
          cell,
          "text-slate-700 max-lg:col-span-2 max-lg:col-start-2 max-lg:row-start-3 max-lg:[overflow-wrap:anywhere]",
        )}
      >
        <span title={lead.email} className="lg:block lg:max-w-48 lg:truncate xl:max-w-56">
          {lead.email}
        </span>
      </td>
      <td className={cn(cell, "max-lg:col-start-3 max-lg:row-start-2 max-lg:text-right")}>
        <StatusBadge status={lead.status} label={copy.statuses[lead.status]} />
      </td>
      <td className={cn(cell, "text-slate-700 max-lg:col-span-2 max-lg:col-start-2 max-lg:row-start-4")}>
        <span className="lg:hidden">{text.columns.owner}: </span>
        {lead.owner ? (
          <span title={lead.ownerEmail ?? undefined} className="whitespace-nowrap">
            {lead.owner}
          </span>
        ) : (
          // A div, not a span: the button's form may not sit in phrasing content (the Nu HTML Checker).
          <div className="inline-flex flex-wrap items-center gap-x-2 whitespace-nowrap">
            {/* At a desk the button says it: nobody has the lead. */}
            <span className="text-slate-600 lg:sr-only">{text.unassigned}</span>
            <TakeIt lead={lead} />
          </div>
        )}
      </td>
      <td className={cn(cell, "text-right whitespace-nowrap text-slate-700 max-lg:col-start-3 max-lg:row-start-1")}>
        <time dateTime={lead.receivedIso} title={lead.received}>
          {lead.age}
        </time>
      </td>
    </tr>
  );
}
