import { Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { AuditFilters, AuditPager } from "#app/components/admin/audit/audit-filters.tsx";
import { auditPage } from "#app/components/admin/audit/audit-page.server.ts";
import type { AuditTarget } from "#app/components/admin/audit/audit-query.ts";
import { DataTable } from "#app/components/ui/data-table.tsx";
import type { AdminContent } from "#app/content/admin/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/audit";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  return { ...(await auditPage(services.db.sql, url, locale, copy)), meta: adminMeta(copy.titles.audit) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { entries, current, pages, query, filtered, total } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.audit.heading}</h1>
      <p className="mt-1 text-slate-600">{copy.audit.intro}</p>
      <AuditFilters query={query} people={loaderData.people} actions={loaderData.actions} />
      {filtered ? (
        <p className="mt-4 text-sm text-slate-700" role="status">
          {formatTemplate(copy.audit.filters.matches, { count: formatCount(total, locale) })}
        </p>
      ) : null}
      <DataTable
        className="mt-4"
        caption={copy.audit.tableCaption}
        rows={entries}
        rowKey={(entry) => entry.key}
        empty={filtered ? copy.audit.filters.noMatch : copy.audit.empty}
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
            cell: (entry) => (entry.target ? <TargetCell target={entry.target} copy={copy} locale={locale} /> : null),
          },
        ]}
      />
      <AuditPager query={query} current={current} pages={pages} />
    </>
  );
}

const linkClasses = "text-indigo-700 underline [overflow-wrap:anywhere]";

/** What an entry concerns, by name: a lead, a post (with its language), an image (its file), a person, a path. */
function TargetCell({ target, copy, locale }: { target: AuditTarget; copy: AdminContent; locale: Locale }) {
  switch (target.kind) {
    case "lead":
      return target.name ? (
        <Link to={adminPath("lead", locale, { id: target.id })} className={linkClasses}>
          {target.name}
        </Link>
      ) : (
        <span className="text-slate-600">{copy.audit.deletedLead}</span>
      );
    case "post": {
      const title = locale === "de" ? `„${target.title}“` : `“${target.title}”`;
      const notes = [
        target.language ? formatTemplate(copy.audit.named.postLanguage, { language: target.language }) : null,
        target.href ? null : copy.audit.named.deletedPost,
      ].filter(Boolean);
      return (
        <>
          {target.href ? (
            <Link to={target.href} className={linkClasses}>
              {title}
            </Link>
          ) : (
            <span className="[overflow-wrap:anywhere]">{title}</span>
          )}
          {notes.length ? <span className="text-slate-600"> ({notes.join(", ")})</span> : null}
        </>
      );
    }
    case "image":
      return target.href ? (
        <a href={target.href} className={linkClasses}>
          {target.name}
        </a>
      ) : (
        <span className="text-slate-600 [overflow-wrap:anywhere]">{target.name}</span>
      );
    case "text":
      return <span className="[overflow-wrap:anywhere]">{target.text}</span>;
  }
}
