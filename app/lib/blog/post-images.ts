/**
 * The blog's uploaded images as pages use them: each upload is kept in a few widths, WebP and AVIF, under a
 * content-addressed name (`/blog/images/<hash>-<width>.<format>`), so a name always means the same bytes and
 * browsers may keep it for a year. Pure: the editor, the sanitizer and the server all read these.
 */

export const IMAGE_PATH_PREFIX = "/blog/images/";

/** Where an editor's page sends an image's bytes (`POST`, the file as the body, `?lang=` for messages). */
export const IMAGE_UPLOAD_PATH = "/api/blog/images";

/** The widths an upload is kept in (never wider than the original), and the one Open Graph readers get. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const SHARE_WIDTH = 1200;

/** The largest upload taken: 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type ImageFormat = "webp" | "avif" | "jpeg";

export const imageContentTypes: Record<ImageFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
};

const extensions: Record<ImageFormat, string> = { webp: "webp", avif: "avif", jpeg: "jpg" };

/** What a page needs to show an upload: its id (the original's hash), its size, and the widths it is kept in. */
export type StoredImage = { id: string; width: number; height: number; widths: number[] };

/** What `uploadPostImage` answers, ready for an `<img>`: the widest WebP, every WebP width, the size. */
export type UploadedImage = StoredImage & { src: string; srcset: string };

const NAME = /^([0-9a-f]{16})-(\d{1,5})\.(webp|avif|jpg)$/;

export function imageName(id: string, width: number, format: ImageFormat): string {
  return `${id}-${width}.${extensions[format]}`;
}

export function imageUrl(id: string, width: number, format: ImageFormat): string {
  return `${IMAGE_PATH_PREFIX}${imageName(id, width, format)}`;
}

/** The parts of a variant's name; undefined for a name that is no variant's. */
export function parseImageName(name: string): { id: string; width: number; format: ImageFormat } | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const format = match[3] === "jpg" ? "jpeg" : (match[3] as ImageFormat);
  return { id: match[1]!, width: Number(match[2]), format };
}

/** The widths an image `width` pixels wide is kept in: the standard ones below it, and its own if it is narrower. */
export function variantWidths(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((each) => each < width);
  return below.length === IMAGE_WIDTHS.length ? [...below] : [...below, width];
}

/** "…-480.webp 480w, …-960.webp 960w": every width of one format, for `srcset`. */
export function imageSrcset(image: Pick<StoredImage, "id" | "widths">, format: ImageFormat = "webp"): string {
  return image.widths.map((width) => `${imageUrl(image.id, width, format)} ${width}w`).join(", ");
}

/** The variant an `<img src>` names: the widest. */
export function imageSrc(image: Pick<StoredImage, "id" | "widths">, format: ImageFormat = "webp"): string {
  return imageUrl(image.id, Math.max(...image.widths), format);
}

/** The height of a variant `width` wide, as the original's proportions make it. */
export function scaledHeight(image: Pick<StoredImage, "width" | "height">, width: number): number {
  return Math.max(1, Math.round((image.height * width) / image.width));
}

/** An upload as pages show it (a post's cover, an author's picture), with its text alternative. */
export function imageView(image: StoredImage, alt: string) {
  return {
    src: imageSrc(image),
    srcset: imageSrcset(image),
    avifSrcset: imageSrcset(image, "avif"),
    width: image.width,
    height: image.height,
    alt,
  };
}

/** The JPEG an upload keeps for link previews (Open Graph readers take no WebP): its path and size. */
export function shareVariant(image: StoredImage) {
  const width = Math.min(SHARE_WIDTH, image.width);
  return { path: imageUrl(image.id, width, "jpeg"), width, height: scaledHeight(image, width), type: "image/jpeg" };
}

/** What a body image takes of the page: the column (48rem) on wide screens, the screen on narrow ones. */
export const BODY_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";
