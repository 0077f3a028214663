import { imageVariantResponse } from "#app/lib/blog/image-upload.server.ts";
import type { Route } from "./+types/blog-image";
import { servicesOf } from "#app/site/services.server.ts";

/** GET /blog/images/<hash>-<width>.<format>: a stored variant of an uploaded image, cached for a year. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return imageVariantResponse(await servicesOf(context), request, params.name);
}
