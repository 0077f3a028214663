/**
 * A post's translation made from it (issue 48, item 3), one contract run against SQLite and against PostgreSQL
 * (which needs TEST_DATABASE_URL): a linked draft in the other language with the original's words, and never a
 * second one, not even when two instances are asked at once.
 */
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import {
  createPost,
  getPost,
  PostNotFoundError,
  translationOf,
  type PostFields,
  type StoredPost,
} from "#app/lib/blog/posts.server.ts";
import { TranslationExistsError, translatePost } from "#app/lib/blog/translations.server.ts";

const original: PostFields = {
  locale: "en",
  title: "Questions in plain words",
  author: "Jane Miller",
  summary: "How teams get answers without SQL.",
  content: "<h2>Overview</h2><p>Ask for <strong>revenue</strong> in March.</p>",
  tags: ["Analytics"],
  status: "published",
};
const editor = { id: "op-1", email: "redaktion@example.com" };
const at = new Date(Date.UTC(2026, 10, 29, 9, 0));

await onEachStore("translating a post", "translations", (store) => {
  it("makes a draft in the other language with the original's words, linked both ways", async () => {
    const sql = store.db().sql;
    const english = await createPost(sql, original, "someone@example.com", new Date(at.getTime() - 60_000));
    const german = await translatePost(sql, english.id, editor, at);
    expect(german).toMatchObject({
      locale: "de",
      translationOf: english.id,
      title: original.title,
      author: original.author,
      summary: original.summary,
      content: original.content,
      tags: original.tags,
      status: "draft",
      publishedAt: null,
      updatedBy: editor.email,
    });
    expect((await translationOf(sql, english, true))?.id).toBe(german.id);
    expect((await translationOf(sql, german, true))?.id).toBe(english.id);
    // The original is as it was: still published, at its revision.
    expect(await getPost(sql, english.id)).toMatchObject({ status: "published", revision: 1, translationOf: null });
    // A German original gets an English translation the same way.
    const deutsch = await createPost(sql, { ...original, locale: "de", title: "Fragen in Worten" }, editor.email, at);
    expect(await translatePost(sql, deutsch.id, editor, at)).toMatchObject({ locale: "en", translationOf: deutsch.id });
  });

  it("refuses a post that has a translation, from either side, and a post that is none", async () => {
    const sql = store.db().sql;
    const english = await createPost(sql, original, editor.email, at);
    const german = await translatePost(sql, english.id, editor, at);
    await expect(translatePost(sql, english.id, editor, at)).rejects.toThrow(TranslationExistsError);
    await expect(translatePost(sql, german.id, editor, at)).rejects.toThrow(TranslationExistsError);
    await expect(translatePost(sql, "999", editor, at)).rejects.toThrow(PostNotFoundError);
    await expect(translatePost(sql, "no such id!", editor, at)).rejects.toThrow(PostNotFoundError);
  });

  // Many instances share PostgreSQL only; two SQLite connections in one process would wait on each other's lock.
  it.skipIf(store.name === "SQLite")("makes one translation when two instances are asked at once", async () => {
    const sql = store.db().sql;
    const english = await createPost(sql, original, editor.email, at);
    const another = await store.openAnother();
    try {
      let second: Promise<StoredPost> | undefined;
      const first = await sql.transaction(async (tx) => {
        const made = await translatePost(tx, english.id, editor, at);
        // The other instance asks while this one's draft is not committed yet (a moment of time is the only way in).
        second = translatePost(another.sql, english.id, editor, new Date(at.getTime() + 1));
        await new Promise((resolve) => setTimeout(resolve, 200));
        return made;
      });
      await expect(second).rejects.toThrow(TranslationExistsError);
      expect((await translationOf(sql, english, true))?.id).toBe(first.id);
    } finally {
      await another.close();
    }
  });
});
