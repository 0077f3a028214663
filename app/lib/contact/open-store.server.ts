/**
 * The contact requests on their own, for the export and the tests: opens the
 * site's database (app/lib/store/open.server.ts) and closes it with the store.
 * The server opens the database once for everything (app/site/services.server.ts).
 */
import { contactStoreOn } from "#app/lib/contact/requests.server.ts";
import type { ContactStore } from "#app/lib/contact/store.server.ts";
import { openDatabase, type StoreEnv } from "#app/lib/store/open.server.ts";

export type { StoreEnv };

/** Opens the store the environment names and applies pending migrations. */
export async function openContactStore(env: StoreEnv): Promise<ContactStore> {
  const db = await openDatabase(env);
  const { drain, ...store } = contactStoreOn(db);
  return {
    ...store,
    close: async () => {
      await drain();
      await db.close();
    },
  };
}
