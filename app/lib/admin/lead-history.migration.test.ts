/**
 * Migration 9 on a store that has leads with notes (the one field of migration 3): each note becomes the
 * lead's first 'note' event, by nobody known, and the field is gone; every lead starts at version 1 and owned
 * by nobody. On SQLite and PostgreSQL (with TEST_DATABASE_URL).
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";
import { getLead, historyOf } from "#app/lib/admin/leads.server.ts";
import { migrations } from "#app/lib/store/migrations.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";

const before = migrations.filter((migration) => migration.version < 9);
const withNote = randomUUID();
const without = randomUUID();
const insert = `INSERT INTO contact_requests (id, received_at, locale, first_name, last_name, company, email, message,
  privacy_policy, status, notes, updated_at) VALUES
  ('${withNote}', '2026-11-01T09:00:00.000Z', 'de', 'Jörg', 'Müller', 'Elbwerk', 'j@elbwerk.de', 'Hallo', TRUE,
   'contacted', 'Rückruf am Montag.', '2026-11-02T10:00:00.000Z'),
  ('${without}', '2026-11-03T09:00:00.000Z', 'en', 'Ann', 'Lee', 'Acme', 'ann@acme.example', 'Hello', TRUE,
   'new', '', NULL)`;

async function expectMigrated(db: Database) {
  expect(await getLead(db.sql, withNote)).toMatchObject({ status: "contacted", version: 1, ownerId: null });
  const [note, ...rest] = await historyOf(db.sql, withNote);
  expect(rest).toEqual([]);
  expect(note).toMatchObject({ kind: "note", body: "Rückruf am Montag.", operatorId: null, leadVersion: null });
  expect(note!.at.toISOString()).toBe("2026-11-02T10:00:00.000Z");
  expect(note!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(await historyOf(db.sql, without)).toEqual([]);
  expect(await db.sql.all("SELECT * FROM contact_requests WHERE notes = ''").catch(() => "no such column")).toBe(
    "no such column",
  );
}

const probe = await probeTestPostgres();

describe("migration 9 keeps the notes a lead had", () => {
  it("on SQLite", async () => {
    const dir = await mkdtemp(join(tmpdir(), "migration-9-"));
    try {
      const file = new DatabaseSync(join(dir, "site.db"));
      file.exec(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT",
      );
      for (const migration of before) {
        file.exec(migration.sqlite);
        file.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(migration.version, migration.name, "x");
      }
      file.exec(insert.replaceAll("TRUE", "1"));
      file.close();
      const db = await openDatabase({ DATA_DIR: dir });
      try {
        await expectMigrated(db);
      } finally {
        await db.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(Boolean(probe.reason))(`on PostgreSQL${probe.reason ? ` (skipped: ${probe.reason})` : ""}`, async () => {
    const schema = await createTempSchema(probe.url!, "migration_9");
    try {
      const client = new pg.Client({ connectionString: schema.url });
      await client.connect();
      await client.query(
        "CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      for (const migration of before) {
        await client.query(migration.postgres);
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
          migration.version,
          migration.name,
        ]);
      }
      await client.query(insert);
      await client.end();
      const db = await openDatabase({ DATABASE_URL: schema.url });
      try {
        await expectMigrated(db);
      } finally {
        await db.close();
      }
    } finally {
      await schema.drop();
    }
  });
});
