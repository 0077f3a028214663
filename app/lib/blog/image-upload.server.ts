/**
 * The blog's image API: `POST /api/blog/images?lang=…` takes one image's bytes from an editor (the shell has
 * checked the origin and refused a body over 10 MB before reading it), `GET /blog/images/<name>` serves a
 * stored variant to everyone, for a year, from any instance.
 */
import { editor, type BlogServices } from "#app/lib/blog/blog.server.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { NotAnImageError, readImageVariant, storeImage } from "#app/lib/blog/post-images.server.ts";
import { IMAGE_MAX_BYTES, imageSrc, imageSrcset, type UploadedImage } from "#app/lib/blog/post-images.ts";

const noStore = { "Cache-Control": "no-store" };

/** POST /api/blog/images: the variants of an upload, or a message in the page's language saying why not. */
export async function uploadImageResponse(services: BlogServices, request: Request, url: URL): Promise<Response> {
  const { operator, copy } = await editor(services, request, url);
  if (request.method !== "POST") {
    return Response.json(
      { message: copy.api.methodNotAllowed },
      { status: 405, headers: { ...noStore, Allow: "POST" } },
    );
  }
  // The shell counts what arrives and ends a body that grows past 10 MB: then it cannot be read whole.
  const bytes = await request.arrayBuffer().then(
    (buffer) => new Uint8Array(buffer),
    () => undefined,
  );
  if (!bytes || bytes.byteLength > IMAGE_MAX_BYTES) {
    return Response.json({ message: copy.api.imageTooLarge }, { status: 413, headers: noStore });
  }
  try {
    // `?shape=square`: an author's picture, cut to its middle square.
    const square = url.searchParams.get("shape") === "square";
    const image = await storeImage(services.db.sql, bytes, operator.email, { square });
    await recordAudit(services.db.sql, {
      operatorId: operator.id,
      operatorEmail: operator.email,
      action: "image-upload",
      target: image.id,
      // The file's name, so the log can name the image as the editor knew it (its id is a hash).
      details: { bytes: bytes.byteLength, ...fileNameOf(url) },
    });
    const answer: UploadedImage = { ...image, src: imageSrc(image), srcset: imageSrcset(image) };
    return Response.json(answer, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof NotAnImageError) {
      return Response.json({ message: copy.api.notAnImage }, { status: 415, headers: noStore });
    }
    throw error;
  }
}

/**
 * The upload's file name (`?name=`, sent by the editor's page) as `{ file }`: its last path part, printable, 200
 * characters at most; nothing when none was sent.
 */
function fileNameOf(url: URL): { file?: string } {
  const name = (url.searchParams.get("name") ?? "")
    .split(/[\\/]/)
    .at(-1)!
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200);
  return name ? { file: name } : {};
}

/** GET /blog/images/<name>: a variant's bytes, the same for ever under that name (its hash is in it). */
export async function imageVariantResponse(services: BlogServices, request: Request, name: string): Promise<Response> {
  const variant = services.blogStore === "server" ? await readImageVariant(services.db.sql, name) : undefined;
  if (!variant)
    return new Response("Not found", { status: 404, headers: { ...noStore, "Content-Type": "text/plain" } });
  const etag = `"${name}"`;
  const headers = {
    "Content-Type": variant.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (
    request.headers
      .get("If-None-Match")
      ?.split(/\s*,\s*/)
      .includes(etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(variant.bytes, { headers: { ...headers, "Content-Length": String(variant.bytes.byteLength) } });
}
