import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 8,
  name: "invitation e-mails through the outbox",
  // An outbox row is about a lead (as before) or an invitation: the link's token waits in the row until the mail
  // is sent or given up, and nowhere else (decision 0021). SQLite cannot make lead_id nullable in place: the
  // table is rebuilt, rows kept (nothing refers to it, so no foreign key minds).
  sqlite: `
      ALTER TABLE invitations ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de'));
      CREATE TABLE outbox_rebuilt (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL DEFAULT 'lead' CHECK (kind IN ('lead', 'invitation')),
        lead_id TEXT REFERENCES contact_requests (id) ON DELETE CASCADE,
        invitation_id TEXT REFERENCES invitations (id) ON DELETE CASCADE,
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
          (kind = 'lead' AND lead_id IS NOT NULL AND invitation_id IS NULL AND token IS NULL)
          OR (kind = 'invitation' AND invitation_id IS NOT NULL AND lead_id IS NULL AND channel = 'email'
              AND (token IS NOT NULL) = (status = 'pending'))
        )
      ) STRICT;
      INSERT INTO outbox_rebuilt (id, lead_id, channel, status, attempts, created_at, next_attempt_at, claimed_by,
          claimed_until, sent_at, last_error)
        SELECT id, lead_id, channel, status, attempts, created_at, next_attempt_at, claimed_by, claimed_until,
          sent_at, last_error
        FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_rebuilt RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead ON outbox (lead_id);
      CREATE INDEX outbox_invitation ON outbox (invitation_id);
    `,
  postgres: `
      ALTER TABLE invitations ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de'));
      ALTER TABLE outbox ADD COLUMN kind text NOT NULL DEFAULT 'lead' CHECK (kind IN ('lead', 'invitation'));
      ALTER TABLE outbox ALTER COLUMN lead_id DROP NOT NULL;
      ALTER TABLE outbox ADD COLUMN invitation_id uuid REFERENCES invitations (id) ON DELETE CASCADE;
      ALTER TABLE outbox ADD COLUMN token text;
      ALTER TABLE outbox ADD CONSTRAINT outbox_subject CHECK (
        (kind = 'lead' AND lead_id IS NOT NULL AND invitation_id IS NULL AND token IS NULL)
        OR (kind = 'invitation' AND invitation_id IS NOT NULL AND lead_id IS NULL AND channel = 'email'
            AND (token IS NOT NULL) = (status = 'pending'))
      );
      CREATE INDEX outbox_invitation ON outbox (invitation_id);
    `,
} satisfies Migration;
