import type { Migration } from "#app/lib/store/sql.server.ts";

/**
 * What each kind of outbox row names, written once for both stores: SQLite's rebuilt table and PostgreSQL's
 * replaced constraint hold the same check.
 */
const subject = `
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
  OR (kind = 'assignment' AND lead_id IS NOT NULL AND operator_id IS NOT NULL AND invitation_id IS NULL
      AND reason IS NULL AND token IS NULL AND channel = 'email')
  OR (kind = 'digest' AND operator_id IS NOT NULL AND week IS NOT NULL AND digest IS NOT NULL
      AND lead_id IS NULL AND invitation_id IS NULL AND token IS NULL AND channel = 'email')`;

export default {
  version: 21,
  name: "weekly digest: an operator who wants it is mailed last week's statistics, once a week",
  // An operator turns the digest on for themselves (weekly_digest_since: when, null while off; issue 48). An outbox
  // row may now be a digest: the operator, the week (its Monday, Berlin) and the week's figures as JSON, counted
  // when the row was made. One row per operator and week (outbox_digest_week): several instances that make the same
  // week's digest at once make one row, and so send one mail. Rows of other kinds have no week, and NULLs are never
  // equal in a unique index. SQLite cannot change a CHECK in place: the table is rebuilt as in migrations 14, 15, 19
  // and 20, rows and every column kept.
  sqlite: `
      ALTER TABLE operators ADD COLUMN weekly_digest_since TEXT;
      CREATE TABLE outbox_rebuilt (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL DEFAULT 'lead'
          CHECK (kind IN ('lead', 'invitation', 'guess-alarm', 'privacy-deadline', 'password-reset',
            'two-factor-reset', 'assignment', 'digest')),
        lead_id TEXT REFERENCES contact_requests (id) ON DELETE CASCADE,
        invitation_id TEXT REFERENCES invitations (id) ON DELETE CASCADE,
        operator_id TEXT REFERENCES operators (id) ON DELETE CASCADE,
        privacy_request_id TEXT REFERENCES privacy_requests (id) ON DELETE CASCADE,
        password_reset_id TEXT REFERENCES password_resets (id) ON DELETE CASCADE,
        actor_id TEXT REFERENCES operators (id) ON DELETE SET NULL,
        assigned_by TEXT REFERENCES operators (id) ON DELETE SET NULL,
        locale TEXT CHECK (locale IN ('en', 'de')),
        reason TEXT CHECK (reason IN ('password', 'code')),
        week TEXT,
        digest TEXT,
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
        CHECK (${subject})
      ) STRICT;
      INSERT INTO outbox_rebuilt (id, kind, lead_id, invitation_id, operator_id, privacy_request_id,
          password_reset_id, actor_id, assigned_by, locale, reason, token, channel, status, attempts, created_at,
          next_attempt_at, claimed_by, claimed_until, sent_at, last_error)
        SELECT id, kind, lead_id, invitation_id, operator_id, privacy_request_id, password_reset_id, actor_id,
          assigned_by, locale, reason, token, channel, status, attempts, created_at, next_attempt_at, claimed_by,
          claimed_until, sent_at, last_error
        FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_rebuilt RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead ON outbox (lead_id);
      CREATE INDEX outbox_invitation ON outbox (invitation_id);
      CREATE INDEX outbox_operator ON outbox (operator_id);
      CREATE INDEX outbox_privacy_request ON outbox (privacy_request_id);
      CREATE INDEX outbox_password_reset ON outbox (password_reset_id);
      CREATE INDEX outbox_assigned_by ON outbox (assigned_by);
      CREATE UNIQUE INDEX outbox_digest_week ON outbox (operator_id, week);
    `,
  postgres: `
      ALTER TABLE operators ADD COLUMN weekly_digest_since timestamptz;
      ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
        CHECK (kind IN ('lead', 'invitation', 'guess-alarm', 'privacy-deadline', 'password-reset', 'two-factor-reset',
          'assignment', 'digest'));
      ALTER TABLE outbox ADD COLUMN week text;
      ALTER TABLE outbox ADD COLUMN digest text;
      ALTER TABLE outbox DROP CONSTRAINT outbox_subject;
      ALTER TABLE outbox ADD CONSTRAINT outbox_subject CHECK (${subject});
      CREATE UNIQUE INDEX outbox_digest_week ON outbox (operator_id, week);
    `,
} satisfies Migration;
