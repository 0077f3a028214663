import { data, useActionData, useLocation } from "react-router";
import * as z from "zod/mini";
import { AskBox } from "#app/components/admin/ask-box.tsx";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { InboxKeys } from "#app/components/admin/inbox-keys.tsx";
import { LeadTable } from "#app/components/admin/lead-table.tsx";
import { InboxNotices, NotificationLine, type InboxOutcome } from "#app/components/admin/leads/inbox-notices.tsx";
import { query } from "#app/components/admin/leads/inbox-query.ts";
import { LeadSearch, SEARCH_ID } from "#app/components/admin/leads/lead-search.tsx";
import { Pagination } from "#app/components/admin/leads/pagination.tsx";
import { StatusTabs } from "#app/components/admin/leads/status-tabs.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatAge, formatCount, formatDateTime, formatPlural } from "#app/i18n/format.ts";
import {
  bulkPick,
  changeLeads,
  COUNT_LIMIT,
  leadFilter,
  LEADS_PER_PAGE,
  leftTheView,
  listLeads,
  undoLeads,
  undoPick,
} from "#app/lib/admin/lead-list.server.ts";
import { assignableOperators } from "#app/lib/admin/leads.server.ts";
import { hiddenMatch } from "#app/lib/admin/lead-search.ts";
import { nameFromAddress, namedOperators } from "#app/lib/admin/operators.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { isLeadStatus } from "#app/vocabulary/admin.ts";
import { field, intents } from "#app/lib/server/form-fields.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { backlog } from "#app/lib/notify/outbox.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/leads";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, locale, copy, operator } = context.get(operatorContext);
  const { cursor, page, ...filter } = leadFilter(url);
  const sql = services.db.sql;
  const [list, { failed }, team, named] = await Promise.all([
    listLeads(sql, filter, { ...(cursor ? { cursor } : {}), viewerId: operator.id }),
    backlog(sql, new Date(), { kind: "lead" }),
    assignableOperators(sql),
    namedOperators(sql),
  ]);
  // Owners by their short name (issue 47); one who has left the team by their address's.
  const names = new Map(named.map((member) => [member.id, member.name]));
  const nameOf = (id: string, email: string) => names.get(id) ?? nameFromAddress(email);
  const now = new Date();
  return {
    filter,
    page: list.newer ? page : 1,
    /** The place of the page's first lead in the whole view (its page number is only carried along). */
    from: ((list.newer ? page : 1) - 1) * LEADS_PER_PAGE + 1,
    newer: list.newer,
    older: list.older,
    counts: list.counts,
    total: list.total,
    capped: list.capped ? COUNT_LIMIT : null,
    channels: services.channels,
    emailUnset: services.config.notifications.emailUnset ?? [],
    failed,
    deleted: url.searchParams.has("deleted"),
    // Whoever may own a lead: active operators whose role works the leads.
    owners: team.map((member) => ({ ...member, name: nameOf(member.id, member.email), me: member.id === operator.id })),
    leads: list.leads.map((lead) => ({
      id: lead.id,
      version: lead.version,
      received: formatDateTime(lead.receivedAt, locale),
      receivedIso: lead.receivedAt.toISOString(),
      age: formatAge(lead.receivedAt, now, locale),
      name: `${lead.firstName} ${lead.lastName}`,
      company: lead.company,
      email: lead.email,
      status: lead.status,
      owner: lead.ownerId ? nameOf(lead.ownerId, lead.ownerEmail ?? "") : null,
      ownerEmail: lead.ownerEmail,
      ...(filter.q ? { match: hiddenMatch(lead, filter.q) } : {}),
    })),
    meta: adminMeta(copy.titles.leads),
  };
}

const inboxForms = intents(
  z.object({
    intent: z.literal("bulk"),
    lead: field.all(),
    // "" leaves the status or the owner as it is; "none" takes the owner away.
    status: field.line(20),
    owner: field.line(200),
  }),
  // "Take it" on a row: the lead (with the version the row showed) becomes the operator's.
  z.object({ intent: z.literal("take"), lead: field.line(60) }),
  // The last change of several set back: each lead as the outcome's undo named it.
  z.object({ intent: z.literal("undo"), undo: field.all() }),
);

