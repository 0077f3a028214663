import type { RouterContextProvider } from "react-router";
import { optedOut } from "#app/lib/analytics/hits.ts";
import { handleContactRequest, localeOf, type ContactDeps } from "#app/lib/contact/handler.server.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import { requestLogContext, type RequestLog } from "#app/lib/server/request-log.server.ts";
import { servicesOf } from "#app/site/services.server.ts";
import type { Route } from "./+types/api.contact";

type Sender = { request: Request; url: URL; clientKey: string; context: Readonly<RouterContextProvider> };

async function contactDeps(
  requestLog: RequestLog | null,
  { request, url, clientKey, context }: Sender,
): Promise<ContactDeps> {
  const services = await servicesOf(context);
  // A stored request is a conversion of the visit statistics, counted here so that no blocker can hide it.
  // The visitor id (made from the same key and User-Agent as the page views') joins it to the day's visit.
  const countConversion = () => {
    const identity = optedOut((name) => request.headers.get(name) ?? undefined)
      ? undefined
      : { clientKey, userAgent: request.headers.get("User-Agent") ?? "" };
    services.analytics?.conversion(localeOf(url), identity);
  };
  return {
    contacts: services.contacts,
    limiter: services.limiter,
    postLimiter: services.postLimiter,
    outcomes: services.outcomes,
    siteOrigin: services.siteOrigin,
    // A stored lead's notifications go out at once, not at the worker's next round.
    onStored: () => {
      services.worker?.poke();
      countConversion();
    },
    // What happened goes into the request's one log line (a line of its own where no server made one).
    log: (line) => (requestLog ? requestLog.add(line) : services.log(line)),
  };
}

/** POST /api/contact?lang=en|de: see app/lib/contact/handler.server.ts. */
export function action({ request, url, context }: Route.ActionArgs) {
  const requestLog = context.get(requestLogContext);
  const clientKey = context.get(clientContext).key;
  return handleContactRequest(request, url, clientKey, () =>
    contactDeps(requestLog, { request, url, clientKey, context }),
  );
}

/** GET and HEAD: nothing to read here (405, logged like every request). */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const requestLog = context.get(requestLogContext);
  const clientKey = context.get(clientContext).key;
  return handleContactRequest(request, url, clientKey, () =>
    contactDeps(requestLog, { request, url, clientKey, context }),
  );
}
