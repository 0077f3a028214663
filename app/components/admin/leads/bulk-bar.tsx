import { Form } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { LeadOwner } from "#app/components/admin/lead-table.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatCount } from "#app/i18n/format.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { leadStatuses } from "#app/vocabulary/admin.ts";
import { BulkNotice, type InboxOutcome } from "./inbox-notices.tsx";

/** The form the inbox's boxes name (`form="lead-bulk"`). */
export const BULK_FORM = "lead-bulk";

/** At the bottom of the screen: the outcome of the last change (with Undo), and the form once a box is ticked. */
export function BulkArea({
  owners,
  selected,
  outcome,
  onClear,
}: {
  owners: LeadOwner[];
  selected: number;
  outcome: InboxOutcome | undefined;
  onClear: () => void;
}) {
  const { copy } = useAdmin();
  return (
    <div className="sticky bottom-0 z-10 mt-2 space-y-2 empty:hidden">
      {outcome ? (
        <section
          aria-label={copy.inboxFlow.bulk.resultLabel}
          className="rounded-xl border border-slate-200 bg-surface px-3 pt-2 shadow-lg [&_p[role]]:mb-2 [&_p[role]]:py-1.5"
        >
          <BulkNotice outcome={outcome} />
        </section>
      ) : null}
      <BulkForm owners={owners} selected={selected} onClear={onClear} />
    </div>
  );
}

/** What to do with the ticked leads: a status, an owner, or both; the boxes name the form (`form="lead-bulk"`). */
function BulkForm({ owners, selected, onClear }: { owners: LeadOwner[]; selected: number; onClear: () => void }) {
  const { copy, locale } = useAdmin();
  const text = copy.leads;
  const select =
    "block h-8 max-w-full rounded-lg border border-slate-300 bg-surface px-2 py-1 text-sm text-slate-900 shadow-sm";
  return (
    <Form
      method="post"
      id={BULK_FORM}
      data-bulk-bar=""
      className={cn(
        "rounded-xl border border-indigo-200 bg-indigo-50 px-3 py-2 shadow-lg",
        selected ? "flex" : "hidden",
      )}
    >
      <fieldset className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="sr-only">{text.bulk.legend}</legend>
        <span className="text-sm font-semibold text-slate-900 tabular-nums" aria-live="polite">
          {formatTemplate(text.bulk.selected, { count: formatCount(selected, locale) })}
        </span>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          {text.bulk.status}
          <select name="status" defaultValue="" className={select}>
            <option value="">{text.bulk.keep}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          {text.bulk.owner}
          <select name="owner" defaultValue="" className={select}>
            <option value="">{text.bulk.keep}</option>
            <option value="none">{text.bulk.nobody}</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" name="intent" value="bulk" className={buttonClasses("primary", "sm")}>
          {text.bulk.apply}
        </button>
        <button type="button" onClick={onClear} className={buttonClasses("ghost", "sm")}>
          {copy.inboxFlow.bulk.dismiss}
        </button>
      </fieldset>
    </Form>
  );
}
