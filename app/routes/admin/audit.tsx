import { Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatDateTime } from "#app/i18n/format.ts";
import { listAudit, type AuditEntry } from "#app/lib/admin/audit.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { AdminContent } from "#app/content/admin/types.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { isLeadId } from "#app/lib/admin/leads.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "./+types/audit";

const PER_PAGE = 50;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  const asked = Number(url.searchParams.get("page") ?? "1");
  const { entries, total, page: current } = await listAudit(services.db.sql, { page: asked, pageSize: PER_PAGE });
  return {
    current,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    entries: entries.map((entry, index) => ({
      key: `${current}-${index}`,
      at: formatDateTime(entry.at, locale),
      who: entry.operatorEmail,
      action: entry.action,
      target: entry.target && isLeadId(entry.target) ? entry.target : null,
      detail: detailOf(entry, copy.audit.failures, locale),
    })),
    meta: adminMeta(copy.titles.audit),
  };
}

/** What a row adds to its action: a status's change, a sum of failed sign-ins, a blog post's title. */
function detailOf(entry: AuditEntry, failures: AdminContent["audit"]["failures"], locale: Locale): string {
  const { details } = entry;
  if (entry.action === "status-change") return `${details.from} → ${details.to}`;
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
      {entries.length === 0 ? (
        <p className="mt-8 text-slate-700">{copy.audit.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.audit.tableCaption}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                {(["at", "who", "action", "target"] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {copy.audit.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.key} className="border-b border-slate-100 last:border-0">
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">{entry.at}</td>
                  <td className="px-4 py-3 text-slate-900">{entry.who ?? copy.audit.nobody}</td>
                  <td className="px-4 py-3 text-slate-900">
                    {copy.audit.actions[entry.action]}
                    {entry.detail ? <span className="text-slate-600"> ({entry.detail})</span> : null}
                  </td>
                  <td className="px-4 py-3">
                    {entry.target ? (
                      <Link to={adminPath("lead", locale, { id: entry.target })} className="text-indigo-700 underline">
                        {entry.target.slice(0, 8)}
                      </Link>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
