/**
 * One contract, two stores: every test here runs against SQLite and against
 * PostgreSQL. The PostgreSQL half needs TEST_DATABASE_URL (CI sets it); without
 * a reachable server it is skipped, and says so.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempSchema, probeTestPostgres, sqliteCopies, type TempSchema } from "#test/test-postgres.ts";
import { openContactRepository } from "#app/lib/contact/open-repository.server.ts";
import { type ContactRecord, type ContactRepository } from "#app/lib/contact/repository.server.ts";
import { sqlitePath } from "#app/lib/store/sqlite.server.ts";
import { migrations } from "#app/lib/store/migrations.server.ts";

type Backend = {
  /** A fresh, empty place to store into; `open` may be called several times on it. */
  fresh: () => Promise<{ open: () => Promise<ContactRepository>; dispose: () => Promise<void> }>;
};

/** Every migration, in order, as schema_migrations records it. */
const appliedMigrations = migrations.map(({ version, name }) => ({ version, name }));
const sqliteDirs = await sqliteCopies("contact-store");
const sqlite: Backend = {
  fresh: async () => {
    const dir = await sqliteDirs.fresh();
    return {
      open: () => openContactRepository({ DATA_DIR: dir }),
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  },
};

const postgresProbe = await probeTestPostgres();
const postgres: Backend = {
  fresh: async () => {
    const schema: TempSchema = await createTempSchema(postgresProbe.url!, "contact_store");
    return { open: () => openContactRepository({ DATABASE_URL: schema.url }), dispose: schema.drop };
  },
};
if (!postgresProbe.url) {
  console.warn(
    `PostgreSQL contract tests skipped: ${postgresProbe.reason}. ` +
      "Set TEST_DATABASE_URL=postgres://user:password@localhost:5432/db to run them.",
  );
}

let sequence = 0;
function record(overrides: Partial<ContactRecord> = {}): ContactRecord {
  sequence += 1;
  return {
    id: randomUUID(),
    // Whole milliseconds: both stores keep exactly that precision.
    receivedAt: new Date(Date.UTC(2026, 4, 1, 9, 30, 0, sequence)),
    locale: "en",
    firstName: "Anna",
    lastName: "Becker",
    company: "Nordlicht Logistik GmbH",
    email: "anna.becker@nordlicht.de",
    phone: "+49 40 555 0123",
    message: `Request number ${sequence}: revenue by region, please.`,
    privacyPolicy: true,
    ...overrides,
  };
}

function contract(name: string, backend: Backend, skipReason?: string) {
  const title = skipReason ? `${name} store (skipped: ${skipReason})` : `${name} store`;
  describe.skipIf(Boolean(skipReason))(title, () => {
    let place: Awaited<ReturnType<Backend["fresh"]>>;
    let contacts: ContactRepository;

    beforeEach(async () => {
      place = await backend.fresh();
      contacts = await place.open();
    });
    afterEach(async () => {
      await contacts.close();
      await place.dispose();
    });

    it("starts empty", async () => {
      expect(await contacts.list()).toEqual([]);
    });

    it("gives back exactly what it stored, oldest first", async () => {
      const first = record({ locale: "de", firstName: "Jörg", company: "Müller & Söhne", phone: undefined });
      const second = record();
      await contacts.insert(first);
      await contacts.insert(second);
      const { phone: _none, ...firstWithoutPhone } = first;
      expect(await contacts.list()).toEqual([firstWithoutPhone, second]);
    });

    it("keeps every character: quotes, commas, line breaks, emoji, right-to-left, the maximum lengths", async () => {
      const odd = record({
        firstName: 'Zoë "Zed" O\'Brien, Jr.',
        lastName: "d".repeat(100),
        company: "שלום 🌍 \u200b\u00ad\ud83d\udc69\u200d\ud83d\udcbb",
        email: `${"e".repeat(240)}@example.de`,
        phone: "=1+2",
        message: `line one\r\nline two\n\ttabbed; ${"ß".repeat(4_900)}`,
      });
      await contacts.insert(odd);
      expect(await contacts.list()).toEqual([odd]);
    });

    it("stores every one of many concurrent inserts, each once", async () => {
      const records = Array.from({ length: 200 }, () => record());
      await Promise.all(records.map((item) => contacts.insert(item)));
      const stored = await contacts.list();
      expect(stored).toHaveLength(200);
      expect(new Set(stored.map((item) => item.id))).toEqual(new Set(records.map((item) => item.id)));
    });

    it("refuses a second request with the same id and keeps the first", async () => {
      const first = record();
      await contacts.insert(first);
      await expect(contacts.insert({ ...record(), id: first.id })).rejects.toThrow();
      expect(await contacts.list()).toEqual([first]);
    });

    it("stores a request with an idempotency key once; a repeat finds the first, other details conflict", async () => {
      const first = record();
      const key = { key: "key-1", fingerprint: "f1" };
      expect(await contacts.insert(first, key)).toEqual({ kind: "stored" });
      expect(await contacts.insert(record(), key)).toEqual({ kind: "repeat", id: first.id });
      expect(await contacts.insert(record(), { ...key, fingerprint: "f2" })).toEqual({ kind: "conflict" });
      expect(await contacts.findRepeat(key)).toEqual({ kind: "repeat", id: first.id });
      expect(await contacts.findRepeat({ key: "unused", fingerprint: "f1" })).toBeUndefined();
      expect(await contacts.list()).toEqual([first]);
    });

    it("stores concurrent inserts with one key once, and tells every other one which request it repeats", async () => {
      const key = { key: "burst", fingerprint: "f" };
      const records = Array.from({ length: 20 }, () => record());
      const outcomes = await Promise.all(records.map((item) => contacts.insert(item, key)));
      const stored = await contacts.list();
      expect(stored).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.kind === "stored")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.kind === "repeat")).toEqual(
        Array.from({ length: 19 }, () => ({ kind: "repeat", id: stored[0]!.id })),
      );
    });

    it("keeps what it stored after closing and opening again; migrations run once", async () => {
      const kept = record();
      await contacts.insert(kept);
      await contacts.close();
      contacts = await place.open();
      const again = await place.open();
      try {
        expect(await again.list()).toEqual([kept]);
      } finally {
        await again.close();
      }
    });

    it("applies migrations when several processes open it at the same time", async () => {
      const other = await backend.fresh();
      try {
        const stores = await Promise.all([other.open(), other.open(), other.open()]);
        await Promise.all(stores.map((each) => each.close()));
      } finally {
        await other.dispose();
      }
    });

    it("rejects work after close, instead of losing it silently", async () => {
      await contacts.close();
      await expect(contacts.insert(record())).rejects.toThrow(/closed/);
      await expect(contacts.list()).rejects.toThrow(/closed/);
    });

    it("finishes inserts already under way when closed", async () => {
      const inFlight = contacts.insert(record());
      const closing = contacts.close();
      await inFlight;
      await closing;
      contacts = await place.open();
      expect(await contacts.list()).toHaveLength(1);
    });
  });
}

