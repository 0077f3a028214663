import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
  version: 9,
  name: "a lead inbox for a team: versions, owners, a history per lead",
  // Every change to a lead carries the version its operator saw (a stale one is refused, issue 31); a lead may
  // have an owner; notes, status changes, assignments, exports and notifications go into one history, notes
  // added and never overwritten (a correction is a new row that names the note it corrects). An event that
  // changed the lead carries the version it made (lead_version), so a refused stale change can show what
  // happened since the version its operator saw; exports, notifications and erasure requests carry none. The
  // one notes field of migration 3 becomes each lead's first note, by nobody known.
  sqlite: `
      ALTER TABLE contact_requests ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE contact_requests ADD COLUMN owner_id TEXT REFERENCES operators (id) ON DELETE SET NULL;
      CREATE INDEX contact_requests_owner ON contact_requests (owner_id, seq);
      CREATE INDEX contact_requests_status ON contact_requests (status, seq);
      CREATE TABLE lead_events (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        lead_id TEXT NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        operator_id TEXT REFERENCES operators (id) ON DELETE SET NULL,
        kind TEXT NOT NULL CHECK (kind IN ('note', 'status', 'owner', 'export', 'notification', 'erasure-request')),
        body TEXT,
        corrects TEXT REFERENCES lead_events (id) ON DELETE CASCADE,
        lead_version INTEGER,
        details TEXT NOT NULL DEFAULT '{}'
      ) STRICT;
      CREATE INDEX lead_events_lead ON lead_events (lead_id, seq);
      CREATE INDEX lead_events_corrects ON lead_events (corrects);
      INSERT INTO lead_events (id, lead_id, at, kind, body)
        SELECT lower(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-a' || substr(h, 18, 3)
                 || '-' || substr(h, 21, 12)),
               id, coalesce(updated_at, received_at), 'note', notes
        FROM (SELECT hex(randomblob(16)) AS h, id, updated_at, received_at, notes, seq FROM contact_requests
              WHERE notes <> '')
        ORDER BY seq;
      ALTER TABLE contact_requests DROP COLUMN notes;
    `,
  postgres: `
      ALTER TABLE contact_requests ADD COLUMN version integer NOT NULL DEFAULT 1;
      ALTER TABLE contact_requests ADD COLUMN owner_id uuid REFERENCES operators (id) ON DELETE SET NULL;
      CREATE INDEX contact_requests_owner ON contact_requests (owner_id, seq);
      CREATE INDEX contact_requests_status ON contact_requests (status, seq);
      CREATE TABLE lead_events (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        lead_id uuid NOT NULL REFERENCES contact_requests (id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        operator_id uuid REFERENCES operators (id) ON DELETE SET NULL,
        kind text NOT NULL CHECK (kind IN ('note', 'status', 'owner', 'export', 'notification', 'erasure-request')),
        body text,
        corrects uuid REFERENCES lead_events (id) ON DELETE CASCADE,
        lead_version integer,
        details text NOT NULL DEFAULT '{}'
      );
      CREATE INDEX lead_events_lead ON lead_events (lead_id, seq);
      CREATE INDEX lead_events_corrects ON lead_events (corrects);
      INSERT INTO lead_events (id, lead_id, at, kind, body)
        SELECT gen_random_uuid(), id, coalesce(updated_at, received_at), 'note', notes
        FROM contact_requests WHERE notes <> '' ORDER BY seq;
      ALTER TABLE contact_requests DROP COLUMN notes;
    `,
} satisfies Migration;
