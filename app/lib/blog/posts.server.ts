/**
 * The publishing blog (BLOG_STORE=server): posts in the site's database, each
 * in one language, optionally the translation of another, a draft until it is
 * published. Every change bumps the blog's version in the same transaction, so
 * every server process can tell that its cached pages are out of date.
 */
import type { Locale } from "#app/i18n/locales.ts";
import { forgetRevisions, keepRevision } from "#app/lib/blog/post-revisions.server.ts";
import { setCover, type CoverChoice } from "#app/lib/blog/post-images.server.ts";
import { assignSlug } from "#app/lib/blog/post-slugs.server.ts";
import { forgetPost } from "#app/lib/blog/working-copies.server.ts";
import { setPostAuthor } from "#app/lib/blog/authors.server.ts";
import { toDate, toDateOrNull, toNumber, type Sql } from "#app/lib/store/sql.server.ts";

export type PostStatus = "draft" | "published";

export type StoredPost = {
  id: string;
  locale: Locale;
  /** The id of the post this one translates (the English original of a German post, say). */
  translationOf: string | null;
  title: string;
  author: string;
  summary: string;
  /** Sanitized HTML. */
  content: string;
  tags: string[];
  status: PostStatus;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  /** The operator who last changed it. */
  updatedBy: string | null;
  /** Counts the saves: a save made on an older revision is refused (PostConflictError). */
  revision: number;
  /** What search results and shared links show instead of the title and summary; empty: those. */
  metaTitle: string;
  metaDescription: string;
};

export type PostFields = Pick<StoredPost, "locale" | "title" | "author" | "summary" | "content" | "tags" | "status"> &
  Partial<Pick<StoredPost, "metaTitle" | "metaDescription">> & {
    translationOf?: string | null;
    /** When a published post appears: later than now schedules it; without it, now (or when it first appeared). */
    publishAt?: Date | null;
    /** The address in words an editor chose; without it a new post gets its title's (app/lib/blog/post-slugs.ts). */
    slug?: string;
    /** The post's cover image (an upload's id and its alt text); null removes it. Kept beside the post's row. */
    cover?: CoverChoice | null;
    /** The operator who wrote it (their author profile is its byline); set when it is created. */
    authorId?: string;
  };

type PostRow = {
  id: string;
  locale: string;
  translation_of: string | null;
  title: string;
  author: string;
  summary: string;
  content: string;
  tags: string;
  status: string;
  created_at: unknown;
  updated_at: unknown;
  published_at: unknown;
  updated_by: string | null;
  revision: unknown;
  meta_title: string | null;
  meta_description: string | null;
};

const INSERT_COLUMNS = `id, locale, translation_of, title, author, summary, content, tags, status, created_at, updated_at,
  published_at, updated_by`;
const COLUMNS = `${INSERT_COLUMNS}, revision, meta_title, meta_description`;

function fromRow(row: PostRow): StoredPost {
  return {
    id: row.id,
    locale: row.locale as Locale,
    translationOf: row.translation_of,
    title: row.title,
    author: row.author,
    summary: row.summary,
    content: row.content,
    tags: JSON.parse(row.tags) as string[],
    status: row.status as PostStatus,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    publishedAt: toDateOrNull(row.published_at),
    updatedBy: row.updated_by,
    revision: toNumber(row.revision ?? 1),
    metaTitle: row.meta_title ?? "",
    metaDescription: row.meta_description ?? "",
  };
}

/** What visitors see: published, and its time has come (a later one is scheduled). */
export function isLive(post: Pick<StoredPost, "status" | "publishedAt">, now = new Date()): boolean {
  return post.status === "published" && post.publishedAt !== null && post.publishedAt <= now;
}

const LIVE = "status = 'published' AND published_at <= ?";

/** The next time a scheduled post appears, if one is waiting: the page cache's pages expire then. */
export async function nextScheduledAt(sql: Sql, now = new Date()): Promise<Date | null> {
  const row = await sql.get<{ next: unknown }>(
    "SELECT min(published_at) AS next FROM posts WHERE status = 'published' AND published_at > ?",
    [now],
  );
  return toDateOrNull(row?.next);
}

/** Post ids are short and plain (`1732000000000`, `1-de`): anything else names no post. */
export function isPostId(value: string): boolean {
  return /^[\w-]{1,64}$/.test(value);
}

async function bump(tx: Sql): Promise<void> {
  await tx.run("UPDATE blog_state SET version = version + 1 WHERE id = 1");
}

/** The number every change increases: a cached page made at another version is out of date. */
export async function blogVersion(sql: Sql): Promise<number> {
  return toNumber((await sql.get<{ version: unknown }>("SELECT version FROM blog_state WHERE id = 1"))?.version ?? 0);
}

