import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 7,
  name: "operators as a team: roles, deactivation, two factors, invitations, sign-in challenges, visible sessions",
  // Operators that exist already become owners (issue 30). A session gets a public id (what the sessions page
  // names and ends; the id_hash stays the only key to the cookie) and the device class and browser family
  // read from its User-Agent at sign-in, never the User-Agent or the address itself.
  sqlite: `
      ALTER TABLE operators ADD COLUMN role TEXT NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'sales', 'editor'));
      ALTER TABLE operators ADD COLUMN deactivated_at TEXT;
      ALTER TABLE operators ADD COLUMN totp_secret TEXT;
      ALTER TABLE operators ADD COLUMN totp_enabled_at TEXT;
      ALTER TABLE operators ADD COLUMN totp_last_step INTEGER;
      CREATE TABLE recovery_codes (
        operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at TEXT,
        PRIMARY KEY (operator_id, code_hash)
      ) STRICT;
      CREATE TABLE invitations (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('owner', 'sales', 'editor')),
        invited_by TEXT REFERENCES operators (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        accepted_at TEXT,
        revoked_at TEXT
      ) STRICT;
      CREATE INDEX invitations_email ON invitations (email);
      CREATE TABLE sign_in_challenges (
        id_hash TEXT PRIMARY KEY,
        operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        next TEXT NOT NULL DEFAULT ''
      ) STRICT;
      CREATE TABLE back_office_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
      ALTER TABLE sessions ADD COLUMN public_id TEXT;
      UPDATE sessions SET public_id = lower(hex(randomblob(12)));
      CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);
      ALTER TABLE sessions ADD COLUMN device TEXT NOT NULL DEFAULT 'other';
      ALTER TABLE sessions ADD COLUMN browser TEXT NOT NULL DEFAULT 'other';
    `,
  postgres: `
      ALTER TABLE operators ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'sales', 'editor'));
      ALTER TABLE operators ADD COLUMN deactivated_at timestamptz;
      ALTER TABLE operators ADD COLUMN totp_secret text;
      ALTER TABLE operators ADD COLUMN totp_enabled_at timestamptz;
      ALTER TABLE operators ADD COLUMN totp_last_step bigint;
      CREATE TABLE recovery_codes (
        operator_id uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (operator_id, code_hash)
      );
      CREATE TABLE invitations (
        id uuid PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL,
        role text NOT NULL CHECK (role IN ('owner', 'sales', 'editor')),
        invited_by uuid REFERENCES operators (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        revoked_at timestamptz
      );
      CREATE INDEX invitations_email ON invitations (email);
      CREATE TABLE sign_in_challenges (
        id_hash text PRIMARY KEY,
        operator_id uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        next text NOT NULL DEFAULT ''
      );
      CREATE TABLE back_office_settings (name text PRIMARY KEY, value text NOT NULL);
      ALTER TABLE sessions ADD COLUMN public_id text;
      UPDATE sessions SET public_id = md5(random()::text || id_hash);
      CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);
      ALTER TABLE sessions ADD COLUMN device text NOT NULL DEFAULT 'other';
      ALTER TABLE sessions ADD COLUMN browser text NOT NULL DEFAULT 'other';
    `,
} satisfies Migration;
