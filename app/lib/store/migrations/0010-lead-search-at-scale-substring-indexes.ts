import type { Migration } from "#app/lib/store/sql.server.ts";
import { leadSearchFields } from "#app/lib/store/migrations/lead-search-fields.ts";

export default {
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
} satisfies Migration;
