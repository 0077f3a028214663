/**
 * The editor's working copies and who has a post open (issue 48, decision 0067). A working copy is what one
 * operator typed in the editor, kept every few seconds of quiet: per operator and post (a post's id, or
 * `new:<language>` for one not stored yet), never the post itself and never a revision. It is removed when that
 * operator saves the post, when the post is deleted, and after WORKING_COPY_DAYS. Presence is an open editor's
 * word that it is there, renewed every PRESENCE_BEAT_SECONDS; a word older than PRESENCE_SECONDS counts as gone
 * (both in app/lib/blog/editor/working-copy.ts).
 */
import type { Locale } from "#app/i18n/locales.ts";
import { PRESENCE_SECONDS, WORKING_COPY_DAYS } from "#app/lib/blog/editor/working-copy.ts";
import { profileNameOf } from "#app/lib/store/operator-names.server.ts";
import { toDate, type Sql } from "#app/lib/store/sql.server.ts";

const DAY = 24 * 60 * 60 * 1000;

/** The key of a post's working copies: its id, or the language of a new one (no post id holds a colon). */
export const workingCopyKey = (post: { id: string } | { newIn: Locale }) =>
  "id" in post ? post.id : `new:${post.newIn}`;

export type WorkingCopy = {
  /** The post's revision the operator was typing on (0 for a new post). */
  baseRevision: number;
  /** The form as typed (the editor's fields, body and cover), as the editor sent it. */
  body: unknown;
  savedAt: Date;
};

/** Keeps an operator's working copy of a post, replacing the earlier one; copies past their time go at once. */
export async function keepWorkingCopy(
  sql: Sql,
  copy: { operatorId: string; postKey: string; baseRevision: number; body: unknown },
  now = new Date(),
): Promise<void> {
  await sql.run(
    `INSERT INTO post_working_copies (operator_id, post_key, base_revision, body, saved_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (operator_id, post_key)
       DO UPDATE SET base_revision = excluded.base_revision, body = excluded.body, saved_at = excluded.saved_at`,
    [copy.operatorId, copy.postKey, copy.baseRevision, JSON.stringify(copy.body), now],
  );
  await pruneWorkingCopies(sql, now);
}

/** The operator's working copy of a post, unless it is past its time. */
export async function workingCopy(
  sql: Sql,
  operatorId: string,
  postKey: string,
  now = new Date(),
): Promise<WorkingCopy | undefined> {
  const row = await sql.get<{ base_revision: number; body: string; saved_at: unknown }>(
    "SELECT base_revision, body, saved_at FROM post_working_copies WHERE operator_id = ? AND post_key = ? AND saved_at > ?",
    [operatorId, postKey, expiredBefore(now)],
  );
  return row
    ? { baseRevision: row.base_revision, body: JSON.parse(row.body), savedAt: toDate(row.saved_at) }
    : undefined;
}

/** Removes the operator's working copy of a post (saved, or discarded by them). */
export async function forgetWorkingCopy(sql: Sql, operatorId: string, postKey: string): Promise<void> {
  await sql.run("DELETE FROM post_working_copies WHERE operator_id = ? AND post_key = ?", [operatorId, postKey]);
}

/** Removes every working copy of a post and every word that it is open (the post is deleted). */
export async function forgetPost(tx: Sql, postId: string): Promise<void> {
  await tx.run("DELETE FROM post_working_copies WHERE post_key = ?", [postId]);
  await tx.run("DELETE FROM post_presence WHERE post_id = ?", [postId]);
}

const expiredBefore = (now: Date) => new Date(now.getTime() - WORKING_COPY_DAYS * DAY);

/** Removes the working copies older than WORKING_COPY_DAYS (and presence long gone); answers how many copies. */
export async function pruneWorkingCopies(sql: Sql, now = new Date()): Promise<number> {
  const { changes } = await sql.run("DELETE FROM post_working_copies WHERE saved_at <= ?", [expiredBefore(now)]);
  await sql.run("DELETE FROM post_presence WHERE seen_at <= ?", [new Date(now.getTime() - DAY)]);
  return changes;
}

/** Notes that the operator has the post open now. */
export async function markPresent(sql: Sql, postId: string, operatorId: string, now = new Date()): Promise<void> {
  await sql.run(
    `INSERT INTO post_presence (post_id, operator_id, seen_at) VALUES (?, ?, ?)
       ON CONFLICT (post_id, operator_id) DO UPDATE SET seen_at = excluded.seen_at`,
    [postId, operatorId, now],
  );
  await pruneWorkingCopies(sql, now);
}

/** Notes that the operator closed the post (their editor's page was left). */
export async function markGone(sql: Sql, postId: string, operatorId: string): Promise<void> {
  await sql.run("DELETE FROM post_presence WHERE post_id = ? AND operator_id = ?", [postId, operatorId]);
}

/** An operator as another editor names them: their author profile's name, else their e-mail address. */
export type Someone = { name: string; at: Date };

/** The other operators with the post open in the last PRESENCE_SECONDS, the one seen last first. */
export async function othersPresent(
  sql: Sql,
  postId: string,
  operatorId: string,
  now = new Date(),
): Promise<Someone[]> {
  const rows = await sql.all<{ email: string; display_name: string | null; seen_at: unknown }>(
    `SELECT o.email, ${profileNameOf("o")} AS display_name, p.seen_at FROM post_presence p
       JOIN operators o ON o.id = p.operator_id
       WHERE p.post_id = ? AND p.operator_id <> ? AND p.seen_at > ?
       ORDER BY p.seen_at DESC`,
    [postId, operatorId, new Date(now.getTime() - PRESENCE_SECONDS * 1000)],
  );
  return rows.map((row) => ({ name: row.display_name || row.email, at: toDate(row.seen_at) }));
}

/** The name of the operator with this e-mail address as others see it (their author profile's, else the address). */
export async function nameOfOperator(sql: Sql, email: string): Promise<string> {
  const row = await sql.get<{ display_name: string | null }>(
    `SELECT ${profileNameOf("o")} AS display_name FROM operators o WHERE o.email = ?`,
    [email],
  );
  return row?.display_name || email;
}
