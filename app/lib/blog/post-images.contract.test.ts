/**
 * Uploaded images in the store, one contract run against SQLite and against PostgreSQL (which needs
 * TEST_DATABASE_URL; without it that half is skipped, and says so): real images made with sharp.
 */
import sharp from "sharp";
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import { findImage, NotAnImageError, readImageVariant, storeImage } from "#app/lib/blog/post-images.server.ts";
import { imageName } from "#app/lib/blog/post-images.ts";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4f46e5" } })
    .jpeg()
    .toBuffer();

await onEachStore("blog images", "images", (store) => {
  it("keeps an upload as WebP and AVIF in three widths and a JPEG for previews, every instance reading the same bytes", async () => {
    const image = await storeImage(store.db().sql, await photo(2000, 1000), "a@example.com");
    expect(image).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      width: 1600,
      height: 800,
      widths: [480, 960, 1600],
    });
    const another = await store.openAnother();
    try {
      for (const width of [480, 960, 1600]) {
        for (const [format, type] of [
          ["webp", "image/webp"],
          ["avif", "image/avif"],
        ] as const) {
          const variant = await readImageVariant(another.sql, imageName(image.id, width, format));
          expect(variant?.contentType).toBe(type);
          const metadata = await sharp(variant!.bytes).metadata();
          expect([metadata.width, metadata.height]).toEqual([width, width / 2]);
        }
      }
      const share = await readImageVariant(another.sql, imageName(image.id, 1200, "jpeg"));
      expect((await sharp(share!.bytes).metadata()).format).toBe("jpeg");
      expect(await findImage(another.sql, image.id)).toEqual(image);
    } finally {
      await another.close();
    }
  });

  it("stores the same upload twice as one, and knows no other name", async () => {
    const bytes = await photo(300, 200);
    const first = await storeImage(store.db().sql, bytes, "a@example.com");
    expect(await storeImage(store.db().sql, bytes, "b@example.com")).toEqual(first);
    expect(first.widths).toEqual([300]);
    expect(await readImageVariant(store.db().sql, imageName(first.id, 480, "webp"))).toBeUndefined();
    expect(await readImageVariant(store.db().sql, "../etc/passwd")).toBeUndefined();
    expect(await findImage(store.db().sql, "ffffffffffffffff")).toBeUndefined();
  });

  it("stores nothing of bytes that are no image", async () => {
    await expect(
      storeImage(store.db().sql, new TextEncoder().encode("not a picture"), "a@example.com"),
    ).rejects.toThrow(NotAnImageError);
    expect(await store.db().sql.all("SELECT name FROM post_images")).toEqual([]);
  });
});
