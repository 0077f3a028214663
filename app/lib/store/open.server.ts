import type { Database } from "#app/lib/store/sql.server.ts";

export type StoreEnv = { DATA_DIR?: string | undefined; DATABASE_URL?: string | undefined };

/**
 * Opens the site's database the environment names, applying pending
 * migrations: PostgreSQL when `DATABASE_URL` is set, else SQLite in
 * `DATA_DIR/site.db`. A database that opened is ready to take requests.
 */
export async function openDatabase(env: StoreEnv): Promise<Database> {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    const { openPostgresDatabase } = await import("#app/lib/store/postgres.server.ts");
    return openPostgresDatabase(databaseUrl);
  }
  const { openSqliteDatabase, sqlitePath } = await import("#app/lib/store/sqlite.server.ts");
  return openSqliteDatabase(sqlitePath(env.DATA_DIR));
}
