/**
 * Revisions and scheduling of the publishing blog's posts, one contract run against SQLite and PostgreSQL
 * (which needs TEST_DATABASE_URL; without it that half is skipped, and says so).
 */
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import { getRevision, listRevisions, restoredFields } from "#app/lib/blog/post-revisions.server.ts";
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  nextScheduledAt,
  PostConflictError,
  publishedPostIds,
  translationOf,
  updatePost,
  type PostFields,
} from "#app/lib/blog/posts.server.ts";

function fields(overrides: Partial<PostFields> = {}): PostFields {
  return {
    locale: "de",
    title: "Erste Fassung",
    author: "Jörg Müller",
    summary: "Wie Fachabteilungen ohne SQL an Antworten kommen.",
    content: "<p>Fragen Sie einfach.</p>",
    tags: ["Analytics"],
    status: "draft",
    ...overrides,
  };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

await onEachStore("blog post revisions and scheduling", "revisions", (store) => {
  it("keeps the version every save replaces, newest first, with who saved it and when", async () => {
    const sql = store.db().sql;
    const post = await createPost(sql, fields(), "anna@example.com", at(0));
    await updatePost(sql, post.id, { title: "Zweite Fassung" }, "ben@example.com", at(5));
    const third = await updatePost(sql, post.id, { content: "<p>Dritte.</p>" }, "anna@example.com", at(9));
    expect(third.revision).toBe(3);
    const revisions = await listRevisions(sql, post.id);
    expect(revisions.map((revision) => [revision.revision, revision.title, revision.savedBy])).toEqual([
      [2, "Zweite Fassung", "ben@example.com"],
      [1, "Erste Fassung", "anna@example.com"],
    ]);
    expect(revisions[1]).toMatchObject({ savedAt: at(0), content: "<p>Fragen Sie einfach.</p>", tags: ["Analytics"] });
  });

  it("restores a revision's words as a new save, which keeps the version it replaces in turn", async () => {
    const sql = store.db().sql;
    const post = await createPost(sql, fields({ status: "published" }), "anna@example.com", at(0));
    await updatePost(sql, post.id, { title: "Verschlimmbessert", content: "<p>Weg.</p>" }, "ben@example.com", at(5));
    const first = (await getRevision(sql, post.id, 1))!;
    const restored = await updatePost(sql, post.id, restoredFields(first), "anna@example.com", at(9));
    expect(restored).toMatchObject({ title: "Erste Fassung", content: "<p>Fragen Sie einfach.</p>", revision: 3 });
    expect(restored).toMatchObject({ status: "published", publishedAt: at(0) });
    expect((await getRevision(sql, post.id, 2))?.title).toBe("Verschlimmbessert");
    expect(await getRevision(sql, post.id, 7)).toBeUndefined();
  });

  it("refuses a save made on an older revision, naming who saved since", async () => {
    const sql = store.db().sql;
    const post = await createPost(sql, fields(), "anna@example.com", at(0));
    await updatePost(sql, post.id, { title: "Von Ben" }, "ben@example.com", at(5), 1);
    const stale = updatePost(sql, post.id, { title: "Von Anna" }, "anna@example.com", at(6), 1);
    await expect(stale).rejects.toThrow(PostConflictError);
    await expect(stale).rejects.toMatchObject({ current: { updatedBy: "ben@example.com", revision: 2 } });
    expect((await getPost(sql, post.id))?.title).toBe("Von Ben");
    expect(await listRevisions(sql, post.id)).toHaveLength(1);
  });

  it("forgets a post's revisions with the post", async () => {
    const sql = store.db().sql;
    const post = await createPost(sql, fields(), "anna@example.com", at(0));
    await updatePost(sql, post.id, { title: "Zweite" }, "anna@example.com", at(1));
    await deletePost(sql, post.id);
    expect(await listRevisions(sql, post.id)).toEqual([]);
  });

  it("shows a scheduled post to visitors' queries from its time on, not before", async () => {
    const sql = store.db().sql;
    const english = await createPost(sql, fields({ locale: "en", status: "published" }), "a@example.com", at(0));
    const scheduled = await createPost(
      sql,
      fields({ status: "published", publishAt: at(30), translationOf: english.id }),
      "a@example.com",
      at(1),
    );
    expect(scheduled.publishedAt).toEqual(at(30));
    const before = at(29);
    expect(await listPosts(sql, { locale: "de", now: before })).toEqual([]);
    expect(await listPosts(sql, { locale: "de", drafts: true, now: before })).toHaveLength(1);
    expect((await publishedPostIds(sql, before)).has(scheduled.id)).toBe(false);
    expect(await nextScheduledAt(sql, before)).toEqual(at(30));
    expect((await listPosts(sql, { locale: "de", now: at(30) })).map((post) => post.id)).toEqual([scheduled.id]);
    expect((await publishedPostIds(sql, at(30))).has(scheduled.id)).toBe(true);
    expect(await nextScheduledAt(sql, at(30))).toBeNull();
    // Its time lies ahead of the real clock too: no translation to visitors yet.
    const later = await updatePost(sql, scheduled.id, { publishAt: new Date(Date.now() + 3_600_000) }, "a@example.com");
    expect(await translationOf(sql, english)).toBeUndefined();
    expect(await translationOf(sql, english, true)).toMatchObject({ id: later.id });
  });

  it("keeps a scheduled post's time when its words change, and publishes it now when asked for no time", async () => {
    const sql = store.db().sql;
    const post = await createPost(sql, fields({ status: "published", publishAt: at(30) }), "a@example.com", at(0));
    const edited = await updatePost(sql, post.id, { title: "Tippfehler weg" }, "a@example.com", at(5));
    expect(edited.publishedAt).toEqual(at(30));
    const now = await updatePost(sql, post.id, { publishAt: null }, "a@example.com", at(6));
    expect(now.publishedAt).toEqual(at(6));
  });
});
