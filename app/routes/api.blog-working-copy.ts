import { workingCopyResponse } from "#app/lib/blog/working-copies-api.server.ts";
import type { Route } from "./+types/api.blog-working-copy";
import { servicesOf } from "#app/site/services.server.ts";

/** GET /api/blog/working-copy: 405, naming the methods it takes (for an operator; others are refused first). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return workingCopyResponse(await servicesOf(context), request, url);
}

/** POST and DELETE /api/blog/working-copy?post=…|new=…&lang=…: the editor's autosave (operators only). */
export async function action({ request, url, context }: Route.ActionArgs) {
  return workingCopyResponse(await servicesOf(context), request, url);
}
