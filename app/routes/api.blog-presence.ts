import { presenceResponse } from "#app/lib/blog/working-copies-api.server.ts";
import type { Route } from "./+types/api.blog-presence";
import { servicesOf } from "#app/site/services.server.ts";

/** GET /api/blog/presence: 405, naming the method it takes (for an operator; others are refused first). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return presenceResponse(await servicesOf(context), request, url);
}

/** POST /api/blog/presence?post=…&lang=…: an open editor's heartbeat (operators only). */
export async function action({ request, url, context }: Route.ActionArgs) {
  return presenceResponse(await servicesOf(context), request, url);
}
