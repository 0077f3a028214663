import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 22,
  name: "blog: a post's own title and description for search engines and link previews",
  // Issue 48, item 4: what a search result and a shared link show, when the editor writes it; empty, the page
  // uses the post's title and summary as before. Not kept in post_revisions: they are settings, not the words.
  sqlite: `
      ALTER TABLE posts ADD COLUMN meta_title TEXT NOT NULL DEFAULT '';
      ALTER TABLE posts ADD COLUMN meta_description TEXT NOT NULL DEFAULT '';
    `,
  postgres: `
      ALTER TABLE posts ADD COLUMN meta_title text NOT NULL DEFAULT '';
      ALTER TABLE posts ADD COLUMN meta_description text NOT NULL DEFAULT '';
    `,
} satisfies Migration;
