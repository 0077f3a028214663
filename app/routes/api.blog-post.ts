import { postResponse } from "#app/lib/blog/blog.server.ts";
import type { Route } from "./+types/api.blog-post";
import { servicesOf } from "#app/site/services.server.ts";

/** GET /api/blog/posts/:id: one post (a draft for operators only). */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  return postResponse(await servicesOf(context), request, url, params.id);
}

/** PATCH and DELETE /api/blog/posts/:id (operators only). */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  return postResponse(await servicesOf(context), request, url, params.id);
}