/** The ids of every published post, in either language: any other id is the not-found page to a visitor. */
export async function publishedPostIds(sql: Sql, now = new Date()): Promise<Set<string>> {
  const rows = await sql.all<{ id: string }>(`SELECT id FROM posts WHERE ${LIVE}`, [now]);
  return new Set(rows.map((row) => row.id));
}

/** Newest first: published posts by their publication, drafts by their creation; scheduled ones only with drafts. */
export async function listPosts(
  sql: Sql,
  { locale, drafts = false, now = new Date() }: { locale?: Locale; drafts?: boolean; now?: Date } = {},
): Promise<StoredPost[]> {
  const conditions = [...(locale ? ["locale = ?"] : []), ...(drafts ? [] : [LIVE])];
  const rows = await sql.all<PostRow>(
    `SELECT ${COLUMNS} FROM posts ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""}
     ORDER BY coalesce(published_at, created_at) DESC, id DESC`,
    [...(locale ? [locale] : []), ...(drafts ? [] : [now])],
  );
  return rows.map(fromRow);
}

/** The title and language of the posts among `ids` that are still stored (the audit log names posts by them). */
export async function postTitles(
  sql: Sql,
  ids: readonly string[],
): Promise<Map<string, { title: string; locale: Locale }>> {
  const wanted = [...new Set(ids.filter(isPostId))];
  if (wanted.length === 0) return new Map();
  const rows = await sql.all<{ id: string; title: string; locale: Locale }>(
    `SELECT id, title, locale FROM posts WHERE id IN (${wanted.map(() => "?").join(", ")})`,
    wanted,
  );
  return new Map(rows.map((row) => [row.id, { title: row.title, locale: row.locale }]));
}

export async function getPost(sql: Sql, id: string): Promise<StoredPost | undefined> {
  if (!isPostId(id)) return undefined;
  const row = await sql.get<PostRow>(`SELECT ${COLUMNS} FROM posts WHERE id = ?`, [id]);
  return row && fromRow(row);
}

/** The other language's version of a post, either way round (published ones only, unless `drafts`). */
export async function translationOf(sql: Sql, post: StoredPost, drafts = false): Promise<StoredPost | undefined> {
  const rows = await sql.all<PostRow>(
    `SELECT ${COLUMNS} FROM posts WHERE locale <> ? AND (id = ? OR translation_of = ?) ${drafts ? "" : `AND ${LIVE}`}`,
    [post.locale, post.translationOf ?? "", post.id, ...(drafts ? [] : [new Date()])],
  );
  return rows[0] && fromRow(rows[0]);
}

export class PostNotFoundError extends Error {
  constructor(id: string) {
    super(`there is no post ${id}`);
    this.name = "PostNotFoundError";
  }
}

/** A save made on an older revision of the post than the stored one: `current` is what it would overwrite. */
export class PostConflictError extends Error {
  readonly current: StoredPost;
  constructor(current: StoredPost) {
    super(`post ${current.id} is at revision ${current.revision}`);
    this.name = "PostConflictError";
    this.current = current;
  }
}