/**
 * Several leads at once (the ticked boxes, each with the version the list showed: a status, an owner), a lead
 * taken from its row, or the last change of several undone. A change of several also says how many of its leads
 * this view (the address's filter) no longer shows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, operator, copy } = context.get(operatorContext);
  const sql = services.db.sql;
  const form = await formOf(request, copy.errors.badForm, inboxForms);
  const by = { operatorId: operator.id, operatorEmail: operator.email };
  if (form.intent === "undo") {
    const undone = await undoLeads(
      sql,
      form.undo.flatMap((value) => undoPick(value) ?? []),
      by,
    );
    services.worker?.poke();
    return { kind: "undone" as const, undone };
  }
  if (form.intent === "take") {
    const pick = bulkPick(form.lead);
    if (!pick) throw data(null, { status: 400 });
    const outcome = await changeLeads(sql, [pick], { ownerId: operator.id }, by);
    services.worker?.poke();
    return { kind: "taken" as const, taken: "changed" in outcome && outcome.changed === 1 };
  }
  const { lead, status, owner } = form;
  const picks = lead.flatMap((value) => bulkPick(value) ?? []);
  const outcome = await changeLeads(
    sql,
    picks,
    {
      ...(isLeadStatus(status) ? { status } : {}),
      ...(owner === "none" ? { ownerId: null } : owner ? { ownerId: owner } : {}),
    },
    by,
  );
  if ("error" in outcome) return { kind: "bulk" as const, bulk: outcome };
  // An owner assigned by someone else is told by e-mail: the outbox has it now.
  services.worker?.poke();
  const { cursor: _cursor, page: _page, ...filter } = leadFilter(new URL(request.url));
  const changed = outcome.undo.map((entry) => entry.slice(0, 36));
  const left = await leftTheView(sql, filter, changed, operator.id);
  const owners = await namedOperators(sql);
  const ownerName =
    outcome.set.ownerId === undefined
      ? undefined
      : (owners.find((member) => member.id === outcome.set.ownerId)?.name ?? null);
  return { kind: "bulk" as const, bulk: { ...outcome, left, ownerName } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminLeadsPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const {
    filter,
    page,
    from,
    newer,
    older,
    counts,
    total,
    capped,
    leads,
    owners,
    channels,
    emailUnset,
    failed,
    deleted,
  } = loaderData;
  const location = useLocation();
  const result = useActionData<typeof action>();
  const filtered = Boolean(filter.q || filter.status || filter.owner);
  // The lead page's way back: this view, filters and page as they are.
  const list = encodeURIComponent(location.search.replace(/^\?/, ""));
  // What a change of several (or its undo) did; a lead taken from its row answers its own form (TakeIt).
  const outcome: InboxOutcome | undefined =
    result?.kind === "bulk" ? result.bulk : result?.kind === "undone" ? { undone: result.undone } : undefined;

  return (
    <>
      {/* One band: the heading with how sales is told, Ask, the download. */}
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900">
            {copy.leads.heading}{" "}
            <span className="text-base font-normal text-slate-600">
              {capped
                ? formatTemplate(copy.leads.totalCapped, { count: formatCount(capped, locale) })
                : formatPlural(total, copy.leads.total, locale)}
            </span>
          </h1>
          <NotificationLine channels={channels} emailUnset={emailUnset} />
        </div>
        <AskBox className="order-last min-w-0 grow max-lg:basis-full lg:order-none lg:basis-72" />
        <div className="flex gap-2">
          {(
            [
              ["leadsXlsx", copy.sheets.exportXlsx],
              ["leadsCsv", copy.leads.exportCsv],
            ] as const
          ).map(([sheet, label]) => (
            <a
              key={sheet}
              href={`${adminPath(sheet, locale)}${query(filter)}`}
              download
              title={copy.leads.exportHint}
              className={buttonClasses("secondary", "sm")}
              aria-describedby="export-hint"
            >
              {label}
            </a>
          ))}
        </div>
        <p id="export-hint" hidden>
          {copy.leads.exportHint}
        </p>
      </div>

      <InboxNotices deleted={deleted} failed={failed} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <StatusTabs filter={filter} counts={counts} capped={capped} />
        <LeadSearch filter={filter} owners={owners} filtered={filtered}>
          <InboxKeys searchId={SEARCH_ID} copy={copy.leads.shortcuts} />
        </LeadSearch>
      </div>

      <LeadTable
        // A new outcome starts with nothing ticked: the rows changed, and so did their versions.
        key={result ? JSON.stringify(result) : "list"}
        className="mt-3"
        leads={leads}
        owners={owners}
        outcome={outcome}
        empty={filtered ? copy.leads.noMatch : copy.leads.empty}
        leadHref={(id) => `${adminPath("lead", locale, { id })}?list=${list}`}
      />

      {newer || older ? (
        <Pagination
          filter={filter}
          page={page}
          from={from}
          shown={leads.length}
          total={total}
          capped={capped}
          newer={newer}
          older={older}
        />
      ) : null}
    </>
  );
}
