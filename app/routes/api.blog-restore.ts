import { restoreResponse } from "#app/lib/blog/blog.server.ts";
import type { Route } from "./+types/api.blog-restore";
import { servicesOf } from "#app/site/services.server.ts";

/** GET /api/blog/posts/:id/restore: 405, naming the one method it takes (rather than React Router's error). */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return restoreResponse(await servicesOf(context), request, url, params.id);
}

/** POST /api/blog/posts/:id/restore?lang=…: an earlier version of a post brought back (operators only). */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  return restoreResponse(await servicesOf(context), request, url, params.id);
}
