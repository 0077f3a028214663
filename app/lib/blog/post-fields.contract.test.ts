/**
 * A post as the blog's API reads it (post-fields.server.ts), on each store (the schema asks it whether a cover's
 * upload and a translation's post exist): whole for a new post, only the fields sent for a change, every field's
 * problem named at once in the page's language.
 */
import { expect, it } from "vitest";
import adminDe from "#app/content/blog-admin/de.ts";
import adminEn from "#app/content/blog-admin/en.ts";
import { readPost } from "#app/lib/blog/post-fields.server.ts";
import { createPost } from "#app/lib/blog/posts.server.ts";
import { onEachStore } from "#test/store-contract.ts";

const sent = (body: unknown) =>
  new Request("https://example.com/api/blog/posts", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const post = { title: " Fragen ", author: "Jörg Weiß", summary: "Kurz.", content: "<p>Text</p>" };

await onEachStore("a post as the blog's API reads it", "post_fields", (store) => {
  it("reads a new post whole: trimmed, a draft without tags unless it says otherwise, in the language it names", async () => {
    const sql = store.db().sql;
    expect(await readPost(sql, sent({ ...post, locale: "de", revision: 4 }), adminEn, false)).toEqual({
      fields: { ...post, title: "Fragen", tags: [], status: "draft", locale: "de" },
      revision: 4,
    });
    const read = await readPost(
      sql,
      sent({ ...post, tags: "BI, Planung, BI", status: "published", locale: "fr", revision: "4", publishAt: "" }),
      adminEn,
      false,
    );
    expect(read).toEqual({
      fields: { ...post, title: "Fragen", tags: ["BI", "Planung"], status: "published", publishAt: null },
    });
    const listed = await readPost(sql, sent({ ...post, tags: [" a ", "", 3, "a", "b"], status: null }), adminEn, false);
    expect(listed).toMatchObject({ fields: { tags: ["a", "b"], status: "draft" } });
  });

  it("reads a change only for the fields sent, never its language, and sanitizes its body", async () => {
    const sql = store.db().sql;
    // Strictly: a field not sent is not there at all, so that the stored one stays.
    expect(await readPost(sql, sent({ title: " Neu ", locale: "de", revision: 2 }), adminDe, true)).toStrictEqual({
      fields: { title: "Neu" },
      revision: 2,
    });
    const body = await readPost(sql, sent({ content: '<p onclick="x()">Hi<script>x()</script></p>' }), adminDe, true);
    expect(body).toStrictEqual({ fields: { content: "<p>Hi</p>" }, revision: undefined });
    const times = await readPost(
      sql,
      sent({ publishAt: "2026-12-01T09:30:00Z", slug: " Über uns ", translationOf: "", cover: null }),
      adminDe,
      true,
    );
    expect(times).toEqual({
      fields: { publishAt: new Date("2026-12-01T09:30:00Z"), slug: "Über uns", translationOf: null, cover: null },
    });
  });

  it("names every field's problem at once, in the page's language, and a text's limit", async () => {
    const sql = store.db().sql;
    const other = await createPost(sql, { ...post, locale: "en", tags: [], status: "draft" }, "a@example.com");
    for (const copy of [adminDe, adminEn]) {
      const refused = await readPost(
        sql,
        sent({
          title: "  ",
          author: 7,
          summary: "x".repeat(1_001),
          tags: ["x".repeat(41)],
          status: "scheduled",
          slug: "x".repeat(201),
          cover: { image: "no-such-image", alt: "A harbour" },
          translationOf: "no-such-post",
          publishAt: "tomorrow",
        }),
        copy,
        false,
      );
      expect(refused).toEqual({
        errors: {
          title: copy.postForm.title.error,
          author: copy.postForm.author.error,
          summary: copy.api.tooLong.replace("{max}", "1000"),
          content: copy.postForm.content.error,
          tags: copy.api.tooManyTags,
          status: copy.api.badStatus,
          slug: copy.api.badSlug,
          cover: copy.api.badCover,
          translationOf: copy.api.badTranslation,
          publishAt: copy.api.badPublishAt,
        },
        limits: { summary: 1_000 },
      });
    }
    const linked = await readPost(sql, sent({ translationOf: other.id, tags: "" }), adminEn, true);
    expect(linked).toEqual({ fields: { translationOf: other.id, tags: [] } });
    const tooMany = await readPost(sql, sent({ tags: Array.from({ length: 13 }, (_, i) => `t${i}`) }), adminEn, true);
    expect(tooMany).toEqual({ errors: { tags: adminEn.api.tooManyTags }, limits: {} });
  });

  it.each(["{title:", "[]", "null", '"text"', "3"])("reads %s as no post at all", async (body) => {
    expect(await readPost(store.db().sql, sent(body), adminEn, true)).toEqual({ malformed: true });
  });
});
