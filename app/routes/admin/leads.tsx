import { Form, Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatDateTime } from "#app/i18n/format.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { leadFilter, LEADS_PER_PAGE, listLeads, type LeadFilter } from "#app/lib/admin/leads.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { leadStatuses } from "#app/lib/admin/vocabulary.ts";
import { backlog } from "#app/lib/notify/outbox.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "./+types/leads";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  const filter = leadFilter(url);
  const { leads, total } = await listLeads(services.db.sql, filter, filter.page);
  const { failed } = await backlog(services.db.sql, new Date(), { kind: "lead" });
  return {
    filter,
    total,
    pages: Math.max(1, Math.ceil(total / LEADS_PER_PAGE)),
    channels: services.channels,
    failed,
    deleted: url.searchParams.has("deleted"),
    leads: leads.map((lead) => ({
      id: lead.id,
      received: formatDateTime(lead.receivedAt, locale),
      name: `${lead.firstName} ${lead.lastName}`,
      company: lead.company,
      email: lead.email,
      status: lead.status,
    })),
    meta: adminMeta(copy.titles.leads),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

function query(filter: LeadFilter, page?: number): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export default function AdminLeadsPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { filter, total, pages, leads, channels, failed, deleted } = loaderData;
  const filtered = Boolean(filter.q || filter.status);
  const channelNames = channels.map((channel) => copy.leads.channels[channel]).join(" + ");
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{copy.leads.heading}</h1>
          <p className="mt-1 text-slate-600">
            {formatTemplate(copy.leads.total, { count: formatCount(total, locale) })}
          </p>
        </div>
        <a
          href={`${adminPath("leadsCsv", locale)}${query(filter)}`}
          download
          className={buttonClasses("secondary", "sm")}
        >
          {copy.leads.exportCsv}
        </a>
      </div>

      <div className="mt-6">
        {deleted ? <Notice tone="success">{copy.leads.deleted}</Notice> : null}
        {channels.length ? (
          <Notice tone="info">{formatTemplate(copy.leads.notificationsOn, { channels: channelNames })}</Notice>
        ) : (
          <Notice tone="info">{copy.leads.notificationsOff}</Notice>
        )}
        {failed > 0 ? (
          <Notice tone="error">
            {formatTemplate(copy.leads.failedNotifications, { count: formatCount(failed, locale) })}
          </Notice>
        ) : null}
      </div>

      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-surface p-4">
        <FormField id="lead-search" label={copy.leads.search} hint={copy.leads.searchHint} className="min-w-56 flex-1">
          {(control) => (
            <input {...control} name="q" type="search" defaultValue={filter.q ?? ""} className={controlClasses()} />
          )}
        </FormField>
        <FormField id="lead-status" label={copy.leads.status}>
          {(control) => (
            <select {...control} name="status" defaultValue={filter.status ?? ""} className={controlClasses()}>
              <option value="">{copy.leads.allStatuses}</option>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {copy.statuses[status]}
                </option>
              ))}
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

      <DataTable
        className="mt-6"
        caption={copy.leads.tableCaption}
        rows={leads}
        rowKey={(lead) => lead.id}
        empty={filtered ? copy.leads.noMatch : copy.leads.empty}
        // Names, companies and addresses are long: cards until a wide screen.
        stackBelow="lg"
        columns={[
          { id: "received", header: copy.leads.columns.received, cell: (lead) => lead.received, nowrap: true },
          {
            id: "name",
            header: copy.leads.columns.name,
            rowHeader: true,
            cell: (lead) => (
              <Link to={adminPath("lead", locale, { id: lead.id })} className="font-semibold text-indigo-700 underline">
                {lead.name}
              </Link>
            ),
          },
          { id: "company", header: copy.leads.columns.company, cell: (lead) => lead.company },
          { id: "email", header: copy.leads.columns.email, cell: (lead) => lead.email },
          { id: "status", header: copy.leads.columns.status, cell: (lead) => copy.statuses[lead.status] },
        ]}
      />

      {pages > 1 ? (
        <nav aria-label={copy.leads.pagination} className="mt-6 flex items-center justify-between gap-4">
          {filter.page > 1 ? (
            <Link to={query(filter, filter.page - 1) || "?"} className={buttonClasses("secondary", "sm")}>
              {copy.leads.previous}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-700">
            {formatTemplate(copy.leads.page, {
              page: formatCount(filter.page, locale),
              pages: formatCount(pages, locale),
            })}
          </p>
          {filter.page < pages ? (
            <Link to={query(filter, filter.page + 1)} className={buttonClasses("secondary", "sm")}>
              {copy.leads.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