/** Stores a new post; its id is the creation time in milliseconds (as SPEC's), made unique if two arrive at once. */
export async function createPost(
  sql: Sql,
  fields: PostFields,
  operator: string,
  now = new Date(),
): Promise<StoredPost> {
  return sql.transaction(async (tx) => {
    let id = String(now.getTime());
    while (await tx.get("SELECT 1 FROM posts WHERE id = ?", [id])) id = String(Number(id) + 1);
    await tx.run(`INSERT INTO posts (${INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      id,
      fields.locale,
      fields.translationOf ?? null,
      fields.title,
      fields.author,
      fields.summary,
      fields.content,
      JSON.stringify(fields.tags),
      fields.status,
      now,
      now,
      fields.status === "published" ? (fields.publishAt ?? now) : null,
      operator,
    ]);
    await assignSlug(tx, { id, locale: fields.locale, title: fields.title }, fields.slug, now);
    await tx.run("UPDATE posts SET meta_title = ?, meta_description = ? WHERE id = ?", [
      fields.metaTitle ?? "",
      fields.metaDescription ?? "",
      id,
    ]);
    if (fields.cover) await setCover(tx, id, fields.cover);
    if (fields.authorId) await setPostAuthor(tx, id, fields.authorId);
    await bump(tx);
    return (await tx.get<PostRow>(`SELECT ${COLUMNS} FROM posts WHERE id = ?`, [id]).then((row) => fromRow(row!)))!;
  });
}

/**
 * When a published post appears: at the time asked for; asked for none (null), when it first appeared or else now;
 * not asked (undefined), as stored (a scheduled post stays scheduled when its words change).
 */
function publicationTime(stored: StoredPost, publishAt: Date | null | undefined, now: Date): Date {
  if (publishAt) return publishAt;
  if (publishAt === undefined && stored.publishedAt) return stored.publishedAt;
  return stored.publishedAt && stored.publishedAt <= now ? stored.publishedAt : now;
}

/**
 * Merges changes into a post and keeps the version it replaces (post-revisions.server.ts). Publishing dates it:
 * at `publishAt` when given, else when it first appeared, else now. With `expectedRevision`, a post saved by
 * someone else since is left alone (PostConflictError).
 */
export async function updatePost(
  sql: Sql,
  id: string,
  changes: Partial<PostFields>,
  operator: string,
  now = new Date(),
  expectedRevision?: number,
): Promise<StoredPost> {
  if (!isPostId(id)) throw new PostNotFoundError(id);
  return sql.transaction(async (tx) => {
    const row = await tx.get<PostRow>(`SELECT ${COLUMNS} FROM posts WHERE id = ?`, [id]);
    if (!row) throw new PostNotFoundError(id);
    const stored = fromRow(row);
    if (expectedRevision !== undefined && expectedRevision !== stored.revision) throw new PostConflictError(stored);
    const post = { ...stored, ...changes };
    const publishedAt =
      post.status === "published" ? publicationTime(stored, changes.publishAt, now) : stored.publishedAt;
    await keepRevision(tx, id);
    await tx.run(
      `UPDATE posts SET locale = ?, translation_of = ?, title = ?, author = ?, summary = ?, content = ?, tags = ?,
         status = ?, updated_at = ?, published_at = ?, updated_by = ?, revision = revision + 1, meta_title = ?,
         meta_description = ? WHERE id = ?`,
      [
        post.locale,
        post.translationOf ?? null,
        post.title,
        post.author,
        post.summary,
        post.content,
        JSON.stringify(post.tags),
        post.status,
        now,
        publishedAt,
        operator,
        post.metaTitle,
        post.metaDescription,
        id,
      ],
    );
    if (changes.slug !== undefined) await assignSlug(tx, post, changes.slug, now);
    if (changes.cover !== undefined) await setCover(tx, id, changes.cover);
    await bump(tx);
    return fromRow((await tx.get<PostRow>(`SELECT ${COLUMNS} FROM posts WHERE id = ?`, [id]))!);
  });
}

/** Removes a post; a translation of it stays, without its link. False when there was none. */
export async function deletePost(sql: Sql, id: string): Promise<boolean> {
  if (!isPostId(id)) return false;
  return sql.transaction(async (tx) => {
    await tx.run("UPDATE posts SET translation_of = NULL WHERE translation_of = ?", [id]);
    await forgetRevisions(tx, id);
    // Its working copies and open editors go with it (working-copies.server.ts).
    await forgetPost(tx, id);
    const { changes } = await tx.run("DELETE FROM posts WHERE id = ?", [id]);
    if (changes) await bump(tx);
    return changes === 1;
  });
}

export type SeedPost = Omit<PostFields, "status"> & { id: string; publishedAt: Date };

/** The sample posts, once: stored published on the first start in this mode, never again (an editor may delete them). */
export async function seedOnce(sql: Sql, seeds: SeedPost[], now = new Date()): Promise<number> {
  return sql.transaction(async (tx) => {
    const state = await tx.get<{ seeded: unknown }>("SELECT seeded FROM blog_state WHERE id = 1");
    // PostgreSQL answers a boolean, SQLite 0 or 1.
    if (state?.seeded === true || toNumber(state?.seeded) === 1) return 0;
    // Originals before their translations, so each link has its target.
    const ordered = [...seeds].sort((a, b) => Number(Boolean(a.translationOf)) - Number(Boolean(b.translationOf)));
    for (const seed of ordered) {
      await tx.run(
        `INSERT INTO posts (${INSERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'published', ?, ?, ?, NULL)
         ON CONFLICT (id) DO NOTHING`,
        [
          seed.id,
          seed.locale,
          seed.translationOf ?? null,
          seed.title,
          seed.author,
          seed.summary,
          seed.content,
          JSON.stringify(seed.tags),
          now,
          now,
          seed.publishedAt,
        ],
      );
    }
    await tx.run("UPDATE blog_state SET seeded = ?, version = version + 1 WHERE id = 1", [true]);
    return ordered.length;
  });
}
