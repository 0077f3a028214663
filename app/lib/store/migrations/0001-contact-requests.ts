import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 1,
  name: "contact requests",
  sqlite: `
      CREATE TABLE contact_requests (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        received_at TEXT NOT NULL,
        locale TEXT NOT NULL CHECK (locale IN ('en', 'de')),
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        company TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        message TEXT NOT NULL,
        privacy_policy INTEGER NOT NULL CHECK (privacy_policy IN (0, 1))
      ) STRICT;
    `,
  postgres: `
      CREATE TABLE contact_requests (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        received_at timestamptz NOT NULL,
        locale text NOT NULL CHECK (locale IN ('en', 'de')),
        first_name text NOT NULL,
        last_name text NOT NULL,
        company text NOT NULL,
        email text NOT NULL,
        phone text,
        message text NOT NULL,
        privacy_policy boolean NOT NULL
      );
    `,
} satisfies Migration;
