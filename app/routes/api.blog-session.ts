import { sessionResponse } from "#app/lib/blog/blog.server.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import type { Route } from "./+types/api.blog-session";
import { servicesOf } from "#app/site/services.server.ts";

/** POST /api/blog/session: an operator signs in from the blog's dialog; DELETE signs out (app/lib/blog/blog.server.ts). */
export async function action({ request, url, context }: Route.ActionArgs) {
  return sessionResponse(await servicesOf(context), request, url, context.get(clientContext));
}
