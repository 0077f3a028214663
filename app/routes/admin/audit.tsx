import { Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatDateTime } from "#app/i18n/format.ts";
import { listAudit, type AuditAction, type AuditEntry } from "#app/lib/admin/audit.server.ts";
import { isRole } from "#app/vocabulary/roles.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { AdminContent } from "#app/content/admin/types.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { isLeadId, leadNames } from "#app/lib/admin/leads.server.ts";
import { isLeadStatus } from "#app/vocabulary/admin.ts";
import { isPrivacyRequestKind } from "#app/lib/admin/privacy-requests.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { interpretationOf } from "#app/lib/ask/answer.ts";
import { isRefusalReason, type AskQuery, type Measure } from "#app/lib/ask/query.ts";
import type { Route } from "./+types/audit";

const PER_PAGE = 50;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  const asked = Number(url.searchParams.get("page") ?? "1");
  const { entries, total, page: current } = await listAudit(services.db.sql, { page: asked, pageSize: PER_PAGE });
  // The log keeps a lead's id, never its name (no personal data in it): the name is looked up while the lead exists.
  const names = await leadNames(
    services.db.sql,
    entries.flatMap((entry) => (entry.target ? [entry.target] : [])),
  );
  return {
    current,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    entries: entries.map((entry, index) => ({
      key: `${current}-${index}`,
      at: formatDateTime(entry.at, locale),
      who: entry.operatorEmail,
      action: entry.action,
      lead: concernsLead(entry) ? { id: entry.target!, name: names.get(entry.target!) ?? null } : null,
      // Anything else an entry concerns is an operator's or invitee's address (or a refused page's path). A profile
      // change kept before issue 47 named the operator by id: it concerns the one who made it.
      target: concernsLead(entry) ? null : entry.action === "profile-change" ? entry.operatorEmail : entry.target,
      detail: detailOf(entry, copy, locale),
    })),
    meta: adminMeta(copy.titles.audit),
  };
}

/** An entry about a lead: its target is a lead's id (an author profile's change once kept its author's id there). */
const concernsLead = (entry: AuditEntry) =>
  entry.target !== null && isLeadId(entry.target) && entry.action !== "profile-change";

/** A role as the team page names it; whatever else an old entry holds, as it is. */
const roleName = (copy: AdminContent, role: unknown) => (isRole(role) ? copy.roles[role] : String(role ?? ""));

const TEAM_ACTIONS: readonly AuditAction[] = [
  "invite",
  "invitation-resend",
  "invitation-revoke",
  "join",
  "deactivate",
  "reactivate",
];

/**
 * What a row adds to its action: a status's or a role's change, a sum of failed sign-ins, a blog post's title,
 * the role of an invitation or of an operator whose access changed, the two-factor rule.
 */
function detailOf(entry: AuditEntry, copy: AdminContent, locale: Locale): string {
  const { details } = entry;
  const failures = copy.audit.failures;
  const status = (value: unknown) => (isLeadStatus(value) ? copy.statuses[value] : String(value ?? ""));
  if (entry.action === "status-change") return `${status(details.from)} → ${status(details.to)}`;
  if (entry.action === "lead-assign")
    return `${details.from || copy.audit.noOwner} → ${details.to || copy.audit.noOwner}`;
  if (entry.action === "role-change") return `${roleName(copy, details.from)} → ${roleName(copy, details.to)}`;
  if (TEAM_ACTIONS.includes(entry.action) && details.role) return roleName(copy, details.role);
  if (entry.action === "two-factor-rule") return details.required === "on" ? copy.audit.rule.on : copy.audit.rule.off;
  if (entry.action === "login-failed") {
    return (["failed", "throttled"] as const)
      .flatMap((kind) => {
        const count = details[kind];
        return typeof count === "number" && count > 0
          ? [formatTemplate(failures[kind], { count: formatCount(count, locale) })]
          : [];
      })
      .join(", ");
  }
  if (entry.action.startsWith("post-") && typeof details.title === "string")
    return locale === "de" ? `„${details.title}“` : `“${details.title}”`;
  if (entry.action === "post-import") return formatCount(Number(details.count ?? 0), locale);
  if (entry.action === "ask") return askDetail(entry, copy, locale);
  return personDetail(entry, copy, locale);
}

