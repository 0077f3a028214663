import { createPostResponse, listPostsResponse } from "#app/lib/blog/blog.server.ts";
import type { Route } from "./+types/api.blog-posts";
import { servicesOf } from "#app/site/services.server.ts";

/** GET /api/blog/posts?lang=…: the posts of a language (drafts for operators). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return listPostsResponse(await servicesOf(context), request, url);
}

/** POST /api/blog/posts?lang=…: a new post (operators only). */
export async function action({ request, url, context }: Route.ActionArgs) {
  return createPostResponse(await servicesOf(context), request, url);
}
