import type { Migration } from "#app/lib/store/sql.server.ts";
import { leadSearchFields } from "#app/lib/store/migrations/lead-search-fields.ts";
import {
  phoneDigits,
  postgresFolded,
  sqliteFolded,
  withoutDigraphs,
} from "#app/lib/store/migrations/lead-search-folding.ts";

/**
 * SQLite: search_text of the rows `where` names, in two steps (the text folded once, then its spelling without
 * digraphs and the phone's digits after it), `row` being "new." in a trigger.
 */
const sqliteSearchText = (row: string, where: string) => `
  UPDATE contact_requests SET search_text = ${sqliteFolded(
    `lower(${leadSearchFields.replaceAll("chr(10)", "char(10)").replace(/\b(first_name|last_name|company|email|phone|message)\b/g, `${row}$1`)})`,
  )} ${where};
  UPDATE contact_requests
    SET search_text = search_text || char(10) || ${withoutDigraphs("search_text")} || char(10) || ${phoneDigits(`${row}phone`, "sqlite")}
    ${where};`;

const indexNew = `INSERT INTO lead_search (rowid, text) SELECT seq, search_text FROM contact_requests WHERE seq = new.seq;`;

const postgresText = (() => {
  const folded = postgresFolded(`lower((${leadSearchFields})%s)`);
  return `${folded} || chr(10) || ${withoutDigraphs(folded)} || chr(10) || ${phoneDigits("phone", "postgres")}`;
})();

export default {
  version: 17,
  name: "lead search folds accents, umlauts and spellings without them, and finds phone numbers by their digits",
  // Issue 47: "schroder", "schroeder" and "SCHRÖDER" find "Schröder", "strasse" finds "Straße", "040 98" finds
  // "040 / 98 76 54" (decision 0062). Both stores keep search_text: the fields folded (lowered, without diacritics,
  // ß as ss, …), after a line break the same with ae, oe, ue as a, o, u, then the phone's digits; a search looks for
  // what was typed folded alike, and its digits when it is a phone number. SQLite: the column kept by triggers in
  // plain SQL (no function of the server's, so any client may write the table), the FTS5 table of migration 10
  // rebuilt on it, one column; a search too short for trigrams scans the column. PostgreSQL: search_text
  // generated anew, the same way, with its pg_trgm index.
  sqlite: `
      ALTER TABLE contact_requests ADD COLUMN search_text TEXT;
      ${sqliteSearchText("", "")}
      DROP TRIGGER lead_search_insert;
      DROP TRIGGER lead_search_update;
      DROP TRIGGER lead_search_delete;
      DROP TABLE lead_search;
      CREATE VIRTUAL TABLE lead_search USING fts5(
        text, content = '', contentless_delete = 1, tokenize = 'trigram remove_diacritics 1'
      );
      INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1);
      INSERT INTO lead_search (rowid, text) SELECT seq, search_text FROM contact_requests;
      CREATE TRIGGER lead_search_insert AFTER INSERT ON contact_requests BEGIN
        ${sqliteSearchText("new.", "WHERE seq = new.seq")}
        ${indexNew}
      END;
      CREATE TRIGGER lead_search_update
      AFTER UPDATE OF first_name, last_name, company, email, phone, message ON contact_requests BEGIN
        ${sqliteSearchText("new.", "WHERE seq = new.seq")}
        DELETE FROM lead_search WHERE rowid = old.seq;
        ${indexNew}
      END;
      CREATE TRIGGER lead_search_delete AFTER DELETE ON contact_requests BEGIN
        DELETE FROM lead_search WHERE rowid = old.seq;
      END;
    `,
  postgres: `
      DO $$
      DECLARE
        trgm text;
        folding text;
      BEGIN
        PERFORM pg_advisory_xact_lock(4242010);
        SELECT extnamespace::regnamespace::text INTO trgm FROM pg_extension WHERE extname = 'pg_trgm';
        folding := CASE WHEN EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu')
          THEN ' COLLATE "und-x-icu"' ELSE '' END;
        DROP INDEX contact_requests_search;
        ALTER TABLE contact_requests DROP COLUMN search_text;
        EXECUTE format('ALTER TABLE contact_requests ADD COLUMN search_text text GENERATED ALWAYS AS (%s) STORED',
          format('${postgresText.replaceAll("%", "%%").replaceAll("%%s", "%s").replaceAll("'", "''")}', folding, folding));
        EXECUTE format('CREATE INDEX contact_requests_search ON contact_requests USING gin (search_text %s.gin_trgm_ops)'
          ' WITH (fastupdate = off)', trgm);
      END $$;
    `,
} satisfies Migration;
