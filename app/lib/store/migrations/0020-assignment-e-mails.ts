import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 20,
  name: "assignment e-mails: an operator hears of a lead someone else assigned to them",
  // An outbox row may now be an assignment (issue 47): the lead, the operator it was assigned to, and who assigned
  // it (kept as nobody if they are deleted). Each operator can turn the mail off (assignment_mail); their language
  // (operators.locale) came with migration 19. SQLite cannot change a CHECK in place: the table is rebuilt as in
  // migrations 14, 15 and 19, rows and every column kept.
  sqlite: `
      ALTER TABLE operators ADD COLUMN assignment_mail INTEGER NOT NULL DEFAULT 1 CHECK (assignment_mail IN (0, 1));
      CREATE TABLE outbox_rebuilt (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL DEFAULT 'lead'
          CHECK (kind IN ('lead', 'invitation', 'guess-alarm', 'privacy-deadline', 'password-reset',
            'two-factor-reset', 'assignment')),
        lead_id TEXT REFERENCES contact_requests (id) ON DELETE CASCADE,
        invitation_id TEXT REFERENCES invitations (id) ON DELETE CASCADE,
        operator_id TEXT REFERENCES operators (id) ON DELETE CASCADE,
        privacy_request_id TEXT REFERENCES privacy_requests (id) ON DELETE CASCADE,
        password_reset_id TEXT REFERENCES password_resets (id) ON DELETE CASCADE,
        actor_id TEXT REFERENCES operators (id) ON DELETE SET NULL,
        assigned_by TEXT REFERENCES operators (id) ON DELETE SET NULL,
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
          OR (kind = 'assignment' AND lead_id IS NOT NULL AND operator_id IS NOT NULL AND invitation_id IS NULL
              AND reason IS NULL AND token IS NULL AND channel = 'email')
        )
      ) STRICT;
      INSERT INTO outbox_rebuilt (id, kind, lead_id, invitation_id, operator_id, privacy_request_id,
          password_reset_id, actor_id, locale, reason, token, channel, status, attempts, created_at, next_attempt_at,
          claimed_by, claimed_until, sent_at, last_error)
        SELECT id, kind, lead_id, invitation_id, operator_id, privacy_request_id, password_reset_id, actor_id, locale,
          reason, token, channel, status, attempts, created_at, next_attempt_at, claimed_by, claimed_until, sent_at,
          last_error
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
    `,
  postgres: `
      ALTER TABLE operators ADD COLUMN assignment_mail boolean NOT NULL DEFAULT true;
      ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
        CHECK (kind IN ('lead', 'invitation', 'guess-alarm', 'privacy-deadline', 'password-reset', 'two-factor-reset',
          'assignment'));
      ALTER TABLE outbox ADD COLUMN assigned_by uuid REFERENCES operators (id) ON DELETE SET NULL;
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
        OR (kind = 'assignment' AND lead_id IS NOT NULL AND operator_id IS NOT NULL AND invitation_id IS NULL
            AND reason IS NULL AND token IS NULL AND channel = 'email')
      );
      CREATE INDEX outbox_assigned_by ON outbox (assigned_by);
    `,
} satisfies Migration;
