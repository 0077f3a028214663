import { createPostResponse, listPostsResponse } from "#app/lib/blog/blog.server.ts";
import type { Route } from "./+types/api.blog-posts";
import { startSiteServices } from "#app/site/services.server.ts";

/** GET /api/blog/posts?lang=…: the posts of a language (drafts for operators). */
export async function loader({ request, url }: Route.LoaderArgs) {
  return listPostsResponse(await startSiteServices(), request, url);
}

/** POST /api/blog/posts?lang=…: a new post (operators only). */
export async function action({ request, url }: Route.ActionArgs) {
  return createPostResponse(await startSiteServices(), request, url);
}
