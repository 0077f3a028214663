import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { OwnerOptions, type LeadOwner } from "#app/components/admin/lead-table.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { LeadFilter } from "#app/lib/admin/lead-list.server.ts";

/** The search field's id: "/" jumps to it (InboxKeys). */
export const SEARCH_ID = "lead-search";

/** Words to search for and an owner, within the status tab chosen (a GET form: the view has an address). */
export function LeadSearch({
  filter,
  owners,
  filtered,
  children,
}: {
  filter: LeadFilter;
  owners: LeadOwner[];
  filtered: boolean;
  /** What goes at the end of the line (the shortcuts' button). */
  children?: ReactNode;
}) {
  const { copy, locale } = useAdmin();
  const control =
    "block h-9 rounded-lg border border-slate-300 bg-surface px-3 py-1 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600";
  // One line beside the tabs (issue 47): the labels are read, not shown; the hint is the field's placeholder.
  return (
    <Form method="get" className="flex min-w-0 flex-wrap items-center gap-2 max-lg:w-full lg:flex-nowrap">
      {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
      <label htmlFor={SEARCH_ID} className="sr-only">
        {copy.leads.search}
      </label>
      <input
        id={SEARCH_ID}
        name="q"
        type="search"
        defaultValue={filter.q ?? ""}
        placeholder={copy.leads.searchHint}
        title={copy.leads.searchHint}
        aria-keyshortcuts="/"
        className={cn(control, "w-full min-w-0 lg:w-64")}
      />
      <label htmlFor="lead-owner" className="sr-only">
        {copy.leads.owner}
      </label>
      <select
        id="lead-owner"
        name="owner"
        defaultValue={filter.owner ?? ""}
        className={cn(control, "min-w-0 max-lg:flex-1 lg:max-w-48")}
      >
        <option value="">{copy.leads.owners.any}</option>
        <option value="mine">{copy.leads.owners.mine}</option>
        <option value="none">{copy.leads.owners.none}</option>
        <OwnerOptions owners={owners} />
      </select>
      <button type="submit" className={buttonClasses("primary", "sm")}>
        {copy.leads.apply}
      </button>
      {filtered ? (
        <Link to={adminPath("leads", locale)} className={buttonClasses("ghost", "sm")}>
          {copy.leads.reset}
        </Link>
      ) : null}
      {children}
    </Form>
  );
}
