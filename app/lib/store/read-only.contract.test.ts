/**
 * The read-only transaction Ask runs its questions in (issue 45): reads work, a write inside it fails and leaves
 * nothing behind, and a read past its time is given up. The same contract on SQLite and PostgreSQL.
 */
import { expect, it } from "vitest";
import { ReadTimeoutError } from "#app/lib/store/sql.server.ts";
import { onEachStore } from "#test/store-contract.ts";

await onEachStore("a read-only transaction", "readonly", (store) => {
  it("reads, and refuses any write inside it", async () => {
    const { sql } = store.db();
    await sql.run("INSERT INTO back_office_settings (name, value) VALUES (?, ?)", ["ask-test", "before"]);
    const value = await sql.readOnly(
      async (tx) =>
        (await tx.get<{ value: string }>("SELECT value FROM back_office_settings WHERE name = ?", ["ask-test"]))?.value,
      1_000,
    );
    expect(value).toBe("before");
    await expect(
      sql.readOnly(
        (tx) => tx.run("UPDATE back_office_settings SET value = ? WHERE name = ?", ["after", "ask-test"]),
        1_000,
      ),
    ).rejects.toThrow();
    await expect(sql.readOnly((tx) => tx.run("DELETE FROM back_office_settings"), 1_000)).rejects.toThrow();
    expect(await sql.get("SELECT value FROM back_office_settings WHERE name = ?", ["ask-test"])).toEqual({
      value: "before",
    });
    // The connection writes again afterwards, as the rest of the site needs it to.
    await sql.run("UPDATE back_office_settings SET value = ? WHERE name = ?", ["after", "ask-test"]);
    expect(await sql.get("SELECT value FROM back_office_settings WHERE name = ?", ["ask-test"])).toEqual({
      value: "after",
    });
  });

  it("gives a read up once its time is over", async () => {
    const { sql } = store.db();
    // A statement that runs long on either store (a recursive count to a million: half a second on SQLite).
    const slow =
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000) SELECT count(*) AS c FROM n";
    await expect(
      sql.readOnly(async (tx) => {
        await tx.get(slow);
        return tx.get("SELECT 1 AS one");
      }, 20),
    ).rejects.toBeInstanceOf(ReadTimeoutError);
    expect(await sql.get("SELECT 1 AS one")).toEqual({ one: 1 });
  });
});
