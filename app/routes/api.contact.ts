import { handleContactRequest, type ContactDeps } from "#app/lib/contact/handler.server.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import { requestLogContext, type RequestLog } from "#app/lib/server/request-log.server.ts";
import { startSiteServices } from "#app/lib/server/services.server.ts";
import type { Route } from "./+types/api.contact";

async function contactDeps(requestLog: RequestLog | null): Promise<ContactDeps> {
  const services = await startSiteServices();
  return {
    store: services.contacts,
    limiter: services.limiter,
    postLimiter: services.postLimiter,
    outcomes: services.outcomes,
    siteOrigin: services.siteOrigin,
    // A stored lead's notifications go out at once, not at the worker's next round.
    onStored: () => services.worker?.poke(),
    // What happened goes into the request's one log line (a line of its own under `react-router dev`).
    log: (line) => (requestLog ? requestLog.add(line) : services.log(line)),
  };
}

/** POST /api/contact?lang=en|de: see app/lib/contact/handler.server.ts. */
export function action({ request, url, context }: Route.ActionArgs) {
  const requestLog = context.get(requestLogContext);
  return handleContactRequest(request, url, context.get(clientContext).key, () => contactDeps(requestLog));
}

/** GET and HEAD: nothing to read here (405, logged like every request). */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const requestLog = context.get(requestLogContext);
  return handleContactRequest(request, url, context.get(clientContext).key, () => contactDeps(requestLog));
}
