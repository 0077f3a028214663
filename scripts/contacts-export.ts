/**
 * `npm run contacts:export`: every stored contact request as CSV on stdout,
 * oldest first, from the store the server uses (same DATA_DIR / DATABASE_URL).
 * Safe while the server runs: SQLite in WAL mode lets this read beside the
 * server's writes, and PostgreSQL is a server anyway.
 *
 *   npm run contacts:export > contact-requests.csv
 */
import { exportHeader, exportRow, toCsv } from "#app/lib/contact/csv.ts";
import { openContactRepository } from "#app/lib/contact/open-repository.server.ts";

/** One line a person can act on, without a stack trace: what failed, and where to look. */
function fail(doing: string, error: unknown): never {
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  console.error(`Error: could not ${doing}: ${message}. Check DATA_DIR or DATABASE_URL.`);
  process.exit(1);
}

async function main() {
  let contacts;
  try {
    contacts = await openContactRepository(process.env);
  } catch (error) {
    fail("open the contact store", error);
  }
  let records;
  try {
    records = await contacts.list();
  } catch (error) {
    fail(`read the contact requests from ${contacts.description}`, error);
  } finally {
    await contacts.close().catch(() => {});
  }
  process.stdout.write(
    toCsv(
      exportHeader,
      records.map((record) => exportRow(record)),
    ),
  );
  console.error(
    `${records.length} contact request${records.length === 1 ? "" : "s"} exported from ${contacts.description}.`,
  );
}

if (import.meta.main) await main();
