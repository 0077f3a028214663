import { importResponse } from "#app/lib/blog/blog.server.ts";
import type { Route } from "./+types/api.blog-import";
import { servicesOf } from "#app/site/services.server.ts";

/** POST /api/blog/import?lang=…: posts from an editor's browser become drafts (operators only). */
export async function action({ request, url, context }: Route.ActionArgs) {
  return importResponse(await servicesOf(context), request, url);
}
