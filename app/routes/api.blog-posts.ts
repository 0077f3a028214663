import { createPostResponse, listPostsResponse } from "#app/lib/blog/blog.server.ts";
import type { Route } from "./+types/api.blog-posts";

/** GET /api/blog/posts?lang=…: the posts of a language (drafts for operators). */
export function loader({ request, url }: Route.LoaderArgs) {
  return listPostsResponse(request, url);
}

/** POST /api/blog/posts?lang=…: a new post (operators only). */
export function action({ request, url }: Route.ActionArgs) {
  return createPostResponse(request, url);
}
