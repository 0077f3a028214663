import { uploadImageResponse } from "#app/lib/blog/image-upload.server.ts";
import type { Route } from "./+types/api.blog-images";
import { servicesOf } from "#app/site/services.server.ts";

/** POST /api/blog/images?lang=…: an image for a post (operators with the blog in their role only). */
export async function action({ request, url, context }: Route.ActionArgs) {
  return uploadImageResponse(await servicesOf(context), request, url);
}
