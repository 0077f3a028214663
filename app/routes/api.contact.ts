import { clientContext } from "#app/lib/server/client.server.ts";
import { handleContactRequest } from "#app/lib/contact/handler.server.ts";
import { startContactServices } from "#app/lib/contact/services.server.ts";
import type { Route } from "./+types/api.contact";

/** POST /api/contact?lang=en|de: see app/lib/contact/handler.server.ts. */
export function action({ request, url, context }: Route.ActionArgs) {
  return handleContactRequest(request, url, context.get(clientContext).key, () => startContactServices());
}

/** GET and HEAD: nothing to read here (405, logged like every request). */
export function loader({ request, url, context }: Route.LoaderArgs) {
  return handleContactRequest(request, url, context.get(clientContext).key, () => startContactServices());
}
