import { data, Form, Link, redirect } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { getLead } from "#app/lib/admin/leads.server.ts";
import { erasePerson, personLeadIds } from "#app/lib/admin/person.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { listQueryOf, withQuery } from "#app/lib/admin/lead-links.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "./+types/delete-lead";

/**
 * The confirmation: a page of its own, so that it works without JavaScript and nothing is erased by one click. It
 * erases the person (issue 47): every lead with the lead's address, as the page says.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  const lead = await getLead(services.db.sql, params.id);
  if (!lead) throw redirect(adminPath("lead", locale, { id: params.id }));
  return {
    lead: { id: lead.id, name: `${lead.firstName} ${lead.lastName}`, company: lead.company },
    leads: (await personLeadIds(services.db.sql, lead.id)).length,
    list: listQueryOf(url.searchParams.get("list")),
    meta: adminMeta(copy.titles.deleteLead),
  };
}

/** Erased, back to the list as the operator left it (its own parameters only: never somewhere else). */
export async function action({ params, url, context }: Route.ActionArgs) {
  const { services, operator, locale } = context.get(operatorContext);
  const list = listQueryOf(url.searchParams.get("list"));
  // The leads' history goes with them; the one audit entry keeps how many and when the person asked for it.
  const by = { operatorId: operator.id, operatorEmail: operator.email };
  if (!(await erasePerson(services.db.sql, params.id, by))) throw data(null, { status: 404 });
  return redirect(withQuery(adminPath("leads", locale), list ? `${list}&deleted=1` : "deleted=1"), { status: 303 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminDeleteLeadPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { lead, list, leads } = loaderData;
  const listParam = list ? `list=${encodeURIComponent(list)}` : "";
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-surface p-4 sm:p-6 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{copy.deleteLead.heading}</h1>
      <p className="mt-3 text-slate-700">
        {formatTemplate(copy.deleteLead.warning, { name: lead.name, company: lead.company })}
      </p>
      {leads > 1 ? (
        <p className="mt-3 font-semibold text-slate-900">
          {formatTemplate(copy.person.eraseAll, { count: String(leads) })}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <button type="submit" className={buttonClasses("destructive", "md")}>
            {copy.deleteLead.confirm}
          </button>
        </Form>
        <Link
          to={withQuery(adminPath("lead", locale, { id: lead.id }), listParam)}
          className={buttonClasses("secondary", "md")}
        >
          {copy.deleteLead.cancel}
        </Link>
      </div>
    </div>
  );
}
