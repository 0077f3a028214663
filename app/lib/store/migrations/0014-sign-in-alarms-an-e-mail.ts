import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 14,
  name: "sign-in alarms: an e-mail to an operator whose account is being guessed at",
  // An outbox row may now be about an operator (kind 'guess-alarm', with the reason: wrong passwords or wrong
  // codes); guess_alarm_at on the operator keeps it to one mail a day, whichever instance noticed (decision 0034).
  // SQLite cannot change a CHECK in place: the table is rebuilt as in migration 8, rows kept.
  sqlite: `
      ALTER TABLE operators ADD COLUMN guess_alarm_at TEXT;
      CREATE TABLE outbox_rebuilt (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL DEFAULT 'lead' CHECK (kind IN ('lead', 'invitation', 'guess-alarm')),
        lead_id TEXT REFERENCES contact_requests (id) ON DELETE CASCADE,
        invitation_id TEXT REFERENCES invitations (id) ON DELETE CASCADE,
        operator_id TEXT REFERENCES operators (id) ON DELETE CASCADE,
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
        )
      ) STRICT;
      INSERT INTO outbox_rebuilt (id, kind, lead_id, invitation_id, token, channel, status, attempts, created_at,
          next_attempt_at, claimed_by, claimed_until, sent_at, last_error)
        SELECT id, kind, lead_id, invitation_id, token, channel, status, attempts, created_at, next_attempt_at,
          claimed_by, claimed_until, sent_at, last_error
        FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_rebuilt RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead ON outbox (lead_id);
      CREATE INDEX outbox_invitation ON outbox (invitation_id);
      CREATE INDEX outbox_operator ON outbox (operator_id);
    `,
  postgres: `
      ALTER TABLE operators ADD COLUMN guess_alarm_at timestamptz;
      ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('lead', 'invitation', 'guess-alarm'));
      ALTER TABLE outbox ADD COLUMN operator_id uuid REFERENCES operators (id) ON DELETE CASCADE;
      ALTER TABLE outbox ADD COLUMN reason text CHECK (reason IN ('password', 'code'));
      ALTER TABLE outbox DROP CONSTRAINT outbox_subject;
      ALTER TABLE outbox ADD CONSTRAINT outbox_subject CHECK (
        (kind = 'lead' AND lead_id IS NOT NULL AND invitation_id IS NULL AND operator_id IS NULL AND token IS NULL)
        OR (kind = 'invitation' AND invitation_id IS NOT NULL AND lead_id IS NULL AND operator_id IS NULL
            AND channel = 'email' AND (token IS NOT NULL) = (status = 'pending'))
        OR (kind = 'guess-alarm' AND operator_id IS NOT NULL AND reason IS NOT NULL AND lead_id IS NULL
            AND invitation_id IS NULL AND token IS NULL AND channel = 'email')
      );
      CREATE INDEX outbox_operator ON outbox (operator_id);
    `,
} satisfies Migration;
