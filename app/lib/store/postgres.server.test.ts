/**
 * PostgreSQL's connections can break under the store at any moment (a restart, a network): a transaction
 * that loses its connection fails like any other, the process stays up, and the next query reconnects.
 */
import { describe, expect, it } from "vitest";
import { openPostgresDatabase, withoutJit } from "#app/lib/store/postgres.server.ts";
import { createTempSchema, cuttableRelay, probeTestPostgres } from "#test/test-postgres.ts";

const postgres = await probeTestPostgres();

describe.skipIf(!postgres.url)(`PostgreSQL store${postgres.reason ? ` (skipped: ${postgres.reason})` : ""}`, () => {
  it("fails a transaction whose connection breaks, lives on, and answers once the network is back", async () => {
    const schema = await createTempSchema(postgres.url!, "relay");
    const relay = await cuttableRelay(schema.url);
    const db = await openPostgresDatabase(relay.url);
    try {
      const broken = db.sql.transaction(async (tx) => {
        await tx.get("SELECT 1 AS ok");
        relay.cut();
        // The connection's error arrives while the transaction holds it (before its next query).
        await new Promise((resolve) => setTimeout(resolve, 300));
        return tx.get("SELECT 2 AS ok");
      });
      await expect(broken).rejects.toThrow();
      relay.mend();
      await expect(db.sql.get("SELECT 3 AS ok")).resolves.toEqual({ ok: 3 });
    } finally {
      await db.close();
      await relay.close();
      await schema.drop();
    }
  });

  it("compiles no statement (JIT off), the URL's own options kept", async () => {
    const schema = await createTempSchema(postgres.url!, "jit");
    const db = await openPostgresDatabase(schema.url);
    try {
      await expect(db.sql.get("SELECT current_setting('jit') AS jit")).resolves.toEqual({ jit: "off" });
      await expect(db.sql.get("SELECT current_schema() AS name")).resolves.toEqual({ name: schema.schema });
    } finally {
      await db.close();
      await schema.drop();
    }
  });
});

describe("the PostgreSQL URL", () => {
  it("gets -c jit=off beside its options; a connection string that is no URL stays as it is", () => {
    expect(withoutJit("postgres://u:p@db:5432/site")).toBe("postgres://u:p@db:5432/site?options=-c+jit%3Doff");
    expect(new URL(withoutJit("postgresql://db/site?options=-c%20search_path%3Ds")).searchParams.get("options")).toBe(
      "-c search_path=s -c jit=off",
    );
    expect(withoutJit("host=/var/run/postgresql dbname=site")).toBe("host=/var/run/postgresql dbname=site");
  });
});