/** How many leads a person's erasure or export held; the kind of a privacy request (issue 47). */
function personDetail({ action, details }: AuditEntry, copy: AdminContent, locale: Locale): string {
  if ((action === "delete" || action === "export-json") && typeof details.leads === "number" && details.leads > 1)
    return formatTemplate(copy.person.auditLeads, { count: formatCount(details.leads, locale) });
  if ((action === "privacy-request" || action === "privacy-request-done") && isPrivacyRequestKind(details.kind))
    return copy.person.kinds[details.kind];
  return "";
}

/** How a question was read (the log keeps the reading, never the words): the answer's own title, or why not. */
function askDetail({ details, operatorEmail }: AuditEntry, copy: AdminContent, locale: Locale): string {
  if (details.status === "answered" && typeof details.query === "string") {
    try {
      const query = JSON.parse(details.query) as AskQuery;
      // "Mine" was the asker's own: named by the address, since whoever reads the log is someone else.
      const filters = query.filters.map((filter) =>
        filter.values
          ? { ...filter, values: filter.values.map((value) => (value === "me" ? (operatorEmail ?? value) : value)) }
          : filter,
      ) as AskQuery["filters"];
      return interpretationOf({ ...query, filters }, undefined, copy.ask, locale);
    } catch {
      return "";
    }
  }
  if (details.status === "refused" && isRefusalReason(details.reason))
    return formatTemplate(copy.audit.askRefused, { reason: copy.ask.reasonNames[details.reason] });
  if (details.status === "clarify" && typeof details.readings === "string") {
    const readings = details.readings.split(" ").flatMap((measure) => copy.ask.measures[measure as Measure] ?? []);
    return formatTemplate(copy.audit.askClarify, { readings: readings.join(" / ") });
  }
  return "";
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { entries, current, pages } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.audit.heading}</h1>
      <p className="mt-1 text-slate-600">{copy.audit.intro}</p>
      <DataTable
        className="mt-6"
        caption={copy.audit.tableCaption}
        rows={entries}
        rowKey={(entry) => entry.key}
        empty={copy.audit.empty}
        columns={[
          { id: "at", header: copy.audit.columns.at, cell: (entry) => entry.at, nowrap: true },
          { id: "who", header: copy.audit.columns.who, cell: (entry) => entry.who ?? copy.audit.nobody },
          {
            id: "action",
            header: copy.audit.columns.action,
            cell: (entry) => (
              <>
                {copy.audit.actions[entry.action]}
                {entry.detail ? <span className="text-slate-600"> ({entry.detail})</span> : null}
              </>
            ),
          },
          {
            id: "target",
            header: copy.audit.columns.target,
            cell: (entry) =>
              entry.lead?.name ? (
                <Link to={adminPath("lead", locale, { id: entry.lead.id })} className="text-indigo-700 underline">
                  {entry.lead.name}
                </Link>
              ) : entry.lead ? (
                <span className="text-slate-600">{copy.audit.deletedLead}</span>
              ) : (
                entry.target
              ),
          },
        ]}
      />
      {pages > 1 ? (
        <nav aria-label={copy.leads.pagination} className="mt-6 flex items-center justify-between gap-4">
          {current > 1 ? (
            <Link to={`?page=${current - 1}`} className={buttonClasses("secondary", "sm")}>
              {copy.leads.previous}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-700">
            {formatTemplate(copy.leads.page, { page: formatCount(current, locale), pages: formatCount(pages, locale) })}
          </p>
          {current < pages ? (
            <Link to={`?page=${current + 1}`} className={buttonClasses("secondary", "sm")}>
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
