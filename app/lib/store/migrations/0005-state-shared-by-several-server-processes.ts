import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
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
} satisfies Migration;
