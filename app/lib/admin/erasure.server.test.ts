/**
 * Erasure under Art. 17 DSGVO leaves no copy in the files the site controls: SQLite keeps what a DELETE
 * frees in free pages unless secure_delete zeroes it, and in the write-ahead log until a checkpoint.
 * (PostgreSQL's dead tuples are vacuumed by its own autovacuum; the SQLite file is ours to read.)
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteLead, deleteLeadsReceivedBefore } from "#app/lib/admin/leads.server.ts";
import { contactRepositoryOn } from "#app/lib/contact/requests.server.ts";
import type { ContactRecord } from "#app/lib/contact/repository.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";

let dir: string;
let db: Database;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "erasure-"));
  db = await openDatabase({ DATA_DIR: dir });
});

afterEach(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

/** A person whose every field is a word found nowhere else in the file. */
function person(marker: string, receivedAt = new Date()): ContactRecord {
  return {
    id: randomUUID(),
    receivedAt,
    locale: "de",
    firstName: `Vorname${marker}`,
    lastName: `Nachname${marker}`,
    company: `Firma${marker} GmbH`,
    email: `adresse${marker.toLowerCase()}@example.de`,
    phone: "+49 40 555 0199",
    message: `Nachricht${marker} `.repeat(40),
    privacyPolicy: true,
  };
}

/** Every byte SQLite keeps for the store: the database, its write-ahead log and shared memory. */
function storeBytes(): string {
  return ["site.db", "site.db-wal", "site.db-shm"]
    .map((name) => join(dir, name))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path).toString("latin1"))
    .join("\n");
}

describe("erasing a lead on SQLite", () => {
  it("leaves none of its words in the database file or its log, while the others' stay", async () => {
    const contacts = contactRepositoryOn(db, { channels: ["email"] });
    const erased = person("Qzxerased");
    const kept = person("Qzxkept");
    await contacts.insert(erased);
    await contacts.insert(kept);
    expect(storeBytes()).toContain("NachnameQzxerased");

    expect(await deleteLead(db.sql, erased.id)).toBe(true);

    const bytes = storeBytes();
    for (const word of [
      "VornameQzxerased",
      "NachnameQzxerased",
      "FirmaQzxerased",
      "adresseqzxerased",
      "NachrichtQzxerased",
    ]) {
      expect(bytes).not.toContain(word);
    }
    expect(bytes).toContain("NachnameQzxkept");
  });

  it("leaves none of the words of leads past their retention period", async () => {
    const contacts = contactRepositoryOn(db, { channels: ["email"] });
    await contacts.insert(person("Qzxold", new Date("2024-01-01T00:00:00Z")));
    await contacts.insert(person("Qzxrecent"));

    expect(await deleteLeadsReceivedBefore(db.sql, new Date("2025-01-01T00:00:00Z"))).toBe(1);

    expect(storeBytes()).not.toContain("NachnameQzxold");
    expect(storeBytes()).toContain("NachnameQzxrecent");
  });
});
