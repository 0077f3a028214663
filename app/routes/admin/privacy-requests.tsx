import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { privacyRequestView } from "#app/components/admin/lead/person.server.ts";
import { PrivacyRequestTable } from "#app/components/admin/privacy-requests/privacy-request-table.tsx";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { listPrivacyRequests } from "#app/lib/admin/privacy-requests.server.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/privacy-requests";

/** The recorded privacy requests of every person, with their deadlines (issue 47). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  const requests = await listPrivacyRequests(services.db.sql);
  return {
    requests: requests.map((request) => privacyRequestView(request, locale, copy.history.someone)),
    meta: adminMeta(copy.person.list.title),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminPrivacyRequestsPage({ loaderData }: Route.ComponentProps) {
  const { copy } = useAdmin();
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.person.list.heading}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{copy.person.list.intro}</p>
      <PrivacyRequestTable requests={loaderData.requests} />
    </>
  );
}
