/**
 * Where contact requests live: one interface (store.server.ts), two
 * implementations. SQLite (`node:sqlite`, built into Node) in
 * `DATA_DIR/site.db` by default; PostgreSQL when `DATABASE_URL` is set. Both
 * apply their versioned migrations when opened, so a store that opened is
 * ready to take requests.
 */
import type { ContactStore } from "#app/lib/contact/store.server.ts";

export type StoreEnv = { DATA_DIR?: string | undefined; DATABASE_URL?: string | undefined };

/** Opens the store the environment names and applies pending migrations. */
export async function openContactStore(env: StoreEnv = process.env): Promise<ContactStore> {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    const { openPostgresContactStore } = await import("#app/lib/contact/store-postgres.server.ts");
    return openPostgresContactStore(databaseUrl);
  }
  const { openSqliteContactStore, sqlitePath } = await import("#app/lib/contact/store-sqlite.server.ts");
  return openSqliteContactStore(sqlitePath(env.DATA_DIR));
}
