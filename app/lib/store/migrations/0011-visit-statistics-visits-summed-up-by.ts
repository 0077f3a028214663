import type { Migration } from "#app/lib/store/sql.server.ts";

export default {
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
} satisfies Migration;
