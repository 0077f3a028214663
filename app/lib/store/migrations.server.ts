import type { Migration } from "#app/lib/store/sql.server.ts";

/**
 * What PostgreSQL's lead search compares: the searchable fields, one per line, kept lowered by migration 10 in the
 * stored column search_text. Never change it: a new expression needs a new migration.
 */
const leadSearchFields =
  "first_name || ' ' || last_name || chr(10) || company || chr(10) || email || chr(10) || coalesce(phone, '') || chr(10) || message";

/**
 * The schema, one migration at a time, in both dialects: SQLite keeps times as
 * ISO 8601 text (which sorts as the times do), PostgreSQL as timestamptz.
 * Applied in order when the store opens; never edit one that has shipped.
 */
export const migrations: Migration[] = [
  {
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
  },
  {
    version: 2,
    name: "idempotency keys",
    sqlite: `
      ALTER TABLE contact_requests ADD COLUMN idempotency_key TEXT;
      ALTER TABLE contact_requests ADD COLUMN request_fingerprint TEXT;
      CREATE UNIQUE INDEX contact_requests_idempotency_key ON contact_requests (idempotency_key);
    `,
    postgres: `
      ALTER TABLE contact_requests ADD COLUMN idempotency_key text UNIQUE;
      ALTER TABLE contact_requests ADD COLUMN request_fingerprint text;
    `,
  },
  {
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
  },
  {
    version: 4,
    name: "published blog posts",
    sqlite: `
      CREATE TABLE posts (
        id TEXT PRIMARY KEY,
        locale TEXT NOT NULL CHECK (locale IN ('en', 'de')),
        translation_of TEXT REFERENCES posts (id) ON DELETE SET NULL,
        title TEXT NOT NULL,
        author TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        published_at TEXT,
        updated_by TEXT
      ) STRICT;
      CREATE INDEX posts_listing ON posts (locale, status, published_at);
      CREATE TABLE blog_state (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL, seeded INTEGER NOT NULL) STRICT;
      INSERT INTO blog_state (id, version, seeded) VALUES (1, 0, 0);
    `,
    postgres: `
      CREATE TABLE posts (
        id text PRIMARY KEY,
        locale text NOT NULL CHECK (locale IN ('en', 'de')),
        translation_of text REFERENCES posts (id) ON DELETE SET NULL,
        title text NOT NULL,
        author text NOT NULL,
        summary text NOT NULL,
        content text NOT NULL,
        tags text NOT NULL DEFAULT '[]',
        status text NOT NULL CHECK (status IN ('draft', 'published')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        published_at timestamptz,
        updated_by text
      );
      CREATE INDEX posts_listing ON posts (locale, status, published_at);
      CREATE TABLE blog_state (id integer PRIMARY KEY CHECK (id = 1), version bigint NOT NULL, seeded boolean NOT NULL);
      INSERT INTO blog_state (id, version, seeded) VALUES (1, 0, false);
    `,
  },
  {
    version: 5,
    name: "state shared by several server processes",
    // Rate-limit slots and no-JavaScript form outcomes: kept in memory by a single process on SQLite, here when
    // several processes share PostgreSQL (the tables exist in both so one contract suite covers both).
    sqlite: `
      CREATE TABLE rate_slots (
        id INTEGER PRIMARY KEY,
        bucket TEXT NOT NULL,
        client TEXT NOT NULL,
        taken_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX rate_slots_by_client ON rate_slots (bucket, client, taken_at);
      CREATE INDEX rate_slots_by_time ON rate_slots (taken_at);
      CREATE TABLE contact_outcomes (token TEXT PRIMARY KEY, outcome TEXT NOT NULL, expires_at TEXT NOT NULL) STRICT;
      CREATE INDEX contact_outcomes_by_expiry ON contact_outcomes (expires_at);
    `,
    // Slots are worth nothing after a crash: UNLOGGED spares them the write-ahead log.
    postgres: `
      CREATE UNLOGGED TABLE rate_slots (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        bucket text NOT NULL,
        client text NOT NULL,
        taken_at timestamptz NOT NULL
      );
      CREATE INDEX rate_slots_by_client ON rate_slots (bucket, client, taken_at);
      CREATE INDEX rate_slots_by_time ON rate_slots (taken_at);
      CREATE TABLE contact_outcomes (token text PRIMARY KEY, outcome text NOT NULL, expires_at timestamptz NOT NULL);
      CREATE INDEX contact_outcomes_by_expiry ON contact_outcomes (expires_at);
      -- One round trip per take: lock the client's key, count its slots in the window, take one if there is room.
      -- (In a volatile function every query sees what was committed before it, so the count follows the lock.)
      CREATE FUNCTION take_rate_slot(p_bucket text, p_client text, p_limit integer, p_since timestamptz, p_now timestamptz)
      RETURNS TABLE (slot bigint, oldest timestamptz) LANGUAGE plpgsql AS $$
      DECLARE
        taken integer;
        first_taken timestamptz;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended(p_bucket || E'\n' || p_client, 0));
        SELECT count(*), min(taken_at) INTO taken, first_taken
          FROM rate_slots WHERE bucket = p_bucket AND client = p_client AND taken_at > p_since;
        IF taken >= p_limit THEN
          RETURN QUERY SELECT NULL::bigint, first_taken;
        ELSE
          RETURN QUERY INSERT INTO rate_slots (bucket, client, taken_at) VALUES (p_bucket, p_client, p_now)
            RETURNING id, NULL::timestamptz;
        END IF;
      END $$;
    `,
  },
  {
    version: 6,
    name: "first-party analytics: events, daily salts, daily rollups",
    // An event is a few small integers and short texts: its id is SQLite's rowid (no bytes of its own), the
    // kind, device and browser are codes (app/lib/analytics/hits.ts, summary.ts), the visitor id 8 bytes.
    sqlite: `
      CREATE TABLE analytics_events (
        id INTEGER PRIMARY KEY,
        minute INTEGER NOT NULL,
        kind INTEGER NOT NULL,
        page TEXT,
        lang TEXT,
        referrer TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT,
        device INTEGER NOT NULL,
        browser INTEGER NOT NULL,
        visitor BLOB
      ) STRICT;
      CREATE INDEX analytics_events_by_minute ON analytics_events (minute);
      CREATE TABLE analytics_salts (day TEXT PRIMARY KEY, salt BLOB NOT NULL) STRICT;
      CREATE TABLE analytics_daily (
        day TEXT NOT NULL,
        dim TEXT NOT NULL,
        value TEXT NOT NULL,
        views INTEGER NOT NULL,
        visitors INTEGER NOT NULL,
        form_visitors INTEGER NOT NULL,
        conversions INTEGER NOT NULL,
        PRIMARY KEY (day, dim, value)
      ) STRICT, WITHOUT ROWID;
      CREATE TABLE analytics_rolled_days (day TEXT PRIMARY KEY, rolled_at TEXT NOT NULL) STRICT;
    `,
    postgres: `
      CREATE TABLE analytics_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        minute integer NOT NULL,
        kind smallint NOT NULL,
        page text,
        lang text,
        referrer text,
        utm_source text,
        utm_medium text,
        utm_campaign text,
        device smallint NOT NULL,
        browser smallint NOT NULL,
        visitor bytea
      );
      CREATE INDEX analytics_events_by_minute ON analytics_events (minute);
      CREATE TABLE analytics_salts (day text PRIMARY KEY, salt bytea NOT NULL);
      CREATE TABLE analytics_daily (
        day text NOT NULL,
        dim text NOT NULL,
        value text NOT NULL,
        views integer NOT NULL,
        visitors integer NOT NULL,
        form_visitors integer NOT NULL,
        conversions integer NOT NULL,
        PRIMARY KEY (day, dim, value)
      );
      CREATE TABLE analytics_rolled_days (day text PRIMARY KEY, rolled_at timestamptz NOT NULL);
    `,
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    version: 10,
    name: "lead search at scale: substring indexes, owner and status together",
    // The inbox searches name, company, e-mail, phone and message for any substring, case-insensitively (issue 31).
    // SQLite: a contentless FTS5 table with the trigram tokenizer, one row per lead (rowid = seq), kept by
    // triggers; secure-delete takes an erased lead's trigrams out of the index at once (Art. 17), not at the next
    // merge; the counts per status and owner are kept in lead_counts by triggers too (one writer: no contention),
    // so the inbox's tabs read a handful of rows instead of counting 100,000. PostgreSQL: the fields lowered and joined by line breaks (a needle never
    // holds one, so it cannot match across two fields) in a stored column, search_text, with a pg_trgm GIN index:
    // stored, because lowering each candidate's message again at every search cost 28 ms of a 30 ms count at
    // 100,000 leads (3.6 ms from the column). Without GIN's pending list (fastupdate off): leads arrive one at a
    // time, and a search would otherwise read every lead added since the last vacuum one by one. pg_trgm exists once per database, not per schema: it is
    // created in public (under the migration's advisory lock, which every process of the database takes) and its
    // operator class named with that schema. PostgreSQL's lead_counts takes a row per change (+1, -1), never an
    // update of a shared row, so concurrent contact requests never wait for each other; the inbox sums the rows
    // and folds them together when they have piled up (lead-list.server.ts).
    sqlite: `
      CREATE VIRTUAL TABLE lead_search USING fts5(
        name, company, email, phone, message,
        content = '', contentless_delete = 1, tokenize = 'trigram'
      );
      INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1);
      INSERT INTO lead_search (rowid, name, company, email, phone, message)
        SELECT seq, first_name || ' ' || last_name, company, email, coalesce(phone, ''), message
        FROM contact_requests;
      CREATE TRIGGER lead_search_insert AFTER INSERT ON contact_requests BEGIN
        INSERT INTO lead_search (rowid, name, company, email, phone, message)
        VALUES (new.seq, new.first_name || ' ' || new.last_name, new.company, new.email, coalesce(new.phone, ''),
                new.message);
      END;
      CREATE TRIGGER lead_search_update
      AFTER UPDATE OF first_name, last_name, company, email, phone, message ON contact_requests BEGIN
        DELETE FROM lead_search WHERE rowid = old.seq;
        INSERT INTO lead_search (rowid, name, company, email, phone, message)
        VALUES (new.seq, new.first_name || ' ' || new.last_name, new.company, new.email, coalesce(new.phone, ''),
                new.message);
      END;
      CREATE TRIGGER lead_search_delete AFTER DELETE ON contact_requests BEGIN
        DELETE FROM lead_search WHERE rowid = old.seq;
      END;
      CREATE INDEX contact_requests_owner_status ON contact_requests (owner_id, status, seq);
      CREATE TABLE lead_counts (
        status TEXT NOT NULL,
        owner_id TEXT NOT NULL,
        n INTEGER NOT NULL,
        PRIMARY KEY (status, owner_id)
      ) STRICT, WITHOUT ROWID;
      INSERT INTO lead_counts (status, owner_id, n)
        SELECT status, coalesce(owner_id, ''), count(*) FROM contact_requests GROUP BY status, coalesce(owner_id, '');
      CREATE TRIGGER lead_counts_insert AFTER INSERT ON contact_requests BEGIN
        INSERT INTO lead_counts (status, owner_id, n) VALUES (new.status, coalesce(new.owner_id, ''), 1)
          ON CONFLICT (status, owner_id) DO UPDATE SET n = n + 1;
      END;
      CREATE TRIGGER lead_counts_update AFTER UPDATE OF status, owner_id ON contact_requests BEGIN
        UPDATE lead_counts SET n = n - 1 WHERE status = old.status AND owner_id = coalesce(old.owner_id, '');
        INSERT INTO lead_counts (status, owner_id, n) VALUES (new.status, coalesce(new.owner_id, ''), 1)
          ON CONFLICT (status, owner_id) DO UPDATE SET n = n + 1;
      END;
      CREATE TRIGGER lead_counts_delete AFTER DELETE ON contact_requests BEGIN
        UPDATE lead_counts SET n = n - 1 WHERE status = old.status AND owner_id = coalesce(old.owner_id, '');
      END;
    `,
    postgres: `
      DO $$
      DECLARE
        trgm text;
        folding text;
      BEGIN
        PERFORM pg_advisory_xact_lock(4242010);
        IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          BEGIN
            CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
          EXCEPTION WHEN insufficient_privilege THEN
            RAISE EXCEPTION 'the lead search needs the PostgreSQL extension pg_trgm, and this role may not create it'
              USING HINT = 'Have the database owner or a superuser run: CREATE EXTENSION pg_trgm SCHEMA public;';
          END;
        END IF;
        SELECT extnamespace::regnamespace::text INTO trgm FROM pg_extension WHERE extname = 'pg_trgm';
        -- Lowered by ICU's root collation where PostgreSQL has it: a database made without a locale (C) lowers
        -- only A–Z, and 'ÖZTÜRK' would never match 'öztürk'.
        folding := CASE WHEN EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu')
          THEN ' COLLATE "und-x-icu"' ELSE '' END;
        EXECUTE format('ALTER TABLE contact_requests ADD COLUMN search_text text GENERATED ALWAYS AS (lower((%s)%s)) STORED',
          '${leadSearchFields.replaceAll("'", "''")}', folding);
        EXECUTE format('CREATE INDEX contact_requests_search ON contact_requests USING gin (search_text %s.gin_trgm_ops)'
          ' WITH (fastupdate = off)', trgm);
      END $$;
      CREATE INDEX contact_requests_owner_status ON contact_requests (owner_id, status, seq);
      CREATE TABLE lead_counts (status text NOT NULL, owner_id uuid, n bigint NOT NULL);
      CREATE INDEX lead_counts_owner ON lead_counts (owner_id);
      INSERT INTO lead_counts (status, owner_id, n)
        SELECT status, owner_id, count(*) FROM contact_requests GROUP BY status, owner_id;
      CREATE FUNCTION lead_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          INSERT INTO lead_counts (status, owner_id, n) VALUES (OLD.status, OLD.owner_id, -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO lead_counts (status, owner_id, n) VALUES (NEW.status, NEW.owner_id, 1);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER lead_counts_follow AFTER INSERT OR DELETE OR UPDATE OF status, owner_id ON contact_requests
        FOR EACH ROW EXECUTE FUNCTION lead_counts_follow();
    `,
  },
  {
    version: 11,
    name: "visit statistics: visits summed up by what they share (filters), visitor ids gone once a day is summed up",
    // analytics_visits: a closed day's visits summed up by entry page, language, source, campaign, device and, per
    // page viewed, that page ("" for the visits as a whole); decision 0023. Keyed by page first: a filtered
    // dashboard reads the visits of a period (page "") or of one page as one range of the key. The partial index finds the events that
    // still carry a visitor id (those of the days not summed up yet), so that the upkeep clears them cheaply.
    sqlite: `
      CREATE TABLE analytics_visits (
        day TEXT NOT NULL,
        entry TEXT NOT NULL,
        lang TEXT NOT NULL,
        source TEXT NOT NULL,
        campaign TEXT NOT NULL,
        device TEXT NOT NULL,
        page TEXT NOT NULL,
        visitors INTEGER NOT NULL,
        views INTEGER NOT NULL,
        form_visitors INTEGER NOT NULL,
        conversions INTEGER NOT NULL,
        page_views INTEGER NOT NULL,
        PRIMARY KEY (page, day, entry, lang, source, campaign, device)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX analytics_events_identified ON analytics_events (minute) WHERE visitor IS NOT NULL;
    `,
    postgres: `
      CREATE TABLE analytics_visits (
        day text NOT NULL,
        entry text NOT NULL,
        lang text NOT NULL,
        source text NOT NULL,
        campaign text NOT NULL,
        device text NOT NULL,
        page text NOT NULL,
        visitors integer NOT NULL,
        views integer NOT NULL,
        form_visitors integer NOT NULL,
        conversions integer NOT NULL,
        page_views integer NOT NULL,
        PRIMARY KEY (page, day, entry, lang, source, campaign, device)
      );
      CREATE INDEX analytics_events_identified ON analytics_events (minute) WHERE visitor IS NOT NULL;
    `,
  },
  {
    version: 12,
    name: "blog: revisions of posts, a post's revision number for concurrent edits",
    // Every save of a post keeps the version it replaces in post_revisions (decision 0024); posts.revision counts
    // the saves, so that a save made on an older revision is refused (409) instead of overwriting someone's change.
    // A scheduled post is a published one whose published_at lies ahead: no column of its own.
    sqlite: `
      ALTER TABLE posts ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
      CREATE TABLE post_revisions (
        post_id TEXT NOT NULL,
        revision INTEGER NOT NULL,
        title TEXT NOT NULL,
        author TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        tags TEXT NOT NULL,
        status TEXT NOT NULL,
        published_at TEXT,
        saved_at TEXT NOT NULL,
        saved_by TEXT,
        PRIMARY KEY (post_id, revision)
      ) STRICT;
    `,
    postgres: `
      ALTER TABLE posts ADD COLUMN revision integer NOT NULL DEFAULT 1;
      CREATE TABLE post_revisions (
        post_id text NOT NULL,
        revision integer NOT NULL,
        title text NOT NULL,
        author text NOT NULL,
        summary text NOT NULL,
        content text NOT NULL,
        tags text NOT NULL,
        status text NOT NULL,
        published_at timestamptz,
        saved_at timestamptz NOT NULL,
        saved_by text,
        PRIMARY KEY (post_id, revision)
      );
    `,
  },
  {
    version: 13,
    name: "blog media: images and their variants, post slugs with their history, cover images, author profiles",
    // Images are blobs in the store so every instance serves them (decision 0025). A post's slugs, current and
    // old, live in one table: an old one answers with a redirect. An author's profile outlives the operator's
    // account (no foreign key): a deleted operator's posts keep their byline.
    sqlite: `
      CREATE TABLE post_images (
        name TEXT PRIMARY KEY,
        original TEXT NOT NULL,
        content_type TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        bytes BLOB NOT NULL,
        created_at TEXT NOT NULL,
        created_by TEXT
      ) STRICT;
      CREATE INDEX post_images_original ON post_images (original);
      CREATE TABLE post_slugs (
        locale TEXT NOT NULL CHECK (locale IN ('en', 'de')),
        slug TEXT NOT NULL,
        post_id TEXT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        is_current INTEGER NOT NULL CHECK (is_current IN (0, 1)),
        created_at TEXT NOT NULL,
        PRIMARY KEY (locale, slug)
      ) STRICT;
      CREATE UNIQUE INDEX post_slugs_current ON post_slugs (post_id) WHERE is_current = 1;
      ALTER TABLE posts ADD COLUMN cover_image TEXT;
      ALTER TABLE posts ADD COLUMN cover_alt TEXT NOT NULL DEFAULT '';
      ALTER TABLE posts ADD COLUMN author_id TEXT;
      CREATE TABLE author_profiles (
        operator_id TEXT PRIMARY KEY,
        display_name TEXT NOT NULL,
        bio TEXT NOT NULL,
        picture TEXT,
        updated_at TEXT NOT NULL
      ) STRICT;
    `,
    postgres: `
      CREATE TABLE post_images (
        name text PRIMARY KEY,
        original text NOT NULL,
        content_type text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL,
        created_by text
      );
      CREATE INDEX post_images_original ON post_images (original);
      CREATE TABLE post_slugs (
        locale text NOT NULL CHECK (locale IN ('en', 'de')),
        slug text NOT NULL,
        post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        is_current boolean NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (locale, slug)
      );
      CREATE UNIQUE INDEX post_slugs_current ON post_slugs (post_id) WHERE is_current;
      ALTER TABLE posts ADD COLUMN cover_image text;
      ALTER TABLE posts ADD COLUMN cover_alt text NOT NULL DEFAULT '';
      ALTER TABLE posts ADD COLUMN author_id text;
      CREATE TABLE author_profiles (
        operator_id text PRIMARY KEY,
        display_name text NOT NULL,
        bio text NOT NULL,
        picture text,
        updated_at timestamptz NOT NULL
      );
    `,
  },
  {
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
  },
];
