/**
 * Posts' addresses in words, in the store: each post has one current slug in its language and keeps every slug
 * it had, so an old address (and the old id address, `/blog/1732000000000`) answers with a redirect to the
 * current one. Slugs are unique per language.
 */
import type { Locale } from "#app/i18n/locales.ts";
import { isSlug, slugify, uniqueSlug } from "#app/lib/blog/post-slugs.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

type SluggedPost = { id: string; locale: Locale; title: string };

/** What a post page's last path segment names: a post, by its current slug, an old one, or its id. */
export type ResolvedPath = { postId: string; slug: string; current: boolean };

/** An address the editor typed that another post of the language has, now or before (its old address). */
export class SlugTakenError extends Error {
  readonly slug: string;
  constructor(slug: string) {
    super(`the slug ${slug} is another post's`);
    this.name = "SlugTakenError";
    this.slug = slug;
  }
}

/** The slug a post answers under now; undefined for a post without one (a store older than slugs, until started). */
export async function currentSlug(sql: Sql, postId: string): Promise<string | undefined> {
  const row = await sql.get<{ slug: string }>("SELECT slug FROM post_slugs WHERE post_id = ? AND is_current = ?", [
    postId,
    true,
  ]);
  return row?.slug;
}

/** Every post's current slug, by post id (for lists, feeds and the sitemap). */
export async function currentSlugs(sql: Sql): Promise<Map<string, string>> {
  const rows = await sql.all<{ post_id: string; slug: string }>(
    "SELECT post_id, slug FROM post_slugs WHERE is_current = ?",
    [true],
  );
  return new Map(rows.map((row) => [row.post_id, row.slug]));
}

/**
 * Makes `wanted` (or, without it, the title's slug) the post's current slug: an old slug of its own comes back;
 * a title's slug another post of the language holds gets `-2`, `-3` …, a slug the editor typed is refused
 * (SlugTakenError: the editor says so rather than publish under an address nobody asked for). The slug it had
 * stays as an old one. Runs inside the caller's transaction (the change that bumps the blog's version). Returns
 * the slug it got.
 */
export async function assignSlug(tx: Sql, post: SluggedPost, wanted?: string, now = new Date()): Promise<string> {
  await lockSlugs(tx);
  const typed = wanted && (isSlug(wanted) ? wanted : slugify(wanted));
  const base = typed || slugify(post.title) || `post-${post.id}`;
  const current = await currentSlug(tx, post.id);
  if (current === base) return current;
  const owners = new Map<string, string>();
  const rows = await tx.all<{ slug: string; post_id: string }>(
    "SELECT slug, post_id FROM post_slugs WHERE locale = ? AND (slug = ? OR slug LIKE ?)",
    [post.locale, base, `${base}-%`],
  );
  for (const row of rows) owners.set(row.slug, row.post_id);
  if (typed && (owners.get(base) ?? post.id) !== post.id) throw new SlugTakenError(base);
  const slug = uniqueSlug(base, (candidate) => (owners.get(candidate) ?? post.id) !== post.id);
  if (slug === current) return slug;
  await tx.run("UPDATE post_slugs SET is_current = ? WHERE post_id = ?", [false, post.id]);
  if (owners.has(slug)) {
    await tx.run("UPDATE post_slugs SET is_current = ? WHERE locale = ? AND slug = ?", [true, post.locale, slug]);
  } else {
    await tx.run("INSERT INTO post_slugs (locale, slug, post_id, is_current, created_at) VALUES (?, ?, ?, ?, ?)", [
      post.locale,
      slug,
      post.id,
      true,
      now,
    ]);
  }
  return slug;
}

/**
 * Slugs are handed out one transaction at a time, across instances too: two posts of the same title created at
 * once on two instances would otherwise both take it (one then failing on the key). The blog's state row is the
 * lock (PostgreSQL: a row lock held to the commit; SQLite's transactions are one at a time already).
 */
async function lockSlugs(tx: Sql): Promise<void> {
  await tx.run("UPDATE blog_state SET version = version WHERE id = 1");
}

/** What `/blog/<segment>` (or `/de/blog/<segment>`) names: a slug of that language first, then a post id. */
export async function resolvePostPath(sql: Sql, locale: Locale, segment: string): Promise<ResolvedPath | undefined> {
  const bySlug = await sql.get<{ post_id: string; is_current: unknown }>(
    "SELECT post_id, is_current FROM post_slugs WHERE locale = ? AND slug = ?",
    [locale, segment],
  );
  const postId = bySlug?.post_id ?? segment;
  const slug = await currentSlug(sql, postId);
  if (!slug) return undefined;
  return { postId, slug, current: slug === segment };
}

/** Gives every post without a slug its title's (posts stored before slugs existed; the seeded samples). */
export async function ensureSlugs(sql: Sql): Promise<number> {
  return sql.transaction(async (tx) => {
    // Instances starting together: the second waits here, then finds the slugs the first made.
    await lockSlugs(tx);
    const rows = await tx.all<SluggedPost>(
      `SELECT id, locale, title FROM posts WHERE id NOT IN (SELECT post_id FROM post_slugs WHERE is_current = ?)
       ORDER BY coalesce(published_at, created_at), id`,
      [true],
    );
    for (const post of rows) await assignSlug(tx, post);
    if (rows.length) await tx.run("UPDATE blog_state SET version = version + 1 WHERE id = 1");
    return rows.length;
  });
}

/**
 * Every last path segment that leads to a published post, in either language: current slugs (rendered), old
 * slugs and ids (redirected). Any other segment is the not-found page to a visitor, without a render.
 */
export async function publishedPostSegments(sql: Sql, now = new Date()): Promise<Set<string>> {
  // Live posts only: one scheduled for later is not out yet (isLive in posts.server.ts).
  const rows = await sql.all<{ slug: string; id: string }>(
    `SELECT post_slugs.slug, posts.id FROM post_slugs JOIN posts ON posts.id = post_slugs.post_id
     WHERE posts.status = 'published' AND posts.published_at <= ?`,
    [now],
  );
  return new Set(rows.flatMap((row) => [row.slug, row.id]));
}

/**
 * The visit statistics' names of each post's earlier addresses, to its current one (`"blogPost:<old> <lang>"` →
 * `"blogPost:<current>"`; its id too): a post's views keep to it across a change of its address (issue 48). The
 * statistics name a post by its address (app/lib/analytics/hits.ts), which only the blog can map.
 */
export async function postAddressAliases(sql: Sql): Promise<Map<string, string>> {
  const rows = await sql.all<{ post_id: string; locale: string; slug: string; is_current: unknown }>(
    "SELECT post_id, locale, slug, is_current FROM post_slugs",
  );
  const current = new Map<string, string>();
  for (const row of rows)
    if (row.is_current === true || Number(row.is_current) === 1) current.set(row.post_id, row.slug);
  const aliases = new Map<string, string>();
  for (const row of rows) {
    const now = current.get(row.post_id);
    if (now === undefined) continue;
    if (row.slug !== now) aliases.set(`blogPost:${row.slug} ${row.locale}`, `blogPost:${now}`);
    aliases.set(`blogPost:${row.post_id} ${row.locale}`, `blogPost:${now}`);
  }
  return aliases;
}