contract("SQLite", sqlite);
contract("PostgreSQL", postgres, postgresProbe.url ? undefined : postgresProbe.reason);

describe("SQLite specifics", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("lives in DATA_DIR/site.db, creating the directory, in WAL mode with synchronous=FULL", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contact-store-"));
    dirs.push(dir);
    const dataDir = join(dir, "nested", "data");
    const contacts = await openContactRepository({ DATA_DIR: dataDir });
    expect(contacts.description).toBe(`SQLite at ${join(dataDir, "site.db")}`);
    await contacts.insert(record());
    await contacts.close();
    expect(sqlitePath(dataDir)).toBe(join(dataDir, "site.db"));
    const db = new DatabaseSync(join(dataDir, "site.db"));
    try {
      expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
      expect(db.prepare("SELECT version, name FROM schema_migrations").all()).toEqual(appliedMigrations);
    } finally {
      db.close();
    }
  });

  it("refuses to open a database with damaged pages, naming the file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contact-store-"));
    dirs.push(dir);
    const contacts = await openContactRepository({ DATA_DIR: dir });
    for (let index = 0; index < 300; index++) await contacts.insert(record({ message: "x".repeat(2_000) }));
    await contacts.close();
    // Overwrite the middle of the file: pages of the table, not its header.
    const path = join(dir, "site.db");
    const handle = await open(path, "r+");
    const { size } = await handle.stat();
    await handle.write(Buffer.alloc(8_192, 0xa5), 0, 8_192, Math.floor(size / 2 / 4096) * 4096);
    await handle.close();
    await expect(openContactRepository({ DATA_DIR: dir })).rejects.toThrow(
      new RegExp(`${path}.*damaged|damaged.*${path}`),
    );
  });

  it("defaults DATA_DIR to ./data", () => {
    expect(sqlitePath(undefined)).toBe(join(process.cwd(), "data", "site.db"));
  });
});

describe.skipIf(!postgresProbe.url)("PostgreSQL specifics", () => {
  it("records its migrations in the schema the URL names", async () => {
    const schema = await createTempSchema(postgresProbe.url!, "contact_store");
    try {
      const contacts = await openContactRepository({ DATABASE_URL: schema.url });
      expect(contacts.description).toBe("PostgreSQL");
      await contacts.close();
      const client = new pg.Client({ connectionString: postgresProbe.url });
      await client.connect();
      try {
        const result = await client.query(`SELECT version, name FROM ${schema.schema}.schema_migrations`);
        expect(result.rows).toEqual(appliedMigrations);
      } finally {
        await client.end();
      }
    } finally {
      await schema.drop();
    }
  });
});

it("fails to open a PostgreSQL store that does not answer, instead of starting without one", async () => {
  await expect(openContactRepository({ DATABASE_URL: "postgres://nobody:wrong@127.0.0.1:9/none" })).rejects.toThrow();
});
