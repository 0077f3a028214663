/**
 * Posts' slugs and their history, one contract run against SQLite and against PostgreSQL (which needs
 * TEST_DATABASE_URL; without it that half is skipped, and says so).
 */
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import { serverSeeds } from "#app/lib/blog/blog.server.ts";
import {
  currentSlug,
  currentSlugs,
  ensureSlugs,
  postAddressAliases,
  publishedPostSegments,
  resolvePostPath,
  SlugTakenError,
} from "#app/lib/blog/post-slugs.server.ts";
import {
  blogVersion,
  createPost,
  deletePost,
  seedOnce,
  updatePost,
  type PostFields,
} from "#app/lib/blog/posts.server.ts";

function fields(overrides: Partial<PostFields> = {}): PostFields {
  return {
    locale: "de",
    title: "Größere Antworten für Ärzte",
    author: "Jörg Müller",
    summary: "Wie Fachabteilungen ohne SQL an Antworten kommen.",
    content: "<p>Fragen Sie einfach.</p>",
    tags: [],
    status: "published",
    ...overrides,
  };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

await onEachStore("post slugs", "slugs", (store) => {
  it("gives a new post its title's slug, umlauts written out", async () => {
    const post = await createPost(store.db().sql, fields(), "a@example.com", at(0));
    expect(await currentSlug(store.db().sql, post.id)).toBe("groessere-antworten-fuer-aerzte");
    expect(await resolvePostPath(store.db().sql, "de", "groessere-antworten-fuer-aerzte")).toEqual({
      postId: post.id,
      slug: "groessere-antworten-fuer-aerzte",
      current: true,
    });
  });

  it("numbers a clash within a language, and lets the other language have the same slug", async () => {
    const sql = store.db().sql;
    await createPost(sql, fields(), "a@example.com", at(0));
    const second = await createPost(sql, fields(), "a@example.com", at(1));
    const third = await createPost(sql, fields(), "a@example.com", at(2));
    const english = await createPost(sql, fields({ locale: "en" }), "a@example.com", at(3));
    expect(await currentSlug(sql, second.id)).toBe("groessere-antworten-fuer-aerzte-2");
    expect(await currentSlug(sql, third.id)).toBe("groessere-antworten-fuer-aerzte-3");
    expect(await currentSlug(sql, english.id)).toBe("groessere-antworten-fuer-aerzte");
  });

  it("keeps an old slug and the id as addresses of the post's current slug", async () => {
    const sql = store.db().sql;
    const post = await createPost(sql, fields(), "a@example.com", at(0));
    const before = await blogVersion(sql);
    await updatePost(sql, post.id, { slug: "kpis-im-gespraech" }, "b@example.com", at(5));
    expect(await blogVersion(sql)).toBeGreaterThan(before);
    expect(await resolvePostPath(sql, "de", "groessere-antworten-fuer-aerzte")).toEqual({
      postId: post.id,
      slug: "kpis-im-gespraech",
      current: false,
    });
    expect(await resolvePostPath(sql, "de", post.id)).toEqual({
      postId: post.id,
      slug: "kpis-im-gespraech",
      current: false,
    });
    expect(await resolvePostPath(sql, "en", "kpis-im-gespraech")).toBeUndefined();
    expect(await resolvePostPath(sql, "de", "nobodys-slug")).toBeUndefined();
    // Its old slug taken back is its own again, not a clash.
    await updatePost(sql, post.id, { slug: "groessere-antworten-fuer-aerzte" }, "b@example.com", at(6));
    expect(await currentSlug(sql, post.id)).toBe("groessere-antworten-fuer-aerzte");
    expect((await resolvePostPath(sql, "de", "kpis-im-gespraech"))?.current).toBe(false);
  });

  it("makes what an editor types into a slug, and keeps another post's old slug from being taken", async () => {
    const sql = store.db().sql;
    const first = await createPost(sql, fields({ slug: "Über uns!" }), "a@example.com", at(0));
    expect(await currentSlug(sql, first.id)).toBe("ueber-uns");
    await updatePost(sql, first.id, { slug: "team" }, "a@example.com", at(1));
    // "ueber-uns" still leads to the first post: typed, it is refused (issue 48); from a title, it gets a number.
    await expect(createPost(sql, fields({ slug: "ueber-uns" }), "a@example.com", at(2))).rejects.toThrow(
      SlugTakenError,
    );
    const second = await createPost(sql, fields({ title: "Über uns" }), "a@example.com", at(3));
    expect(await currentSlug(sql, second.id)).toBe("ueber-uns-2");
    await expect(updatePost(sql, second.id, { slug: "team" }, "a@example.com", at(4))).rejects.toThrow(SlugTakenError);
    expect(await currentSlug(sql, second.id)).toBe("ueber-uns-2");
    // Its own old address it may take back.
    await updatePost(sql, first.id, { slug: "ueber-uns" }, "a@example.com", at(5));
    expect(await currentSlug(sql, first.id)).toBe("ueber-uns");
  });

  it("names each post's old addresses and id to the statistics, by language, as its current one", async () => {
    const sql = store.db().sql;
    const post = await createPost(sql, fields({ title: "Alt" }), "a@example.com", at(0));
    await updatePost(sql, post.id, { slug: "neu" }, "a@example.com", at(1));
    const aliases = await postAddressAliases(sql);
    expect(aliases.get("blogPost:alt de")).toBe("blogPost:neu");
    expect(aliases.get(`blogPost:${post.id} de`)).toBe("blogPost:neu");
    expect(aliases.has("blogPost:alt en")).toBe(false);
    expect(aliases.has("blogPost:neu de")).toBe(false);
  });

  it("forgets a deleted post's slugs, and lists only published posts' addresses for visitors", async () => {
    const sql = store.db().sql;
    const published = await createPost(sql, fields({ title: "Live" }), "a@example.com", at(0));
    const draft = await createPost(sql, fields({ title: "Entwurf", status: "draft" }), "a@example.com", at(1));
    await updatePost(sql, published.id, { slug: "live-neu" }, "a@example.com", at(2));
    expect(await publishedPostSegments(sql)).toEqual(new Set(["live", "live-neu", published.id]));
    expect((await currentSlugs(sql)).get(draft.id)).toBe("entwurf");
    await deletePost(sql, published.id);
    expect(await resolvePostPath(sql, "de", "live-neu")).toBeUndefined();
  });

  // Many instances share PostgreSQL only; two SQLite connections in one process would wait on each other's lock.
  it.skipIf(store.name === "SQLite")(
    "hands out a title's slug once when two instances create or start at the same moment",
    async () => {
      const another = await store.openAnother();
      try {
        const [first, second] = await Promise.all([
          createPost(store.db().sql, fields({ title: "Gleichzeitig" }), "a@example.com", at(0)),
          createPost(another.sql, fields({ title: "Gleichzeitig" }), "b@example.com", at(1)),
        ]);
        const slugs = [await currentSlug(store.db().sql, first.id), await currentSlug(store.db().sql, second.id)];
        expect(slugs.sort()).toEqual(["gleichzeitig", "gleichzeitig-2"]);
        await seedOnce(store.db().sql, await serverSeeds());
        const made = await Promise.all([ensureSlugs(store.db().sql), ensureSlugs(another.sql)]);
        expect(made.sort()).toEqual([0, 4]);
      } finally {
        await another.close();
      }
    },
  );

  it("gives the seeded samples and older posts their slugs once", async () => {
    const sql = store.db().sql;
    await seedOnce(sql, await serverSeeds());
    expect(await ensureSlugs(sql)).toBe(4);
    expect(await ensureSlugs(sql)).toBe(0);
    const slugs = await currentSlugs(sql);
    expect(slugs.size).toBe(4);
    for (const slug of slugs.values()) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
