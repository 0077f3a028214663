import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 18,
  name: "blog: working copies of the editor, who has a post open",
  // What an operator typed in the editor is kept every few seconds as their working copy of the post (a post's id,
  // or 'new:<language>' for one not stored yet): not the post, no revision (issue 48, decision 0067). Each open
  // editor says every 20 seconds that it is there (post_presence), so that another one can warn before a save would
  // conflict. Both go with the operator; both expire (working-copies.server.ts).
  sqlite: `
      CREATE TABLE post_working_copies (
        operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        post_key TEXT NOT NULL,
        base_revision INTEGER NOT NULL,
        body TEXT NOT NULL,
        saved_at TEXT NOT NULL,
        PRIMARY KEY (operator_id, post_key)
      ) STRICT;
      CREATE INDEX post_working_copies_saved ON post_working_copies (saved_at);
      CREATE INDEX post_working_copies_post ON post_working_copies (post_key);
      CREATE TABLE post_presence (
        post_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        seen_at TEXT NOT NULL,
        PRIMARY KEY (post_id, operator_id)
      ) STRICT;
    `,
  postgres: `
      CREATE TABLE post_working_copies (
        operator_id uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        post_key text NOT NULL,
        base_revision integer NOT NULL,
        body text NOT NULL,
        saved_at timestamptz NOT NULL,
        PRIMARY KEY (operator_id, post_key)
      );
      CREATE INDEX post_working_copies_saved ON post_working_copies (saved_at);
      CREATE INDEX post_working_copies_post ON post_working_copies (post_key);
      CREATE TABLE post_presence (
        post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        operator_id uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        seen_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, operator_id)
      );
    `,
} satisfies Migration;
