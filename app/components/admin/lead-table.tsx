import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { SearchMatch } from "#app/components/admin/leads/search-match.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { formatCount } from "#app/i18n/format.ts";
import type { HiddenMatch } from "#app/lib/admin/lead-search.ts";
import { leadStatuses, type LeadStatus } from "#app/vocabulary/admin.ts";
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
  owner: string | null;
  /** A search found this lead only in a field the row does not show. */
  match?: HiddenMatch | undefined;
};

export type LeadOwner = { id: string; email: string; me: boolean };

/** The team as choices of an owner: the inbox's filter and its form for several leads list them alike. */
export function OwnerOptions({ owners }: { owners: LeadOwner[] }) {
  return owners.map((owner) => (
    <option key={owner.id} value={owner.id}>
      {owner.email}
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

const BULK_FORM = "lead-bulk";

/**
 * The inbox's rows with a box each, and what to do with the ticked ones (status, owner: one form, posted to the
 * page's action, each box naming a lead and the version this list showed). From 1024 px a table; narrower each
 * row is a card of three lines: name and age, company and status, e-mail and owner, nothing cut off.
 */
export function LeadTable({
  leads,
  owners,
  empty,
  leadHref,
  className,
}: {
  leads: LeadRow[];
  owners: LeadOwner[];
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

  if (leads.length === 0) return <p className={cn("text-slate-700", className)}>{empty}</p>;
  return (
    <div className={className}>
      <BulkForm
        owners={owners}
        selected={selected}
        all={selected === leads.length}
        onAll={(checked) => {
          for (const box of boxes()) box.checked = checked;
          recount();
        }}
      />

      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-surface lg:overflow-x-auto">
        <table ref={table} className="w-full text-left text-sm max-lg:block" onChange={recount}>
          <caption className="sr-only">{text.tableCaption}</caption>
          <HeaderRow />
          <tbody className="max-lg:block">
            {leads.map((lead) => (
              <LeadTableRow key={lead.id} lead={lead} href={leadHref(lead.id)} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** What to do with the ticked leads: a status, an owner, or both; the boxes name the form (`form="lead-bulk"`). */
function BulkForm({
  owners,
  selected,
  all,
  onAll,
}: {
  owners: LeadOwner[];
  selected: number;
  all: boolean;
  onAll: (checked: boolean) => void;
}) {
  const { copy, locale } = useAdmin();
  const text = copy.leads;
  return (
    <Form method="post" id={BULK_FORM} className="mb-3 rounded-2xl border border-slate-200 bg-slate-50 p-3">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{text.bulk.legend}</legend>
        <label className="flex items-center gap-2 self-center text-sm text-slate-800">
          <input type="checkbox" className="size-4" checked={all} onChange={(event) => onAll(event.target.checked)} />
          {text.selectPage}
        </label>
        <span className="self-center text-sm text-slate-700 tabular-nums" aria-live="polite">
          {formatTemplate(text.bulk.selected, { count: formatCount(selected, locale) })}
        </span>
        <FormField label={text.bulk.status} className="min-w-0 grow basis-52">
          {(control) => (
            <select {...control} name="status" defaultValue="" className={controlClasses()}>
              <option value="">{text.bulk.keep}</option>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {copy.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={text.bulk.owner} className="min-w-0 grow basis-60">
          {(control) => (
            <select {...control} name="owner" defaultValue="" className={controlClasses()}>
              <option value="">{text.bulk.keep}</option>
              <option value="none">{text.bulk.nobody}</option>
              <OwnerOptions owners={owners} />
            </select>
          )}
        </FormField>
        <button type="submit" name="intent" value="bulk" className={buttonClasses("secondary", "md")}>
          {text.bulk.apply}
        </button>
      </fieldset>
    </Form>
  );
}

/** The columns a lead's row shows, between its box and when it came. */
const headed = ["name", "company", "email", "status", "owner"] as const;

function HeaderRow() {
  const { copy } = useAdmin();
  const text = copy.leads;
  return (
    <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 max-lg:sr-only">
      <tr>
        <th scope="col" className="w-10 px-3 py-3">
          <span className="sr-only">{text.columns.select}</span>
        </th>
        {headed.map((column) => (
          <th key={column} scope="col" className="px-3 py-3 font-semibold">
            {text.columns[column]}
          </th>
        ))}
        <th scope="col" className="px-3 py-3 text-right font-semibold">
          {text.columns.received}
        </th>
      </tr>
    </thead>
  );
}

const cell = "px-3 py-3 align-top lg:align-middle";

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
          "font-normal max-lg:col-start-2 max-lg:row-start-1 max-lg:[overflow-wrap:anywhere] lg:break-words",
        )}
      >
        <Link to={href} data-inbox-link="" className="font-semibold text-indigo-700 underline max-lg:text-base">
          {lead.name}
        </Link>
        <SearchMatch match={lead.match} />
      </th>
      <td className={cn(cell, "max-lg:col-start-2 max-lg:row-start-2 max-lg:[overflow-wrap:anywhere] lg:break-words")}>
        {lead.company}
      </td>
      <td
        className={cn(
          cell,
          // A cell that may break anywhere is sized as if one letter wide: whole words at a desk, where the address
          // alone gives way below 1280 px.
          "text-slate-700 max-lg:col-span-2 max-lg:col-start-2 max-lg:row-start-3 max-xl:[overflow-wrap:anywhere] xl:break-words",
        )}
      >
        {lead.email}
      </td>
      <td className={cn(cell, "max-lg:col-start-3 max-lg:row-start-2 max-lg:text-right")}>
        <StatusBadge status={lead.status} label={copy.statuses[lead.status]} />
      </td>
      <td
        className={cn(
          cell,
          "text-slate-700 max-lg:col-span-2 max-lg:col-start-2 max-lg:row-start-4 max-lg:[overflow-wrap:anywhere] lg:break-words",
        )}
      >
        <span className="lg:hidden">{text.columns.owner}: </span>
        {lead.owner ?? <span className="whitespace-nowrap text-slate-600">{text.unassigned}</span>}
      </td>
      <td className={cn(cell, "text-right whitespace-nowrap text-slate-700 max-lg:col-start-3 max-lg:row-start-1")}>
        <time dateTime={lead.receivedIso} title={lead.received}>
          {lead.age}
        </time>
      </td>
    </tr>
  );
}
