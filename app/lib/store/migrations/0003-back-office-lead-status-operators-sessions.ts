import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 3,
  name: "back office: lead status, operators, sessions, audit log, outbox",
  sqlite: `
      ALTER TABLE contact_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'qualified', 'closed'));
      ALTER TABLE contact_requests ADD COLUMN notes TEXT NOT NULL DEFAULT '';
      ALTER TABLE contact_requests ADD COLUMN updated_at TEXT;
      CREATE INDEX contact_requests_received_at ON contact_requests (received_at);
      CREATE TABLE operators (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        password_changed_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        operator_id TEXT NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX sessions_operator ON sessions (operator_id);
      CREATE TABLE audit_log (
        seq INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        operator_id TEXT,
        operator_email TEXT,
        action TEXT NOT NULL,
        target TEXT,
        details TEXT NOT NULL DEFAULT '{}'
      ) STRICT;
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        next_attempt_at TEXT NOT NULL,
        claimed_by TEXT,
        claimed_until TEXT,
        sent_at TEXT,
        last_error TEXT
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead ON outbox (lead_id);
    `,
  postgres: `
      ALTER TABLE contact_requests ADD COLUMN status text NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'qualified', 'closed'));
      ALTER TABLE contact_requests ADD COLUMN notes text NOT NULL DEFAULT '';
      ALTER TABLE contact_requests ADD COLUMN updated_at timestamptz;
      CREATE INDEX contact_requests_received_at ON contact_requests (received_at);
      CREATE TABLE operators (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        password_changed_at timestamptz NOT NULL
      );
      CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        operator_id uuid NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL
      );
      CREATE INDEX sessions_operator ON sessions (operator_id);
      CREATE TABLE audit_log (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL,
        operator_id uuid,
        operator_email text,
        action text NOT NULL,
        target text,
        details text NOT NULL DEFAULT '{}'
      );
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
        channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        next_attempt_at timestamptz NOT NULL,
        claimed_by text,
        claimed_until timestamptz,
        sent_at timestamptz,
        last_error text
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead ON outbox (lead_id);
    `,
} satisfies Migration;
