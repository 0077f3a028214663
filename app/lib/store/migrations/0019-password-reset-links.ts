import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 19,
  name: "password reset links: a forgotten password by e-mail, and the owner's help for a locked-out member",
  // An operator's language (the one they last signed in with; null until then) for the mails about their access.
  // A reset link keeps only its token's SHA-256, as an invitation does; its mail's row holds the token until the mail
  // is sent (decision 0021). An outbox row may now be a reset link ('password-reset') or the notice that an owner
  // cleared an operator's second factor ('two-factor-reset', with the owner as actor), in the row's language.
  // The row's language (`locale`) came with migration 15. SQLite cannot change a CHECK in place: the outbox is
  // rebuilt as in migrations 14 and 15, rows and every column kept.
  sqlite: `
      ALTER TABLE operators ADD COLUMN locale TEXT CHECK (locale IN ('en', 'de'));
      CREATE TABLE password_resets (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        locale TEXT NOT NULL CHECK (locale IN ('en', 'de')),
        sent_by TEXT REFERENCES operators (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      ) STRICT;
      CREATE INDEX password_resets_operator ON password_resets (operator_id);
      CREATE TABLE outbox_rebuilt (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL DEFAULT 'lead'
          CHECK (kind IN ('lead', 'invitation', 'guess-alarm', 'privacy-deadline', 'password-reset',
            'two-factor-reset')),
        lead_id TEXT REFERENCES contact_requests (id) ON DELETE CASCADE,
        invitation_id TEXT REFERENCES invitations (id) ON DELETE CASCADE,
        operator_id TEXT REFERENCES operators (id) ON DELETE CASCADE,
        privacy_request_id TEXT REFERENCES privacy_requests (id) ON DELETE CASCADE,
        password_reset_id TEXT REFERENCES password_resets (id) ON DELETE CASCADE,
        actor_id TEXT REFERENCES operators (id) ON DELETE SET NULL,
        locale TEXT CHECK (locale IN ('en', 'de')),
        reason TEXT CHECK (reason IN ('password', 'code')),
        token TEXT,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        next_attempt_at TEXT NOT NULL,
        claimed_by TEXT,
        claimed_until TEXT,
        sent_at TEXT,
        last_error TEXT,
        CHECK (
          (kind = 'lead' AND lead_id IS NOT NULL AND invitation_id IS NULL AND operator_id IS NULL AND token IS NULL)
          OR (kind = 'invitation' AND invitation_id IS NOT NULL AND lead_id IS NULL AND operator_id IS NULL
              AND channel = 'email' AND (token IS NOT NULL) = (status = 'pending'))
          OR (kind = 'guess-alarm' AND operator_id IS NOT NULL AND reason IS NOT NULL AND lead_id IS NULL
              AND invitation_id IS NULL AND token IS NULL AND channel = 'email')
          OR (kind = 'privacy-deadline' AND operator_id IS NOT NULL AND privacy_request_id IS NOT NULL
              AND locale IS NOT NULL AND lead_id IS NULL AND invitation_id IS NULL AND token IS NULL
              AND channel = 'email')
          OR (kind = 'password-reset' AND password_reset_id IS NOT NULL AND lead_id IS NULL AND invitation_id IS NULL
              AND channel = 'email' AND (token IS NOT NULL) = (status = 'pending'))
          OR (kind = 'two-factor-reset' AND operator_id IS NOT NULL AND locale IS NOT NULL AND lead_id IS NULL
              AND invitation_id IS NULL AND token IS NULL AND channel = 'email')
        )
      ) STRICT;
      INSERT INTO outbox_rebuilt (id, kind, lead_id, invitation_id, operator_id, privacy_request_id, locale, reason,
          token, channel, status, attempts, created_at, next_attempt_at, claimed_by, claimed_until, sent_at, last_error)
        SELECT id, kind, lead_id, invitation_id, operator_id, privacy_request_id, locale, reason, token, channel,
          status, attempts, created_at, next_attempt_at, claimed_by, claimed_until, sent_at, last_error
        FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_rebuilt RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead ON outbox (lead_id);
      CREATE INDEX outbox_invitation ON outbox (invitation_id);
      CREATE INDEX outbox_operator ON outbox (operator_id);
      CREATE INDEX outbox_privacy_request ON outbox (privacy_request_id);
      CREATE INDEX outbox_password_reset ON outbox (password_reset_id);
    `,
  postgres: `
      ALTER TABLE operators ADD COLUMN locale text CHECK (locale IN ('en', 'de'));
      CREATE TABLE password_resets (
        id uuid PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        operator_id uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        locale text NOT NULL CHECK (locale IN ('en', 'de')),
        sent_by uuid REFERENCES operators (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX password_resets_operator ON password_resets (operator_id);
      ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
        CHECK (kind IN ('lead', 'invitation', 'guess-alarm', 'privacy-deadline', 'password-reset', 'two-factor-reset'));
      ALTER TABLE outbox ADD COLUMN password_reset_id uuid REFERENCES password_resets (id) ON DELETE CASCADE;
      ALTER TABLE outbox ADD COLUMN actor_id uuid REFERENCES operators (id) ON DELETE SET NULL;
      ALTER TABLE outbox DROP CONSTRAINT outbox_subject;
      ALTER TABLE outbox ADD CONSTRAINT outbox_subject CHECK (
        (kind = 'lead' AND lead_id IS NOT NULL AND invitation_id IS NULL AND operator_id IS NULL AND token IS NULL)
        OR (kind = 'invitation' AND invitation_id IS NOT NULL AND lead_id IS NULL AND operator_id IS NULL
            AND channel = 'email' AND (token IS NOT NULL) = (status = 'pending'))
        OR (kind = 'guess-alarm' AND operator_id IS NOT NULL AND reason IS NOT NULL AND lead_id IS NULL
            AND invitation_id IS NULL AND token IS NULL AND channel = 'email')
        OR (kind = 'privacy-deadline' AND operator_id IS NOT NULL AND privacy_request_id IS NOT NULL
            AND locale IS NOT NULL AND lead_id IS NULL AND invitation_id IS NULL AND token IS NULL
            AND channel = 'email')
        OR (kind = 'password-reset' AND password_reset_id IS NOT NULL AND lead_id IS NULL AND invitation_id IS NULL
            AND channel = 'email' AND (token IS NOT NULL) = (status = 'pending'))
        OR (kind = 'two-factor-reset' AND operator_id IS NOT NULL AND locale IS NOT NULL AND lead_id IS NULL
            AND invitation_id IS NULL AND token IS NULL AND channel = 'email')
      );
      CREATE INDEX outbox_password_reset ON outbox (password_reset_id);
    `,
} satisfies Migration;
