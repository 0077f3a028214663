/**
 * The outbox's own schema (migration 8, decision 0021), on SQLite and on PostgreSQL (which needs
 * TEST_DATABASE_URL; without it that half is skipped, and says so): lead notifications queued before the
 * migration come through it as they were, and the table refuses a row that breaks its rules.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { claimDue, markSent } from "#app/lib/notify/outbox.server.ts";
import { migrations } from "#app/lib/store/migrations.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { numbered } from "#app/lib/store/postgres.server.ts";
import { sqlitePath } from "#app/lib/store/sqlite.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";

const BEFORE = 7;
const older = migrations.filter((migration) => migration.version <= BEFORE);

/** A database as a server of migration 7 left it: `write` runs statements on it, `open` opens it as today's. */
type OldStore = { write: (statements: [string, unknown[]][]) => Promise<void>; open: () => Promise<Database> };

const postgresProbe = await probeTestPostgres();
const backends: { name: string; skip?: string; old: () => Promise<OldStore & { dispose: () => Promise<void> }> }[] = [
  {
    name: "SQLite",
    old: async () => {
      const dir = await mkdtemp(join(tmpdir(), "outbox-migration-"));
      const connection = new DatabaseSync(sqlitePath(dir));
      connection.exec(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT",
      );
      for (const migration of older) {
        connection.exec(migration.sqlite);
        connection
          .prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)")
          .run(migration.version, migration.name, new Date().toISOString());
      }
      return {
        write: async (statements) => {
          for (const [text, params] of statements)
            connection
              .prepare(text)
              .run(...(params.map((value) => (value instanceof Date ? value.toISOString() : value)) as string[]));
        },
        open: async () => {
          connection.close();
          return openDatabase({ DATA_DIR: dir });
        },
        dispose: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "PostgreSQL",
    skip: postgresProbe.reason,
    old: async () => {
      const schema = await createTempSchema(postgresProbe.url!, "outbox_migration");
      const client = new pg.Client({ connectionString: schema.url });
      await client.connect();
      await client.query(
        "CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      for (const migration of older) {
        await client.query(migration.postgres);
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
          migration.version,
          migration.name,
        ]);
      }
      return {
        write: async (statements) => {
          for (const [text, params] of statements) await client.query(numbered(text), params);
        },
        open: async () => {
          await client.end();
          return openDatabase({ DATABASE_URL: schema.url });
        },
        dispose: async () => {
          await client.end().catch(() => {});
          await schema.drop();
        },
      };
    },
  },
];

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skip))(
    `the outbox on ${backend.name}${backend.skip ? ` (skipped: ${backend.skip})` : ""}`,
    () => {
      async function upgraded(statements: [string, unknown[]][] = []): Promise<Database> {
        const old = await backend.old();
        cleanups.push(old.dispose);
        await old.write(statements);
        const db = await old.open();
        cleanups.push(() => db.close());
        return db;
      }

      it("keeps the leads' notifications queued before migration 8, and delivers them as before", async () => {
        const leadId = randomUUID();
        const at = new Date("2026-11-24T10:00:00Z");
        const rows = [
          [randomUUID(), "email", "pending", 0, null],
          [randomUUID(), "webhook", "failed", 30, "the webhook answered 500"],
        ] as const;
        const db = await upgraded([
          [
            `INSERT INTO contact_requests (id, received_at, locale, first_name, last_name, company, email, message,
               privacy_policy) VALUES (?, ?, 'de', 'Jörg', 'Müller', 'Elbwerk GmbH', 'joerg@elbwerk.de', 'Hallo', ?)`,
            [leadId, at, backend.name === "SQLite" ? 1 : true],
          ],
          ...rows.map(([id, channel, status, attempts, error]): [string, unknown[]] => [
            `INSERT INTO outbox (id, lead_id, channel, status, attempts, created_at, next_attempt_at, last_error)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            [id, leadId, channel, status, attempts, at, at, error],
          ]),
        ]);
        const kept = await db.sql.all<Record<string, unknown>>(
          "SELECT id, kind, lead_id, invitation_id, token, channel, status, attempts, last_error FROM outbox ORDER BY channel",
        );
        expect(kept.map((row) => ({ ...row, attempts: Number(row.attempts) }))).toEqual(
          rows.map(([id, channel, status, attempts, error]) => ({
            id,
            kind: "lead",
            lead_id: leadId,
            invitation_id: null,
            token: null,
            channel,
            status,
            attempts,
            last_error: error,
          })),
        );
        const [due] = await claimDue(db.sql, "worker", new Date());
        expect(due).toMatchObject({ id: rows[0][0], kind: "lead", channel: "email", lead: { id: leadId } });
        await markSent(db.sql, due!, "worker");
        expect(
          (await db.sql.get<{ status: string }>("SELECT status FROM outbox WHERE id = ?", [rows[0][0]]))?.status,
        ).toBe("sent");
      });

      it("refuses a row that breaks its rules: a token on a lead's row, an invitation by webhook or without its token", async () => {
        const db = await upgraded();
        const operator = randomUUID();
        const invitation = randomUUID();
        const lead = randomUUID();
        const now = new Date();
        await db.sql.run(
          "INSERT INTO operators (id, email, password_hash, created_at, password_changed_at) VALUES (?, 'anna@example.com', 'x', ?, ?)",
          [operator, now, now],
        );
        await db.sql.run(
          `INSERT INTO invitations (id, token_hash, email, role, invited_by, created_at, expires_at)
           VALUES (?, 'hash', 'ben@example.com', 'sales', ?, ?, ?)`,
          [invitation, operator, now, now],
        );
        await db.sql.run(
          `INSERT INTO contact_requests (id, received_at, locale, first_name, last_name, company, email, message,
             privacy_policy) VALUES (?, ?, 'en', 'A', 'B', 'C', 'a@example.com', 'Hello', ?)`,
          [lead, now, true],
        );
        const insert = (
          kind: string,
          subject: { lead?: string; invitation?: string },
          channel: string,
          token: string | null,
          status = "pending",
        ) =>
          db.sql.run(
            `INSERT INTO outbox (id, kind, lead_id, invitation_id, token, channel, status, created_at, next_attempt_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [randomUUID(), kind, subject.lead ?? null, subject.invitation ?? null, token, channel, status, now, now],
          );
        await expect(insert("lead", { lead }, "email", "a-token")).rejects.toThrow(/constraint/i);
        await expect(insert("invitation", { invitation }, "webhook", "a-token")).rejects.toThrow(/constraint/i);
        await expect(insert("invitation", { invitation }, "email", null)).rejects.toThrow(/constraint/i);
        await expect(insert("invitation", { invitation }, "email", "a-token", "sent")).rejects.toThrow(/constraint/i);
        await expect(insert("invitation", { lead, invitation }, "email", "a-token")).rejects.toThrow(/constraint/i);
        await insert("invitation", { invitation }, "email", "a-token");
        await insert("lead", { lead }, "webhook", null);
        expect((await db.sql.all("SELECT id FROM outbox")).length).toBe(2);
      });
    },
  );
}
