import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 12,
  name: "blog: revisions of posts, a post's revision number for concurrent edits",
  // Every save of a post keeps the version it replaces in post_revisions (decision 0024); posts.revision counts
  // the saves, so that a save made on an older revision is refused (409) instead of overwriting someone's change.
  // A scheduled post is a published one whose published_at lies ahead: no column of its own.
  sqlite: `
      ALTER TABLE posts ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
      CREATE TABLE post_revisions (
        post_id TEXT NOT NULL,
        revision INTEGER NOT NULL,
        title TEXT NOT NULL,
        author TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        tags TEXT NOT NULL,
        status TEXT NOT NULL,
        published_at TEXT,
        saved_at TEXT NOT NULL,
        saved_by TEXT,
        PRIMARY KEY (post_id, revision)
      ) STRICT;
    `,
  postgres: `
      ALTER TABLE posts ADD COLUMN revision integer NOT NULL DEFAULT 1;
      CREATE TABLE post_revisions (
        post_id text NOT NULL,
        revision integer NOT NULL,
        title text NOT NULL,
        author text NOT NULL,
        summary text NOT NULL,
        content text NOT NULL,
        tags text NOT NULL,
        status text NOT NULL,
        published_at timestamptz,
        saved_at timestamptz NOT NULL,
        saved_by text,
        PRIMARY KEY (post_id, revision)
      );
    `,
} satisfies Migration;
