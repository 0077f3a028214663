/**
 * Authors of the publishing blog: each operator's display name, short bio and picture, set once on their account
 * page; a new post's author is filled from it, and its page shows the bio and picture. A profile outlives its operator's account (no foreign key): a
 * deleted or deactivated operator's posts keep their byline. Posts without an author (the seeded samples,
 * imports) show the name typed into them.
 */
import { findImage } from "#app/lib/blog/post-images.server.ts";
import type { StoredImage } from "#app/lib/blog/post-images.ts";
import { toDate, type Sql } from "#app/lib/store/sql.server.ts";

export const AUTHOR_LIMITS = { displayName: 100, bio: 280 } as const;

export type AuthorProfile = {
  operatorId: string;
  displayName: string;
  bio: string;
  /** A square upload (`/api/blog/images?shape=square`), if they gave one. */
  picture: StoredImage | null;
  updatedAt: Date;
};

type ProfileRow = {
  operator_id: string;
  display_name: string;
  bio: string;
  picture: string | null;
  updated_at: unknown;
};

async function fromRow(sql: Sql, row: ProfileRow): Promise<AuthorProfile> {
  return {
    operatorId: row.operator_id,
    displayName: row.display_name,
    bio: row.bio,
    picture: (row.picture && (await findImage(sql, row.picture))) || null,
    updatedAt: toDate(row.updated_at),
  };
}

export async function authorProfile(sql: Sql, operatorId: string): Promise<AuthorProfile | undefined> {
  const row = await sql.get<ProfileRow>("SELECT * FROM author_profiles WHERE operator_id = ?", [operatorId]);
  return row && fromRow(sql, row);
}

/** Sets an operator's profile (the whole of it); a picture that names no upload is left out. */
export async function saveAuthorProfile(
  sql: Sql,
  operatorId: string,
  profile: { displayName: string; bio: string; picture: string | null },
  now = new Date(),
): Promise<AuthorProfile> {
  const picture = profile.picture && (await findImage(sql, profile.picture)) ? profile.picture : null;
  await sql.transaction(async (tx) => {
    await tx.run(
      `INSERT INTO author_profiles (operator_id, display_name, bio, picture, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (operator_id) DO UPDATE SET display_name = excluded.display_name, bio = excluded.bio,
         picture = excluded.picture, updated_at = excluded.updated_at`,
      [operatorId, profile.displayName, profile.bio, picture, now],
    );
    // Every post of theirs shows it: cached pages are out of date.
    await tx.run("UPDATE blog_state SET version = version + 1 WHERE id = 1");
  });
  return (await authorProfile(sql, operatorId))!;
}

/** Makes an operator the author of a post (inside the transaction that stores it). */
export async function setPostAuthor(tx: Sql, postId: string, operatorId: string): Promise<void> {
  await tx.run("UPDATE posts SET author_id = ? WHERE id = ?", [operatorId, postId]);
}

/**
 * The profile whose bio and picture a post's byline shows: its author's, when the post names them by their display
 * name; undefined otherwise. The post says who wrote it (decision 0074): a guest's name typed into it, or a name the
 * profile no longer gives, is shown as typed, without someone else's picture.
 */
export async function postAuthor(sql: Sql, postId: string): Promise<AuthorProfile | undefined> {
  const row = await sql.get<ProfileRow>(
    `SELECT author_profiles.* FROM posts JOIN author_profiles ON author_profiles.operator_id = posts.author_id
     WHERE posts.id = ? AND author_profiles.display_name <> '' AND author_profiles.display_name = posts.author`,
    [postId],
  );
  return row && fromRow(sql, row);
}
