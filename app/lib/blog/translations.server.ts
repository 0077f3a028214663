/**
 * A post's translation made from the post itself (issue 48, item 3): a draft in the other language that starts
 * with the original's words and is linked to it, so that both point at each other (`translationOf`, read either
 * way round by `translationOf()`). A post has at most one translation: a second is refused.
 */
import type { Locale } from "#app/i18n/locales.ts";
import { coverOf } from "#app/lib/blog/post-images.server.ts";
import {
  createPost,
  getPost,
  isPostId,
  PostNotFoundError,
  translationOf,
  type StoredPost,
} from "#app/lib/blog/posts.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

/** The post has a translation already (`existing`, a draft or not): another would leave one of them unlinked. */
export class TranslationExistsError extends Error {
  readonly existing: StoredPost;
  constructor(existing: StoredPost) {
    super(`post ${existing.translationOf ?? existing.id} has a translation already`);
    this.name = "TranslationExistsError";
    this.existing = existing;
  }
}

export const otherLocale = (locale: Locale): Locale => (locale === "de" ? "en" : "de");

/**
 * Stores the draft translation of post `id`: the other language, its title, author, summary, body, tags and cover
 * as the starting point, linked to the original, written by `operator` (their profile its byline). The original
 * is locked while its translations are counted, so two clicks at once on two instances make one.
 */
export async function translatePost(
  sql: Sql,
  id: string,
  operator: { id: string; email: string },
  now = new Date(),
): Promise<StoredPost> {
  if (!isPostId(id)) throw new PostNotFoundError(id);
  return sql.transaction(async (tx) => {
    // PostgreSQL: the second of two requests waits here and then sees the first one's draft. SQLite runs one at a time.
    if (tx.dialect === "postgres") await tx.all("SELECT id FROM posts WHERE id = ? FOR UPDATE", [id]);
    const original = await getPost(tx, id);
    if (!original) throw new PostNotFoundError(id);
    const existing = await translationOf(tx, original, true);
    if (existing) throw new TranslationExistsError(existing);
    const cover = await coverOf(tx, id);
    return createPost(
      tx,
      {
        locale: otherLocale(original.locale),
        translationOf: original.id,
        title: original.title,
        author: original.author,
        summary: original.summary,
        content: original.content,
        tags: original.tags,
        status: "draft",
        ...(cover ? { cover: { image: cover.image.id, alt: cover.alt } } : {}),
        authorId: operator.id,
      },
      operator.email,
      now,
    );
  });
}

/** The post's translation as its editor links to it (drafts too), or null when it has none yet. */
export async function translationLink(sql: Sql, id: string) {
  const post = await getPost(sql, id);
  const translation = post && (await translationOf(sql, post, true));
  return translation ? { id: translation.id, title: translation.title, locale: translation.locale } : null;
}
