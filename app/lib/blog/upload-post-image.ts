/**
 * The editor's way to upload an image (its image button, the cover picker): the file's bytes to
 * `POST /api/blog/images`, an answer ready for an `<img>`, or an error whose message is in the operator's language.
 */
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_PATH, type UploadedImage } from "#app/lib/blog/post-images.ts";

/** An upload the server refused or that never arrived; `message` is for the operator, in their language. */
export class ImageUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageUploadError";
  }
}

/**
 * What the browser itself says about an upload, in the operator's language. The caller hands them over from the
 * copy it has: loading them here by language would put a module-namespace helper into the runtime chunk that
 * every visitor loads.
 */
export type UploadMessages = Pick<BlogAdminCopy["api"], "imageTooLarge" | "uploadFailed">;

/** Uploads one image; resolves with its WebP `src`, `srcset`, size and id, or rejects with an ImageUploadError. */
export async function uploadPostImage(
  file: File,
  lang: Locale,
  messages: UploadMessages,
  { square = false }: { square?: boolean } = {},
): Promise<UploadedImage> {
  // The server refuses it too (before reading it): this spares the operator the wait.
  if (file.size > IMAGE_MAX_BYTES) throw new ImageUploadError(messages.imageTooLarge);
  let response: Response;
  try {
    // The file's name goes along for the audit log, which names an image by it.
    const query = new URLSearchParams({ lang, ...(square ? { shape: "square" } : {}), name: file.name });
    response = await fetch(`${IMAGE_UPLOAD_PATH}?${query}`, {
      method: "POST",
      body: file,
      headers: { "Content-Type": file.type || "application/octet-stream" },
      credentials: "same-origin",
    });
  } catch {
    throw new ImageUploadError(messages.uploadFailed);
  }
  const answer = (await response.json().catch(() => null)) as (UploadedImage & { message?: string }) | null;
  if (response.ok && answer?.src) return answer;
  throw new ImageUploadError(answer?.message ?? messages.uploadFailed);
}
