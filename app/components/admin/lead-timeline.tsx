import type { ReactNode } from "react";
import type { AdminContent } from "#app/content/admin/types.ts";
import type { LeadEventKind } from "#app/lib/admin/lead-history.server.ts";
import { isLeadStatus } from "#app/vocabulary/admin.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/** One entry of a lead's history as its page shows it: times already written out in the page's language. */
export type TimelineItem = {
  id: string;
  kind: LeadEventKind;
  /** "25. November 2026 um 14:02": when it happened. */
  at: string;
  /** The machine-readable time, for <time>. */
  iso: string;
  /**
   * The operator's display name (their address when their profile has none); null for the outbox, and for notes
   * kept from before the history.
   */
  who: string | null;
  /** The operator's id: whether an assignment was theirs to take or give up. */
  whoId: string | null;
  /** Written by the operator looking at it: only they may correct a note. */
  mine: boolean;
  /** A note's wording now (its last correction's, if corrected). */
  body: string | null;
  /** The earlier wordings of a corrected note, oldest first, with when each was replaced. */
  earlier: { body: string; replaced: string }[];
  details: Record<string, string | number | null>;
};

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

/** What an entry says, in the page's language. */
export function describeEvent(item: TimelineItem, copy: AdminContent): string {
  const { events, channels } = copy.history;
  const who = item.who ?? copy.history.someone;
  const status = (value: unknown) => (isLeadStatus(value) ? copy.statuses[value] : text(value as string));
  const { details } = item;
  switch (item.kind) {
    case "note":
      return item.who === null ? events.legacyNote : formatTemplate(events.note, { who });
    case "status":
      return formatTemplate(events.status, { who, from: status(details.from), to: status(details.to) });
    case "owner":
      // The owners by their names (`fromName`, `toName`, set by the page's server), else by the address kept.
      if (!details.to && details.from === item.whoId) return formatTemplate(events.gaveUp, { who });
      if (!details.to)
        return formatTemplate(events.released, { who, owner: text(details.fromName ?? details.fromEmail) });
      if (details.to === item.whoId) return formatTemplate(events.took, { who });
      return formatTemplate(events.assigned, { who, owner: text(details.toName ?? details.toEmail) });
    case "export":
      return formatTemplate(events.export, { who });
    case "erasure-request":
      return formatTemplate(events.erasureRequest, { who });
    case "notification": {
      const channel = details.channel === "webhook" ? channels.webhook : channels.email;
      const outcome = details.outcome;
      const template =
        outcome === "sent" || outcome === "delayed" || outcome === "failed" || outcome === "retry"
          ? events.notification[outcome]
          : events.notification.sent;
      return formatTemplate(template, { who, channel });
    }
  }
}

/**
 * A lead's history, newest first: who did what, when; a note with its wording, a corrected one marked so with
 * its earlier wording a click away. `correction` renders the author's way to correct a note of theirs.
 */
export function LeadTimeline({
  items,
  copy,
  correction,
}: {
  items: TimelineItem[];
  copy: AdminContent;
  correction?: (item: TimelineItem) => ReactNode;
}) {
  if (items.length === 0) return <p className="mt-2 text-sm text-slate-700">{copy.history.empty}</p>;
  return (
    <ol className="mt-3 space-y-4">
      {items.map((item) => (
        <li key={item.id} className="border-l-2 border-slate-200 pl-3" data-kind={item.kind}>
          <p className="text-sm text-slate-800 [overflow-wrap:anywhere]">
            <span className="font-semibold">{describeEvent(item, copy)}</span>
            <span className="text-slate-600">
              {" · "}
              <time dateTime={item.iso}>{item.at}</time>
            </span>
          </p>
          {item.body !== null ? (
            <p className="mt-1 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{item.body}</p>
          ) : null}
          {item.earlier.length > 0 ? (
            <details className="mt-1 text-sm text-slate-700">
              <summary className="cursor-pointer text-slate-600">
                {formatTemplate(copy.history.corrected, { date: item.earlier.at(-1)!.replaced })} ·{" "}
                {copy.history.earlier}
              </summary>
              <ol className="mt-1 space-y-1">
                {item.earlier.map((wording, index) => (
                  <li key={index} className="whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]">
                    {wording.body}
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
          {correction && item.kind === "note" && item.mine ? correction(item) : null}
        </li>
      ))}
    </ol>
  );
}
