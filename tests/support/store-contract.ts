/**
 * A contract suite run on each store (SQLite, and PostgreSQL when
 * TEST_DATABASE_URL answers; otherwise that half is skipped, and says so):
 * every test gets a fresh, migrated database, closed and thrown away after it.
 */
import { afterEach, beforeEach, describe } from "vitest";
import type { Database } from "#app/lib/store/sql.server.ts";
import { storeBackends, type StoreBackend } from "./test-postgres.ts";

export type StoreUnderTest = {
  name: StoreBackend["name"];
  /** The database of the running test. */
  db(): Database;
  /** A second connection to the same database, as another server process would have (the caller closes it). */
  openAnother(): Promise<Database>;
};

export async function onEachStore(title: string, prefix: string, tests: (store: StoreUnderTest) => void) {
  for (const backend of await storeBackends(prefix)) {
    describe.skipIf(Boolean(backend.skip))(
      `${title} on ${backend.name}${backend.skip ? ` (skipped: ${backend.skip})` : ""}`,
      () => {
        let place: Awaited<ReturnType<StoreBackend["fresh"]>>;
        let db: Database;
        beforeEach(async () => {
          place = await backend.fresh();
          db = await place.open();
        });
        afterEach(async () => {
          await db.close();
          await place.dispose();
        });
        tests({ name: backend.name, db: () => db, openAnother: () => place.open() });
      },
    );
  }
}
