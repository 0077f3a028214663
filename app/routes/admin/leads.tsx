import { useActionData, useLocation } from "react-router";
import * as z from "zod/mini";
import { AskBox } from "#app/components/admin/ask-box.tsx";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { InboxKeys } from "#app/components/admin/inbox-keys.tsx";
import { LeadTable } from "#app/components/admin/lead-table.tsx";
import { InboxNotices } from "#app/components/admin/leads/inbox-notices.tsx";
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
  listLeads,
} from "#app/lib/admin/lead-list.server.ts";
import { assignableOperators } from "#app/lib/admin/leads.server.ts";
import { hiddenMatch } from "#app/lib/admin/lead-search.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { isLeadStatus } from "#app/vocabulary/admin.ts";
import { field } from "#app/lib/server/form-fields.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { backlog } from "#app/lib/notify/outbox.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/leads";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, locale, copy, operator } = context.get(operatorContext);
  const { cursor, page, ...filter } = leadFilter(url);
  const sql = services.db.sql;
  const [list, { failed }, team] = await Promise.all([
    listLeads(sql, filter, { ...(cursor ? { cursor } : {}), viewerId: operator.id }),
    backlog(sql, new Date(), { kind: "lead" }),
    assignableOperators(sql),
  ]);
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
    failed,
    deleted: url.searchParams.has("deleted"),
    // Whoever may own a lead: active operators whose role works the leads.
    owners: team.map((member) => ({ ...member, me: member.id === operator.id })),
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
      owner: lead.ownerEmail,
      ...(filter.q ? { match: hiddenMatch(lead, filter.q) } : {}),
    })),
    meta: adminMeta(copy.titles.leads),
  };
}

const bulkForm = z.object({
  intent: z.optional(z.literal("bulk")),
  lead: field.all(),
  // "" leaves the status or the owner as it is; "none" takes the owner away.
  status: field.line(20),
  owner: field.line(200),
});

/** Several leads at once: the ticked boxes (each with the version the list showed), a status, an owner. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, operator, copy } = context.get(operatorContext);
  const { lead, status, owner } = await formOf(request, copy.errors.badForm, bulkForm);
  const picks = lead.flatMap((value) => bulkPick(value) ?? []);
  return changeLeads(
    services.db.sql,
    picks,
    {
      ...(isLeadStatus(status) ? { status } : {}),
      ...(owner === "none" ? { ownerId: null } : owner ? { ownerId: owner } : {}),
    },
    { operatorId: operator.id, operatorEmail: operator.email },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminLeadsPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { filter, page, from, newer, older, counts, total, capped, leads, owners, channels, failed, deleted } =
    loaderData;
  const location = useLocation();
  const result = useActionData<typeof action>();
  const filtered = Boolean(filter.q || filter.status || filter.owner);
  // The lead page's way back: this view, filters and page as they are.
  const list = encodeURIComponent(location.search.replace(/^\?/, ""));

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{copy.leads.heading}</h1>
          <p className="mt-1 text-slate-600">
            {capped
              ? formatTemplate(copy.leads.totalCapped, { count: formatCount(capped, locale) })
              : formatPlural(total, copy.leads.total, locale)}
          </p>
        </div>
        <AskBox />
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <div className="flex gap-2">
            <a
              href={`${adminPath("leadsXlsx", locale)}${query(filter)}`}
              download
              className={buttonClasses("secondary", "sm")}
              aria-describedby="export-hint"
            >
              {copy.sheets.exportXlsx}
            </a>
            <a
              href={`${adminPath("leadsCsv", locale)}${query(filter)}`}
              download
              className={buttonClasses("secondary", "sm")}
              aria-describedby="export-hint"
            >
              {copy.leads.exportCsv}
            </a>
          </div>
          <p id="export-hint" className="max-w-72 text-xs text-slate-600 sm:text-right">
            {copy.leads.exportHint}
          </p>
        </div>
      </div>

      <InboxNotices deleted={deleted} result={result} channels={channels} failed={failed} />
      <StatusTabs filter={filter} counts={counts} capped={capped} />
      <LeadSearch filter={filter} owners={owners} filtered={filtered} />

      <div className="mt-3 flex justify-end">
        <InboxKeys searchId={SEARCH_ID} copy={copy.leads.shortcuts} />
      </div>

      <LeadTable
        // A new outcome starts with nothing ticked: the rows changed, and so did their versions.
        key={result ? JSON.stringify(result) : "list"}
        className="mt-3"
        leads={leads}
        owners={owners}
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
