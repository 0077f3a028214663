import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 15,
  name: "privacy requests per person: recorded requests with their deadline, and the owners' warning before it",
  // A person is their e-mail address, trimmed and in lower case (issue 47): an index on that expression finds
  // a person's leads. A recorded request (Art. 15–21 DSGVO) belongs to the person, not to one lead: `person` is
  // cleared when the person is erased, and the row stays as the record that the request was answered (received,
  // due, done). Calendar dates are ISO text in both dialects (Berlin's calendar, compared as text). An outbox
  // row may now warn an owner (operator_id) of a request's deadline, in the owner's language (`locale`).
  // SQLite cannot change a CHECK in place: the outbox is rebuilt as in migration 14, rows kept.
  sqlite: `
      CREATE INDEX contact_requests_person ON contact_requests (lower(trim(email)));
      CREATE TABLE privacy_requests (
        id TEXT PRIMARY KEY,
        person TEXT,
        lead_id TEXT REFERENCES contact_requests (id) ON DELETE SET NULL,
        kind TEXT NOT NULL CHECK (kind IN ('access', 'erasure', 'rectification', 'restriction', 'objection',
          'portability')),
        received_on TEXT NOT NULL,
        due_on TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        recorded_by TEXT REFERENCES operators (id) ON DELETE SET NULL,
        done_at TEXT,
        done_by TEXT REFERENCES operators (id) ON DELETE SET NULL,
        warned_at TEXT
      ) STRICT;
      CREATE INDEX privacy_requests_person ON privacy_requests (person);
      CREATE INDEX privacy_requests_open ON privacy_requests (done_at, due_on);
      CREATE TABLE outbox_rebuilt (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL DEFAULT 'lead' CHECK (kind IN ('lead', 'invitation', 'guess-alarm', 'privacy-deadline')),
        lead_id TEXT REFERENCES contact_requests (id) ON DELETE CASCADE,
        invitation_id TEXT REFERENCES invitations (id) ON DELETE CASCADE,
        operator_id TEXT REFERENCES operators (id) ON DELETE CASCADE,
        privacy_request_id TEXT REFERENCES privacy_requests (id) ON DELETE CASCADE,
        reason TEXT CHECK (reason IN ('password', 'code')),
        locale TEXT CHECK (locale IN ('en', 'de')),
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
        )
      ) STRICT;
      INSERT INTO outbox_rebuilt (id, kind, lead_id, invitation_id, operator_id, reason, token, channel, status,
          attempts, created_at, next_attempt_at, claimed_by, claimed_until, sent_at, last_error)
        SELECT id, kind, lead_id, invitation_id, operator_id, reason, token, channel, status, attempts, created_at,
          next_attempt_at, claimed_by, claimed_until, sent_at, last_error
        FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_rebuilt RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead ON outbox (lead_id);
      CREATE INDEX outbox_invitation ON outbox (invitation_id);
      CREATE INDEX outbox_operator ON outbox (operator_id);
      CREATE INDEX outbox_privacy_request ON outbox (privacy_request_id);
    `,
  postgres: `
      CREATE INDEX contact_requests_person ON contact_requests (lower(trim(email)));
      CREATE TABLE privacy_requests (
        id uuid PRIMARY KEY,
        person text,
        lead_id uuid REFERENCES contact_requests (id) ON DELETE SET NULL,
        kind text NOT NULL CHECK (kind IN ('access', 'erasure', 'rectification', 'restriction', 'objection',
          'portability')),
        received_on text NOT NULL,
        due_on text NOT NULL,
        recorded_at timestamptz NOT NULL,
        recorded_by uuid REFERENCES operators (id) ON DELETE SET NULL,
        done_at timestamptz,
        done_by uuid REFERENCES operators (id) ON DELETE SET NULL,
        warned_at timestamptz
      );
      CREATE INDEX privacy_requests_person ON privacy_requests (person);
      CREATE INDEX privacy_requests_open ON privacy_requests (done_at, due_on);
      ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
      ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
        CHECK (kind IN ('lead', 'invitation', 'guess-alarm', 'privacy-deadline'));
      ALTER TABLE outbox ADD COLUMN privacy_request_id uuid REFERENCES privacy_requests (id) ON DELETE CASCADE;
      ALTER TABLE outbox ADD COLUMN locale text CHECK (locale IN ('en', 'de'));
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
      );
      CREATE INDEX outbox_privacy_request ON outbox (privacy_request_id);
    `,
} satisfies Migration;
