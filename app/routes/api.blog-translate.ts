import { translateResponse } from "#app/lib/blog/blog.server.ts";
import type { Route } from "./+types/api.blog-translate";
import { servicesOf } from "#app/site/services.server.ts";

/** GET /api/blog/posts/:id/translate: 405, naming the one method it takes (rather than React Router's error). */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return translateResponse(await servicesOf(context), request, url, params.id);
}

/** POST /api/blog/posts/:id/translate?lang=…: the post's draft translation, linked to it (operators only). */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  return translateResponse(await servicesOf(context), request, url, params.id);
}
