import { Form, Link, useActionData, useLocation } from "react-router";
import * as z from "zod/mini";
import { AskBox } from "#app/components/admin/ask-box.tsx";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { InboxKeys } from "#app/components/admin/inbox-keys.tsx";
import { LeadTable, OwnerOptions } from "#app/components/admin/lead-table.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatAge, formatCount, formatDateTime, formatPlural } from "#app/i18n/format.ts";
import { intlLocales } from "#app/i18n/locales.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import {
  bulkPick,
  changeLeads,
  COUNT_LIMIT,
  leadFilter,
  LEADS_PER_PAGE,
  listLeads,
} from "#app/lib/admin/lead-list.server.ts";
import { assignableOperators } from "#app/lib/admin/leads.server.ts";
import type { BulkOutcome, LeadCursor, LeadFilter } from "#app/lib/admin/lead-list.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { isLeadStatus, leadStatuses, type LeadStatus } from "#app/lib/admin/vocabulary.ts";
import { field } from "#app/lib/server/form-fields.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { backlog } from "#app/lib/notify/outbox.server.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
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

/** The inbox's address for a filter, and where its page starts (`page` only labels it). */
function query(filter: LeadFilter, at?: { cursor: LeadCursor; page: number }): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (filter.owner) params.set("owner", filter.owner);
  if (at) {
    params.set("cursor", "before" in at.cursor ? `b${at.cursor.before}` : `a${at.cursor.after}`);
    params.set("page", String(at.page));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

const SEARCH_ID = "lead-search";

export default function AdminLeadsPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { filter, page, from, newer, older, counts, total, capped, leads, owners, channels, failed, deleted } =
    loaderData;
  const location = useLocation();
  const result = useActionData<typeof action>();
  const filtered = Boolean(filter.q || filter.status || filter.owner);
  const channelNames = new Intl.ListFormat(intlLocales[locale], { type: "conjunction" }).format(
    channels.map((channel) => copy.leads.channels[channel]),
  );
  const all = leadStatuses.reduce((sum, status) => sum + counts[status], 0);
  // Past the counting limit of a search, only "All" says how many (more than the limit), and the tabs none.
  const tabs: [LeadStatus | undefined, string, number | string | null][] = [
    [undefined, copy.leads.allStatuses, capped ? `${formatCount(capped, locale)}+` : all],
    ...leadStatuses.map((status): [LeadStatus, string, number | null] => [
      status,
      copy.statuses[status],
      capped ? null : counts[status],
    ]),
  ];
  const { status: _status, ...withoutStatus } = filter;
  const exportQuery = query(filter);
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
          <a
            href={`${adminPath("leadsCsv", locale)}${exportQuery}`}
            download
            className={buttonClasses("secondary", "sm")}
            aria-describedby="export-hint"
          >
            {copy.leads.exportCsv}
          </a>
          <p id="export-hint" className="max-w-72 text-xs text-slate-600 sm:text-right">
            {copy.leads.exportHint}
          </p>
        </div>
      </div>

      <div className="mt-6">
        {deleted ? <Notice tone="success">{copy.leads.deleted}</Notice> : null}
        {result ? <BulkNotice result={result} /> : null}
        {channels.length ? (
          <Notice tone="info">{formatTemplate(copy.leads.notificationsOn, { channels: channelNames })}</Notice>
        ) : (
          <Notice tone="info">{copy.leads.notificationsOff}</Notice>
        )}
        {failed > 0 ? (
          <Notice tone="error">{formatPlural(failed, copy.leads.failedNotifications, locale)}</Notice>
        ) : null}
      </div>

      <nav aria-label={copy.leads.tabsLabel} className="-mx-1 mb-4 flex flex-wrap gap-1">
        {tabs.map(([status, label, count]) => {
          const current = status === filter.status;
          return (
            <Link
              key={status ?? "all"}
              to={query({ ...withoutStatus, ...(status ? { status } : {}) }) || "?"}
              aria-current={current ? "page" : undefined}
              className={cn(
                "rounded-full border px-3 py-1.5 text-sm whitespace-nowrap",
                current
                  ? "border-indigo-600 bg-indigo-600 font-semibold text-white"
                  : "border-slate-300 bg-surface text-slate-800 hover:border-slate-500",
              )}
            >
              {label}{" "}
              {count === null ? null : (
                <span className={cn("tabular-nums", !current && "text-slate-600")}>
                  {typeof count === "number" ? formatCount(count, locale) : count}
                </span>
              )}
            </Link>
          );
        })}
      </nav>

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
        <nav aria-label={copy.leads.pagination} className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <div className="flex gap-2">
            {newer ? (
              <>
                <Link to={query(filter) || "?"} className={buttonClasses("ghost", "sm")}>
                  {copy.leads.newest}
                </Link>
                <Link
                  to={query(filter, { cursor: newer, page: Math.max(1, page - 1) })}
                  rel="prev"
                  className={buttonClasses("secondary", "sm")}
                >
                  {copy.leads.newer}
                </Link>
              </>
            ) : null}
          </div>
          <p className="text-sm text-slate-700 tabular-nums">
            {formatTemplate(copy.leads.range, {
              from: formatCount(Math.min(from, total), locale),
              to: formatCount(Math.min(from + leads.length - 1, total), locale),
              total: capped ? `${formatCount(capped, locale)}+` : formatCount(total, locale),
            })}
          </p>
          <div className="flex gap-2">
            {older ? (
              <Link
                to={query(filter, { cursor: older, page: page + 1 })}
                rel="next"
                className={buttonClasses("secondary", "sm")}
              >
                {copy.leads.next}
              </Link>
            ) : null}
          </div>
        </nav>
      ) : null}
    </>
  );
}

/** What a change of several leads did, in the operator's language: how many changed, and which did not, and why. */
function BulkNotice({ result }: { result: BulkOutcome }) {
  const { copy, locale } = useAdmin();
  const text = copy.leads.bulk;
  if ("error" in result) return <Notice tone="error">{text[result.error]}</Notice>;
  const names = (list: string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(list);
  return (
    <div role="status" className="mb-6 space-y-2">
      {result.changed > 0 || (!result.stale.length && !result.missing.length) ? (
        <Notice tone="success">
          {formatPlural(result.changed, text.changed, locale)}
          {result.unchanged.length ? ` ${formatTemplate(text.unchanged, { names: names(result.unchanged) })}` : ""}
        </Notice>
      ) : null}
      {result.stale.length ? (
        <Notice tone="error">{formatTemplate(text.stale, { names: names(result.stale) })}</Notice>
      ) : null}
      {result.missing.length ? (
        <Notice tone="error">{formatTemplate(text.missing, { names: names(result.missing) })}</Notice>
      ) : null}
    </div>
  );
}
