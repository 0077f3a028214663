import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 4,
  name: "published blog posts",
  sqlite: `
      CREATE TABLE posts (
        id TEXT PRIMARY KEY,
        locale TEXT NOT NULL CHECK (locale IN ('en', 'de')),
        translation_of TEXT REFERENCES posts (id) ON DELETE SET NULL,
        title TEXT NOT NULL,
        author TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        published_at TEXT,
        updated_by TEXT
      ) STRICT;
      CREATE INDEX posts_listing ON posts (locale, status, published_at);
      CREATE TABLE blog_state (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL, seeded INTEGER NOT NULL) STRICT;
      INSERT INTO blog_state (id, version, seeded) VALUES (1, 0, 0);
    `,
  postgres: `
      CREATE TABLE posts (
        id text PRIMARY KEY,
        locale text NOT NULL CHECK (locale IN ('en', 'de')),
        translation_of text REFERENCES posts (id) ON DELETE SET NULL,
        title text NOT NULL,
        author text NOT NULL,
        summary text NOT NULL,
        content text NOT NULL,
        tags text NOT NULL DEFAULT '[]',
        status text NOT NULL CHECK (status IN ('draft', 'published')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        published_at timestamptz,
        updated_by text
      );
      CREATE INDEX posts_listing ON posts (locale, status, published_at);
      CREATE TABLE blog_state (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL, seeded boolean NOT NULL);
      INSERT INTO blog_state (id, version, seeded) VALUES (1, 0, false);
    `,
} satisfies Migration;
