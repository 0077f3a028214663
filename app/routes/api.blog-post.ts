import { postResponse } from "#app/lib/blog/blog.server.ts";
import type { Route } from "./+types/api.blog-post";

/** GET /api/blog/posts/:id: one post (a draft for operators only). */
export function loader({ request, url, params }: Route.LoaderArgs) {
  return postResponse(request, url, params.id);
}

/** PATCH and DELETE /api/blog/posts/:id (operators only). */
export function action({ request, url, params }: Route.ActionArgs) {
  return postResponse(request, url, params.id);
}
