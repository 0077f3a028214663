/**
 * The contact requests on their own, for the export and the tests: opens the
 * site's database (app/lib/store/open.server.ts) and closes it with the store.
 * The server opens the database once for everything (app/site/services.server.ts).
 */
import { contactRepositoryOn } from "#app/lib/contact/requests.server.ts";
import type { ContactRepository } from "#app/lib/contact/repository.server.ts";
import { openDatabase, type StoreEnv } from "#app/lib/store/open.server.ts";

export type { StoreEnv };

/** Opens the store the environment names and applies pending migrations. */
export async function openContactRepository(env: StoreEnv): Promise<ContactRepository> {
  const db = await openDatabase(env);
  const { drain, ...store } = contactRepositoryOn(db);
  return {
    ...store,
    close: async () => {
      await drain();
      await db.close();
    },
  };
}
