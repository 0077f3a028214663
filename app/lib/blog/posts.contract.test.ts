/**
 * The publishing blog's posts, one contract run against SQLite and against
 * PostgreSQL (which needs TEST_DATABASE_URL; without it that half is skipped,
 * and says so).
 */
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import { serverSeeds } from "#app/lib/blog/blog.server.ts";
import {
  blogVersion,
  createPost,
  deletePost,
  getPost,
  listPosts,
  PostNotFoundError,
  seedOnce,
  translationOf,
  updatePost,
  type PostFields,
} from "#app/lib/blog/posts.server.ts";

function fields(overrides: Partial<PostFields> = {}): PostFields {
  return {
    locale: "de",
    title: "Kennzahlen im Gespräch",
    author: "Jörg Müller",
    summary: "Wie Fachabteilungen ohne SQL an Antworten kommen.",
    content: "<p>Fragen Sie einfach.</p>",
    tags: ["Analytics", "Größe"],
    status: "draft",
    ...overrides,
  };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

await onEachStore("blog posts", "posts", (store) => {
  it("stores every field of a post, with who changed it and when", async () => {
    const post = await createPost(store.db().sql, fields(), "redaktion@example.com", at(0));
    expect(post.id).toBe(String(at(0).getTime()));
    expect(await getPost(store.db().sql, post.id)).toEqual({
      id: post.id,
      locale: "de",
      translationOf: null,
      title: "Kennzahlen im Gespräch",
      author: "Jörg Müller",
      summary: "Wie Fachabteilungen ohne SQL an Antworten kommen.",
      content: "<p>Fragen Sie einfach.</p>",
      tags: ["Analytics", "Größe"],
      status: "draft",
      createdAt: at(0),
      updatedAt: at(0),
      publishedAt: null,
      updatedBy: "redaktion@example.com",
      revision: 1,
      metaTitle: "",
      metaDescription: "",
    });
  });

  it("keeps a post's own title and description for search results and shared links (issue 48)", async () => {
    const sql = store.db().sql;
    const post = await createPost(sql, { ...fields(), metaTitle: "KPIs ohne SQL" }, "a@example.com", at(0));
    expect(post).toMatchObject({ metaTitle: "KPIs ohne SQL", metaDescription: "" });
    const changed = await updatePost(
      sql,
      post.id,
      { metaDescription: "Fragen statt Formeln." },
      "a@example.com",
      at(1),
    );
    expect(changed).toMatchObject({ metaTitle: "KPIs ohne SQL", metaDescription: "Fragen statt Formeln." });
  });

  it("gives two posts made in the same millisecond different ids", async () => {
    const first = await createPost(store.db().sql, fields(), "a@example.com", at(0));
    const second = await createPost(store.db().sql, fields(), "a@example.com", at(0));
    expect(second.id).not.toBe(first.id);
  });

  it("dates a post when it is first published and keeps that date through later edits", async () => {
    const draft = await createPost(store.db().sql, fields(), "a@example.com", at(0));
    const published = await updatePost(store.db().sql, draft.id, { status: "published" }, "b@example.com", at(5));
    expect(published.publishedAt).toEqual(at(5));
    expect(published.updatedBy).toBe("b@example.com");
    const edited = await updatePost(store.db().sql, draft.id, { title: "Neu" }, "a@example.com", at(9));
    expect(edited).toMatchObject({ title: "Neu", publishedAt: at(5), updatedAt: at(9), createdAt: at(0) });
  });

  it("lists a language's published posts newest first; drafts only when asked", async () => {
    const old = await createPost(store.db().sql, fields({ status: "published" }), "a@example.com", at(1));
    const recent = await createPost(store.db().sql, fields({ status: "published" }), "a@example.com", at(2));
    const draft = await createPost(store.db().sql, fields(), "a@example.com", at(3));
    await createPost(store.db().sql, fields({ locale: "en", status: "published" }), "a@example.com", at(4));
    expect((await listPosts(store.db().sql, { locale: "de" })).map((post) => post.id)).toEqual([recent.id, old.id]);
    expect((await listPosts(store.db().sql, { locale: "de", drafts: true })).map((post) => post.id)).toEqual([
      draft.id,
      recent.id,
      old.id,
    ]);
    expect(await listPosts(store.db().sql)).toHaveLength(3);
  });

  it("finds a translation from either side, published ones unless drafts are asked for", async () => {
    const english = await createPost(
      store.db().sql,
      fields({ locale: "en", status: "published" }),
      "a@example.com",
      at(1),
    );
    const german = await createPost(store.db().sql, fields({ translationOf: english.id }), "a@example.com", at(2));
    expect(await translationOf(store.db().sql, german)).toMatchObject({ id: english.id });
    expect(await translationOf(store.db().sql, english)).toBeUndefined();
    expect(await translationOf(store.db().sql, english, true)).toMatchObject({ id: german.id });
  });

  it("deletes a post and unlinks its translation, which stays", async () => {
    const english = await createPost(store.db().sql, fields({ locale: "en" }), "a@example.com", at(1));
    const german = await createPost(store.db().sql, fields({ translationOf: english.id }), "a@example.com", at(2));
    expect(await deletePost(store.db().sql, english.id)).toBe(true);
    expect(await deletePost(store.db().sql, english.id)).toBe(false);
    expect(await getPost(store.db().sql, english.id)).toBeUndefined();
    expect(await getPost(store.db().sql, german.id)).toMatchObject({ translationOf: null });
  });

  it("answers 'no such post' for unknown and malformed ids", async () => {
    expect(await getPost(store.db().sql, "404")).toBeUndefined();
    expect(await getPost(store.db().sql, "../etc/passwd")).toBeUndefined();
    await expect(updatePost(store.db().sql, "404", { title: "x" }, "a@example.com")).rejects.toThrow(PostNotFoundError);
    expect(await deletePost(store.db().sql, "'; DROP TABLE posts; --")).toBe(false);
  });

  it("raises the blog's version with every change, so cached pages can tell they are stale", async () => {
    const versions = [await blogVersion(store.db().sql)];
    const post = await createPost(store.db().sql, fields(), "a@example.com", at(1));
    versions.push(await blogVersion(store.db().sql));
    await updatePost(store.db().sql, post.id, { status: "published" }, "a@example.com", at(2));
    versions.push(await blogVersion(store.db().sql));
    await deletePost(store.db().sql, post.id);
    versions.push(await blogVersion(store.db().sql));
    await deletePost(store.db().sql, post.id);
    versions.push(await blogVersion(store.db().sql));
    expect(versions).toEqual([versions[0], versions[0]! + 1, versions[0]! + 2, versions[0]! + 3, versions[0]! + 3]);
  });

  it("seeds the sample posts in both languages once, never again after an editor deletes one", async () => {
    const seeds = await serverSeeds();
    expect(await seedOnce(store.db().sql, seeds)).toBe(4);
    const english = await listPosts(store.db().sql, { locale: "en" });
    const german = await listPosts(store.db().sql, { locale: "de" });
    expect(english.map((post) => post.id)).toEqual(["1", "2"]); // October before September
    expect(german.map((post) => [post.id, post.translationOf])).toEqual([
      ["1-de", "1"],
      ["2-de", "2"],
    ]);
    expect(german[0]!.publishedAt).toEqual(english[0]!.publishedAt);
    await deletePost(store.db().sql, "1");
    expect(await seedOnce(store.db().sql, seeds)).toBe(0);
    expect(await getPost(store.db().sql, "1")).toBeUndefined();
  });
});
