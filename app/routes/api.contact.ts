import { handleContactRequest, type ContactDeps } from "#app/lib/contact/handler.server.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import { startSiteServices } from "#app/lib/server/services.server.ts";
import type { Route } from "./+types/api.contact";

async function contactDeps(): Promise<ContactDeps> {
  const services = await startSiteServices();
  return {
    store: services.contacts,
    limiter: services.limiter,
    postLimiter: services.postLimiter,
    siteOrigin: services.siteOrigin,
    // A stored lead's notifications go out at once, not at the worker's next round.
    onStored: () => services.worker?.poke(),
  };
}

/** POST /api/contact?lang=en|de: see app/lib/contact/handler.server.ts. */
export function action({ request, url, context }: Route.ActionArgs) {
  return handleContactRequest(request, url, context.get(clientContext).key, contactDeps);
}

/** GET and HEAD: nothing to read here (405, logged like every request). */
export function loader({ request, url, context }: Route.LoaderArgs) {
  return handleContactRequest(request, url, context.get(clientContext).key, contactDeps);
}
