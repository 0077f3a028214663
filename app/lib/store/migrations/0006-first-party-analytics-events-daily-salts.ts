import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
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
} satisfies Migration;
