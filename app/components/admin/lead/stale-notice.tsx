import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { describeEvent, type TimelineItem } from "#app/components/admin/lead-timeline.tsx";
import type { LeadStatus } from "#app/vocabulary/admin.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { KeptChange } from "./types.ts";

/**
 * The change was made on a version of the lead that is no longer the current one: the status or owner chosen was
 * not saved (a note was, `noteAdded`). Says what changed meanwhile, and what the operator had chosen that differs
 * from the lead as it is now.
 */
export function StaleNotice({
  since,
  noteAdded,
  kept,
  current,
  ownerName,
}: {
  since: TimelineItem[];
  noteAdded: boolean;
  kept: KeptChange | undefined;
  current: { status: LeadStatus; ownerId: string | null };
  ownerName: (id: string | null) => string;
}) {
  const { copy } = useAdmin();
  // What the operator saw is what the first change since changed from; they chose what differs from it.
  const seen = (kind: "status" | "owner", now: string | null) => {
    const first = since.find((item) => item.kind === kind);
    return first ? ((first.details.from as string | null | undefined) ?? null) : now;
  };
  const chose = (value: string | null | undefined, kind: "status" | "owner", now: string | null) =>
    value !== undefined && value !== seen(kind, now) && value !== now;
  const choices = [
    ...(kept?.status && chose(kept.status, "status", current.status)
      ? [formatTemplate(copy.lead.stale.choice, { field: copy.lead.status, value: copy.statuses[kept.status] })]
      : []),
    ...(kept && chose(kept.ownerId, "owner", current.ownerId)
      ? [formatTemplate(copy.lead.stale.choice, { field: copy.lead.owner, value: ownerName(kept.ownerId) })]
      : []),
  ];
  return (
    <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{noteAdded ? copy.lead.stale.noteAddedHeading : copy.lead.stale.heading}</p>
      <p className="mt-1">{noteAdded ? copy.lead.stale.noteAddedBody : copy.lead.stale.body}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {since.map((item) => (
          <li key={item.id} className="[overflow-wrap:anywhere]">
            {describeEvent(item, copy)} ({item.at})
            {item.body ? <span className="block whitespace-pre-wrap">{item.body}</span> : null}
          </li>
        ))}
      </ul>
      {choices.length > 0 ? (
        <p className="mt-2">{formatTemplate(copy.lead.stale.yourChoices, { choices: choices.join(", ") })}</p>
      ) : null}
    </div>
  );
}
