import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 13,
  name: "blog media: images and their variants, post slugs with their history, cover images, author profiles",
  // Images are blobs in the store so every instance serves them (decision 0025). A post's slugs, current and
  // old, live in one table: an old one answers with a redirect. An author's profile outlives the operator's
  // account (no foreign key): a deleted operator's posts keep their byline.
  sqlite: `
      CREATE TABLE post_images (
        name TEXT PRIMARY KEY,
        original TEXT NOT NULL,
        content_type TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        bytes BLOB NOT NULL,
        created_at TEXT NOT NULL,
        created_by TEXT
      ) STRICT;
      CREATE INDEX post_images_original ON post_images (original);
      CREATE TABLE post_slugs (
        locale TEXT NOT NULL CHECK (locale IN ('en', 'de')),
        slug TEXT NOT NULL,
        post_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        is_current INTEGER NOT NULL CHECK (is_current IN (0, 1)),
        created_at TEXT NOT NULL,
        PRIMARY KEY (locale, slug)
      ) STRICT;
      CREATE UNIQUE INDEX post_slugs_current ON post_slugs (post_id) WHERE is_current = 1;
      ALTER TABLE posts ADD COLUMN cover_image TEXT;
      ALTER TABLE posts ADD COLUMN cover_alt TEXT NOT NULL DEFAULT '';
      ALTER TABLE posts ADD COLUMN author_id TEXT;
      CREATE TABLE author_profiles (
        operator_id TEXT PRIMARY KEY,
        display_name TEXT NOT NULL,
        bio TEXT NOT NULL,
        picture TEXT,
        updated_at TEXT NOT NULL
      ) STRICT;
    `,
  postgres: `
      CREATE TABLE post_images (
        name text PRIMARY KEY,
        original text NOT NULL,
        content_type text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL,
        created_by text
      );
      CREATE INDEX post_images_original ON post_images (original);
      CREATE TABLE post_slugs (
        locale text NOT NULL CHECK (locale IN ('en', 'de')),
        slug text NOT NULL,
        post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        is_current boolean NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (locale, slug)
      );
      CREATE UNIQUE INDEX post_slugs_current ON post_slugs (post_id) WHERE is_current;
      ALTER TABLE posts ADD COLUMN cover_image text;
      ALTER TABLE posts ADD COLUMN cover_alt text NOT NULL DEFAULT '';
      ALTER TABLE posts ADD COLUMN author_id text;
      CREATE TABLE author_profiles (
        operator_id text PRIMARY KEY,
        display_name text NOT NULL,
        bio text NOT NULL,
        picture text,
        updated_at timestamptz NOT NULL
      );
    `,
} satisfies Migration;
