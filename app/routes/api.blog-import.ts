import { importResponse } from "#app/lib/blog/blog.server.ts";
import type { Route } from "./+types/api.blog-import";

/** POST /api/blog/import?lang=…: posts from an editor's browser become drafts (operators only). */
export function action({ request, url }: Route.ActionArgs) {
  return importResponse(request, url);
}
