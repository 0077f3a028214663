/**
 * Uploaded images in the site's store (decision 0025): an upload is judged by its bytes (sharp reads them; a
 * name or a header says nothing), turned upright, stripped of its metadata and kept as WebP and AVIF in up to
 * three widths plus one JPEG for Open Graph readers, each variant a row of its own so every instance serves it.
 * Nothing is kept of an upload that is not an image.
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import {
  imageContentTypes,
  imageName,
  imageView,
  parseImageName,
  scaledHeight,
  SHARE_WIDTH,
  variantWidths,
  type ImageFormat,
  type StoredImage,
} from "#app/lib/blog/post-images.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";
import { toNumber } from "#app/lib/store/sql.server.ts";

/** The formats taken: what browsers show and sharp reads (AVIF is HEIF with AV1 inside). */
const ACCEPTED = new Set(["png", "jpeg", "webp", "heif"]);

/** An image of more pixels than this (a 10 MB PNG can claim billions) is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;

export class NotAnImageError extends Error {
  constructor() {
    super("the upload is not a PNG, JPEG, WebP or AVIF image");
    this.name = "NotAnImageError";
  }
}

type Variant = { name: string; contentType: string; width: number; height: number; bytes: Buffer };

/** The image's size upright, or NotAnImageError for bytes that are none of the accepted formats. */
async function uprightSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new NotAnImageError();
  }
  const avif = metadata.format !== "heif" || metadata.compression === "av1";
  if (!ACCEPTED.has(metadata.format ?? "") || !avif || !metadata.width || !metadata.height) throw new NotAnImageError();
  if (metadata.width * metadata.height > MAX_PIXELS) throw new NotAnImageError();
  const { width, height } = metadata.autoOrient ?? metadata;
  return { width, height };
}

async function encode(bytes: Uint8Array, width: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
  // AVIF at sharp's default effort takes seconds per image on a small server; 2 is near its size at a fraction.
  if (format === "avif") return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === "jpeg")
    return image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return image.webp({ quality: 80 }).toBuffer();
}

/** The largest side of a square crop (an author's picture, shown small). */
const SQUARE_MAX = 800;

/** The middle square of an image, upright: what an author's picture is cut to. */
async function squareOf(bytes: Uint8Array): Promise<Uint8Array> {
  const { width, height } = await uprightSize(bytes);
  const side = Math.min(width, height, SQUARE_MAX);
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: side, height: side, fit: "cover" })
    .png()
    .toBuffer();
}

/** Every variant of an upload: WebP and AVIF at each width, and the JPEG for share previews. */
export async function imageVariants(
  upload: Uint8Array,
  { square = false } = {},
): Promise<{ image: StoredImage; variants: Variant[] }> {
  const bytes = square ? await squareOf(upload) : upload;
  const size = await uprightSize(bytes);
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const widths = variantWidths(size.width);
  // Pages are told the widest variant's size: the original's, unless it is wider than any page shows.
  const widest = Math.max(...widths);
  const image: StoredImage = { id, width: widest, height: scaledHeight(size, widest), widths };
  const wanted: [number, ImageFormat][] = [
    ...widths.flatMap((width): [number, ImageFormat][] => [
      [width, "webp"],
      [width, "avif"],
    ]),
    [Math.min(SHARE_WIDTH, size.width), "jpeg"],
  ];
  const variants: Variant[] = [];
  // One at a time: encoding takes every core it is given, and other requests need one too.
  for (const [width, format] of wanted) {
    variants.push({
      name: imageName(id, width, format),
      contentType: imageContentTypes[format],
      width,
      height: scaledHeight(size, width),
      bytes: await encode(bytes, width, format),
    });
  }
  return { image, variants };
}

/** Stores an upload's variants (an upload of the same bytes again changes nothing) and says what was stored. */
export async function storeImage(
  sql: Sql,
  bytes: Uint8Array,
  operator: string,
  { square = false, now = new Date() }: { square?: boolean; now?: Date } = {},
) {
  const { image, variants } = await imageVariants(bytes, { square });
  await sql.transaction(async (tx) => {
    for (const variant of variants) {
      await tx.run(
        `INSERT INTO post_images (name, original, content_type, width, height, bytes, created_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING`,
        [variant.name, image.id, variant.contentType, variant.width, variant.height, variant.bytes, now, operator],
      );
    }
  });
  return image;
}

/** One variant by its name, for serving; undefined for a name no variant has. */
export async function readImageVariant(
  sql: Sql,
  name: string,
): Promise<{ contentType: string; bytes: Uint8Array<ArrayBuffer> } | undefined> {
  if (!parseImageName(name)) return undefined;
  const row = await sql.get<{ content_type: string; bytes: Uint8Array }>(
    "SELECT content_type, bytes FROM post_images WHERE name = ?",
    [name],
  );
  return row && { contentType: row.content_type, bytes: new Uint8Array(row.bytes) };
}

/** What a stored upload is (size, widths) by its id; undefined for an id nothing was stored under. */
export async function findImage(sql: Sql, id: string): Promise<StoredImage | undefined> {
  if (!/^[0-9a-f]{16}$/.test(id)) return undefined;
  const rows = await sql.all<{ name: string; width: unknown; height: unknown }>(
    "SELECT name, width, height FROM post_images WHERE original = ? AND content_type = 'image/webp' ORDER BY width",
    [id],
  );
  if (!rows.length) return undefined;
  const widest = rows.at(-1)!;
  return {
    id,
    width: toNumber(widest.width),
    height: toNumber(widest.height),
    widths: rows.map((row) => toNumber(row.width)),
  };
}

/** A post's cover as stored: the upload's id and its text alternative. */
export type CoverChoice = { image: string; alt: string };

/** Sets or (null) removes a post's cover, inside the caller's transaction (the change that bumps the version). */
export async function setCover(tx: Sql, postId: string, cover: CoverChoice | null): Promise<void> {
  await tx.run("UPDATE posts SET cover_image = ?, cover_alt = ? WHERE id = ?", [
    cover?.image ?? null,
    cover?.alt ?? "",
    postId,
  ]);
}

/** Every post's cover that names a stored upload, by post id. */
export async function coversOf(sql: Sql): Promise<Map<string, { image: StoredImage; alt: string }>> {
  const rows = await sql.all<{ id: string; cover_image: string; cover_alt: string }>(
    "SELECT id, cover_image, cover_alt FROM posts WHERE cover_image IS NOT NULL",
  );
  const covers = new Map<string, { image: StoredImage; alt: string }>();
  for (const row of rows) {
    const image = await findImage(sql, row.cover_image);
    if (image) covers.set(row.id, { image, alt: row.cover_alt });
  }
  return covers;
}

/** One post's cover, or undefined. */
export async function coverOf(sql: Sql, postId: string): Promise<{ image: StoredImage; alt: string } | undefined> {
  const row = await sql.get<{ cover_image: string | null; cover_alt: string }>(
    "SELECT cover_image, cover_alt FROM posts WHERE id = ?",
    [postId],
  );
  const image = row?.cover_image ? await findImage(sql, row.cover_image) : undefined;
  return image && { image, alt: row!.cover_alt };
}

/** A post's cover as the editor holds it (CoverValue in app/components/admin/cover-image-field.tsx), or null. */
export async function editorCover(sql: Sql, postId: string) {
  const cover = await coverOf(sql, postId);
  if (!cover) return null;
  const { src, srcset, width, height } = imageView(cover.image, cover.alt);
  return { image: { id: cover.image.id, src, srcset, width, height }, alt: cover.alt };
}
