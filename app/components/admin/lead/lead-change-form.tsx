import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { UnsavedDialog, useUnsavedGuard } from "#app/components/admin/unsaved-guard.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { leadStatuses, NOTE_LIMIT } from "#app/vocabulary/admin.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { KeptChange, LeadView, OwnerChoice } from "./types.ts";

/**
 * Status, owner and a new note, sent with the version of the lead the page shows. What is typed in the note is
 * guarded: leaving the page asks first (in the app by the router's blocker, and the browser's own question when
 * the tab closes or reloads).
 */
export function LeadChangeForm({
  lead,
  owners,
  kept,
  ownerRefused,
}: {
  lead: LeadView;
  owners: OwnerChoice[];
  kept: KeptChange | undefined;
  ownerRefused: boolean;
}) {
  const { copy } = useAdmin();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [note, setNote] = useState(kept?.note ?? "");
  const blocker = useUnsavedGuard(note.trim() !== "" && navigation.state !== "submitting");
  // An owner refused keeps the operator's other choices; a stale change shows the lead as it is now.
  const status = ownerRefused && kept?.status ? kept.status : lead.status;
  const ownerId = ownerRefused ? (kept?.ownerId ?? "") : (lead.ownerId ?? "");
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={lead.version} />
      <FormField id="lead-status" label={copy.lead.status}>
        {(control) => (
          <select {...control} name="status" defaultValue={status} className={controlClasses()}>
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {copy.statuses[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="lead-owner" label={copy.lead.owner} error={ownerRefused ? copy.lead.ownerRefused : undefined}>
        {(control) => (
          <select {...control} name="owner" defaultValue={ownerId} className={controlClasses()}>
            <option value="">{copy.lead.noOwner}</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.you
                  ? formatTemplate(copy.lead.ownerYou, { name: owner.name ?? owner.email })
                  : owner.former
                    ? formatTemplate(copy.lead.ownerFormer, { name: owner.name ?? owner.email })
                    : (owner.name ?? owner.email)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="lead-note" label={copy.lead.note} hint={copy.lead.noteHint}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={4}
            maxLength={NOTE_LIMIT}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={controlClasses()}
          />
        )}
      </FormField>
      <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
        {copy.lead.save}
      </button>
      <UnsavedDialog blocker={blocker} text={copy.lead.unsaved} />
    </Form>
  );
}
