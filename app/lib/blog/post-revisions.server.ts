/**
 * The revisions of a post (issue 33, decision 0024): every save keeps the version it replaces, so an editor can
 * compare an earlier one with the post as it is and bring it back. Restoring brings back the words (title,
 * author, summary, content, tags), never the status or the time of publication: an old draft's words do not
 * take a published post off the blog.
 */
import { toDate, toDateOrNull, toNumber, type Sql } from "#app/lib/store/sql.server.ts";

export type PostRevision = {
  postId: string;
  revision: number;
  title: string;
  author: string;
  summary: string;
  /** Sanitized HTML, as it was stored. */
  content: string;
  tags: string[];
  status: string;
  publishedAt: Date | null;
  /** When this version was saved, and by whom. */
  savedAt: Date;
  savedBy: string | null;
};

type RevisionRow = {
  post_id: string;
  revision: unknown;
  title: string;
  author: string;
  summary: string;
  content: string;
  tags: string;
  status: string;
  published_at: unknown;
  saved_at: unknown;
  saved_by: string | null;
};

const COLUMNS = "post_id, revision, title, author, summary, content, tags, status, published_at, saved_at, saved_by";

function fromRow(row: RevisionRow): PostRevision {
  return {
    postId: row.post_id,
    revision: toNumber(row.revision),
    title: row.title,
    author: row.author,
    summary: row.summary,
    content: row.content,
    tags: JSON.parse(row.tags) as string[],
    status: row.status,
    publishedAt: toDateOrNull(row.published_at),
    savedAt: toDate(row.saved_at),
    savedBy: row.saved_by,
  };
}

/** Keeps the post as it is now, inside the transaction that is about to change it (posts.server.ts). */
export async function keepRevision(tx: Sql, postId: string): Promise<void> {
  await tx.run(
    `INSERT INTO post_revisions (${COLUMNS})
     SELECT id, revision, title, author, summary, content, tags, status, published_at, updated_at, updated_by
     FROM posts WHERE id = ?`,
    [postId],
  );
}

/** A deleted post's revisions go with it. */
export async function forgetRevisions(tx: Sql, postId: string): Promise<void> {
  await tx.run("DELETE FROM post_revisions WHERE post_id = ?", [postId]);
}

/** The earlier versions of a post, newest first (at most `limit`). */
export async function listRevisions(sql: Sql, postId: string, limit = 50): Promise<PostRevision[]> {
  const rows = await sql.all<RevisionRow>(
    `SELECT ${COLUMNS} FROM post_revisions WHERE post_id = ? ORDER BY revision DESC LIMIT ?`,
    [postId, limit],
  );
  return rows.map(fromRow);
}

export async function getRevision(sql: Sql, postId: string, revision: number): Promise<PostRevision | undefined> {
  if (!Number.isSafeInteger(revision)) return undefined;
  const row = await sql.get<RevisionRow>(`SELECT ${COLUMNS} FROM post_revisions WHERE post_id = ? AND revision = ?`, [
    postId,
    revision,
  ]);
  return row && fromRow(row);
}

/** What restoring a revision changes: its words, nothing else. */
export function restoredFields(revision: PostRevision) {
  const { title, author, summary, content, tags } = revision;
  return { title, author, summary, content, tags };
}
