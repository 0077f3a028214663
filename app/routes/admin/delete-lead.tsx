import { data, Form, Link, redirect } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { deleteLead, getLead } from "#app/lib/admin/leads.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "./+types/delete-lead";

/** The confirmation: a page of its own, so that it works without JavaScript and nothing is erased by one click. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  const lead = await getLead(services.db.sql, params.id);
  if (!lead) throw redirect(adminPath("lead", locale, { id: params.id }));
  return {
    lead: { id: lead.id, name: `${lead.firstName} ${lead.lastName}`, company: lead.company },
    meta: adminMeta(copy.titles.deleteLead),
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { services, operator, locale } = context.get(operatorContext);
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
  const { copy, locale } = useAdmin();
  const { lead } = loaderData;
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-surface p-4 sm:p-6 shadow-sm">
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
  );
}
