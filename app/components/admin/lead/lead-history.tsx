import { Form } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { LeadTimeline, type TimelineItem } from "#app/components/admin/lead-timeline.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { NOTE_LIMIT } from "#app/vocabulary/admin.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { LeadPanel } from "./lead-panel.tsx";

/** The lead's history, newest first; each of the operator's own notes can be corrected. */
export function LeadHistory({ items, version }: { items: TimelineItem[]; version: number }) {
  const { copy } = useAdmin();
  return (
    <LeadPanel id="lead-history" heading={copy.history.heading}>
      {/* Drawn anew with each version, so that a saved correction closes its form. */}
      <LeadTimeline
        items={items}
        copy={copy}
        correction={(item) => <CorrectNote key={`${item.id}-${version}`} item={item} />}
      />
    </LeadPanel>
  );
}

/**
 * The author's way to correct a note of theirs: the earlier wording stays in the history. A correction only
 * appends, so it is saved whatever changed meanwhile, and sends no version.
 */
function CorrectNote({ item }: { item: TimelineItem }) {
  const { copy } = useAdmin();
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-semibold text-indigo-700">{copy.history.correct}</summary>
      <Form method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="note" value={item.id} />
        <FormField id={`correct-${item.id}`} label={formatTemplate(copy.history.correctLabel, { date: item.at })}>
          {(control) => (
            <textarea
              {...control}
              name="correction"
              rows={3}
              maxLength={NOTE_LIMIT}
              defaultValue={item.body ?? ""}
              className={controlClasses()}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClasses("secondary", "sm", "justify-self-start")}>
          {copy.history.saveCorrection}
        </button>
      </Form>
    </details>
  );
}
