import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { LeadView } from "./types.ts";

export function BackLink({ to }: { to: string }) {
  const { copy } = useAdmin();
  return (
    <p>
      <Link to={to} className="text-sm text-indigo-700 underline">
        {copy.lead.back}
      </Link>
    </p>
  );
}

/** Whose lead it is and when it came, in which language. */
export function LeadHeader({ lead, back }: { lead: LeadView; back: string }) {
  const { copy } = useAdmin();
  return (
    <>
      <BackLink to={back} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">{lead.name}</h1>
      <p className="mt-1 text-slate-600">
        {copy.lead.received}: {lead.received} ({copy.lead.receivedNote}) · {copy.lead.language}:{" "}
        {copy.lead.languages[lead.language]}
      </p>
      <p className="mt-1 text-slate-700" data-testid="lead-owner">
        {lead.ownerEmail
          ? formatTemplate(copy.lead.ownedBy, { owner: lead.ownerName ?? lead.ownerEmail })
          : copy.lead.unowned}
      </p>
    </>
  );
}

export type LeadDone = "saved" | "unchanged" | "retried" | "corrected" | "erasure";

/** What the page says above the work: an erasure asked for, what the last change did, a correction refused. */
export function LeadNotices({
  erasure,
  done,
  notYours,
}: {
  erasure: { at: string; who: string } | null;
  done: LeadDone | undefined;
  notYours: boolean;
}) {
  const { copy } = useAdmin();
  const doneMessage = done
    ? {
        saved: copy.lead.saved,
        unchanged: copy.lead.unchanged,
        retried: copy.lead.retried,
        corrected: copy.history.correctionSaved,
        erasure: copy.lead.erasureRecorded,
      }[done]
    : undefined;
  return (
    <>
      {erasure ? (
        <Spaced tone="info">
          {formatTemplate(copy.lead.erasureRequested, { date: erasure.at, who: erasure.who })}
        </Spaced>
      ) : null}
      {doneMessage ? <Spaced tone="success">{doneMessage}</Spaced> : null}
      {notYours ? <Spaced tone="error">{copy.history.notYours}</Spaced> : null}
    </>
  );
}

function Spaced({ tone, children }: { tone: "success" | "error" | "info"; children: ReactNode }) {
  return (
    <div className="mt-4">
      <Notice tone={tone}>{children}</Notice>
    </div>
  );
}
