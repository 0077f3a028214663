import { data, Form, Link, redirect } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import type { PageHandle } from "#app/components/site-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { assertSameSite } from "#app/lib/admin/auth.server.ts";
import { requireOperator } from "#app/site/back-office.server.ts";
import { deleteLead, getLead } from "#app/lib/admin/leads.server.ts";
import { adminMeta, adminPage } from "#app/lib/admin/page.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "./+types/delete-lead";

export const handle: PageHandle = { admin: true };

/** The confirmation: a page of its own, so that it works without JavaScript and nothing is erased by one click. */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const page = adminPage(url);
  const { services, operator } = await requireOperator(request, url, page.locale);
  const lead = await getLead(services.db.sql, params.id);
  if (!lead) throw redirect(adminPath("lead", page.locale, { id: params.id }));
  return {
    ...page,
    operator: operator.email,
    lead: { id: lead.id, name: `${lead.firstName} ${lead.lastName}`, company: lead.company },
    meta: adminMeta(page.copy.titles.deleteLead),
  };
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const { locale, copy } = adminPage(url);
  const { services, operator } = await requireOperator(request, url, locale);
  assertSameSite(request, url, services.siteOrigin, copy.errors.forbidden);
  if (!(await deleteLead(services.db.sql, params.id))) throw data(null, { status: 404 });
  await recordAudit(services.db.sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "delete",
    target: params.id,
    details: {},
  });
  return redirect(`${adminPath("leads", locale)}?deleted=1`, { status: 303 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminDeleteLeadPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale, otherLanguage, operator, lead } = loaderData;
  return (
    <AdminShell copy={copy} locale={locale} operator={operator} current="leads" otherLanguage={otherLanguage}>
      <div className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-surface p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{copy.deleteLead.heading}</h1>
        <p className="mt-3 text-slate-700">
          {formatTemplate(copy.deleteLead.warning, { name: lead.name, company: lead.company })}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            <button type="submit" className={buttonClasses("destructive", "md")}>
              {copy.deleteLead.confirm}
            </button>
          </Form>
          <Link to={adminPath("lead", locale, { id: lead.id })} className={buttonClasses("secondary", "md")}>
            {copy.deleteLead.cancel}
          </Link>
        </div>
      </div>
    </AdminShell>
  );
}
