/**
 * Authors' profiles, one contract run against SQLite and against PostgreSQL (which needs TEST_DATABASE_URL;
 * without it that half is skipped, and says so).
 */
import sharp from "sharp";
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import { authorProfile, postAuthor, saveAuthorProfile } from "#app/lib/blog/authors.server.ts";
import { storeImage } from "#app/lib/blog/post-images.server.ts";
import { blogVersion, createPost, type PostFields } from "#app/lib/blog/posts.server.ts";

const post = (authorId?: string, author = "Jana Köhler"): PostFields => ({
  locale: "de",
  title: `Beitrag ${authorId ?? "ohne Autorin"} ${author}`,
  author,
  summary: "Kurz.",
  content: "<p>Text</p>",
  tags: [],
  status: "published",
  ...(authorId ? { authorId } : {}),
});

await onEachStore("author profiles", "authors", (store) => {
  it("keeps an operator's name, bio and square picture, and shows them on their posts", async () => {
    const sql = store.db().sql;
    const operator = await createOperator(sql, "jana@example.com", "correct horse battery staple", { role: "editor" });
    const portrait = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#f97316" } })
      .png()
      .toBuffer();
    const picture = await storeImage(sql, portrait, operator.email, { square: true });
    expect([picture.width, picture.height]).toEqual([600, 600]);
    const before = await blogVersion(sql);
    await saveAuthorProfile(sql, operator.id, {
      displayName: "Jana Köhler",
      bio: "Schreibt über Daten.",
      picture: picture.id,
    });
    expect(await blogVersion(sql)).toBeGreaterThan(before);
    const written = await createPost(sql, post(operator.id), operator.email);
    const sample = await createPost(sql, post(), operator.email);
    expect(await postAuthor(sql, written.id)).toMatchObject({
      displayName: "Jana Köhler",
      bio: "Schreibt über Daten.",
      picture: { id: picture.id, width: 600, height: 600 },
    });
    // A post without an author (a seeded sample) keeps the name typed into it.
    expect(await postAuthor(sql, sample.id)).toBeUndefined();
  });

  it("lets the post say who wrote it: another name typed into it is not overridden by the profile (issue 48)", async () => {
    const sql = store.db().sql;
    const operator = await createOperator(sql, "jana@example.com", "correct horse battery staple", { role: "editor" });
    await saveAuthorProfile(sql, operator.id, { displayName: "Jana Köhler", bio: "Schreibt.", picture: null });
    const guest = await createPost(sql, post(operator.id, "Gastautor Ben Hartmann"), operator.email);
    expect(await postAuthor(sql, guest.id)).toBeUndefined();
  });

  it("changes the profile as a whole, leaves out a picture that names no upload", async () => {
    const sql = store.db().sql;
    const operator = await createOperator(sql, "jana@example.com", "correct horse battery staple");
    await saveAuthorProfile(sql, operator.id, { displayName: "Jana", bio: "Alt.", picture: null });
    const saved = await saveAuthorProfile(sql, operator.id, {
      displayName: "Jana Köhler",
      bio: "Neu.",
      picture: "ffffffffffffffff",
    });
    expect(saved).toMatchObject({ displayName: "Jana Köhler", bio: "Neu.", picture: null });
  });

  it("outlives its operator: a deleted account's posts keep their byline", async () => {
    const sql = store.db().sql;
    const operator = await createOperator(sql, "jana@example.com", "correct horse battery staple");
    await saveAuthorProfile(sql, operator.id, { displayName: "Jana Köhler", bio: "", picture: null });
    const written = await createPost(sql, post(operator.id), operator.email);
    await sql.run("DELETE FROM sessions WHERE operator_id = ?", [operator.id]);
    await sql.run("DELETE FROM operators WHERE id = ?", [operator.id]);
    expect((await postAuthor(sql, written.id))?.displayName).toBe("Jana Köhler");
    expect(await authorProfile(sql, operator.id)).toBeDefined();
  });
});
