import { Form, Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { OwnerOptions, type LeadOwner } from "#app/components/admin/lead-table.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { LeadFilter } from "#app/lib/admin/lead-list.server.ts";

/** The search field's id: "/" jumps to it (InboxKeys). */
export const SEARCH_ID = "lead-search";

/** Words to search for and an owner, within the status tab chosen (a GET form: the view has an address). */
export function LeadSearch({
  filter,
  owners,
  filtered,
}: {
  filter: LeadFilter;
  owners: LeadOwner[];
  filtered: boolean;
}) {
  const { copy, locale } = useAdmin();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-surface p-4">
      {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
      <FormField
        id={SEARCH_ID}
        label={copy.leads.search}
        hint={copy.leads.searchHint}
        className="min-w-0 flex-1 basis-64"
      >
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            aria-keyshortcuts="/"
            className={controlClasses()}
          />
        )}
      </FormField>
      <FormField id="lead-owner" label={copy.leads.owner} className="min-w-0 basis-48">
        {(control) => (
          <select {...control} name="owner" defaultValue={filter.owner ?? ""} className={controlClasses()}>
            <option value="">{copy.leads.owners.any}</option>
            <option value="mine">{copy.leads.owners.mine}</option>
            <option value="none">{copy.leads.owners.none}</option>
            <OwnerOptions owners={owners} />
          </select>
        )}
      </FormField>
      <button type="submit" className={buttonClasses("primary", "md")}>
        {copy.leads.apply}
      </button>
      {filtered ? (
        <Link to={adminPath("leads", locale)} className={buttonClasses("ghost", "md")}>
          {copy.leads.reset}
        </Link>
      ) : null}
    </Form>
  );
}
