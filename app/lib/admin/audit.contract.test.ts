/**
 * The audit log's filters and the names the back office shows people by (issue 47), one contract on SQLite and
 * on PostgreSQL (which needs TEST_DATABASE_URL; without it that half is skipped, and says so).
 */
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import { listAudit, recordAudit, type AuditAction } from "#app/lib/admin/audit.server.ts";
import {
  createOperator,
  displayNames,
  listOperators,
  namedOperators,
  operatorName,
  setActive,
} from "#app/lib/admin/operators.server.ts";
import { claimDue, queueTwoFactorResetEmail } from "#app/lib/notify/outbox.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

const PASSWORD = "correct horse battery staple";

await onEachStore("audit log filters and display names", "audit", (store) => {
  /**
   * A log of Anna's and Olga's week: one entry a day from 1 November, 10:00 UTC (the log keeps ids, not rows of
   * `operators`: no account is needed for it).
   */
  async function week(sql: Sql) {
    const anna = { id: randomUUID(), email: "anna@example.com" };
    const olga = { id: randomUUID(), email: "olga@example.com" };
    const plan: [typeof anna, AuditAction][] = [
      [anna, "login"],
      [anna, "note-add"],
      [olga, "login"],
      [anna, "status-change"],
      [olga, "invite"],
      [anna, "login"],
    ];
    for (const [day, [who, action]] of plan.entries()) {
      const at = new Date(Date.UTC(2026, 10, 1 + day, 10));
      await recordAudit(
        sql,
        { operatorId: who.id, operatorEmail: who.email, action, target: null, details: { day } },
        at,
      );
    }
    // A failed sign-in for an address nobody has: no operator behind it.
    await recordAudit(
      sql,
      { operatorId: null, operatorEmail: "x@example.com", action: "login-failed", target: null, details: { day: 6 } },
      new Date(Date.UTC(2026, 10, 7, 10)),
    );
    return { anna, olga };
  }

  const days = (result: Awaited<ReturnType<typeof listAudit>>) => result.entries.map((entry) => entry.details.day);

  it("narrows the log to a person, an action and a range of times, each alone and combined, newest first", async () => {
    const sql = store.db().sql;
    const { anna, olga } = await week(sql);
    expect(days(await listAudit(sql))).toEqual([6, 5, 4, 3, 2, 1, 0]);
    expect(days(await listAudit(sql, { operatorId: anna.id }))).toEqual([5, 3, 1, 0]);
    expect(days(await listAudit(sql, { operatorId: olga.id.toUpperCase() }))).toEqual([4, 2]);
    expect(days(await listAudit(sql, { action: "login" }))).toEqual([5, 2, 0]);
    const range = { from: new Date(Date.UTC(2026, 10, 2)), to: new Date(Date.UTC(2026, 10, 6)) };
    expect(days(await listAudit(sql, range))).toEqual([4, 3, 2, 1]);
    // `to` is not included: an entry at that very instant belongs to the next range.
    expect(days(await listAudit(sql, { from: range.from, to: new Date(Date.UTC(2026, 10, 2, 10)) }))).toEqual([]);
    expect(days(await listAudit(sql, { operatorId: anna.id, action: "login", ...range }))).toEqual([]);
    const annasLogins = await listAudit(sql, { operatorId: anna.id, action: "login" });
    expect([days(annasLogins), annasLogins.total]).toEqual([[5, 0], 2]);
  });

  it("pages a filtered log by what it leaves, and keeps a page past the last at the last", async () => {
    const sql = store.db().sql;
    const { anna } = await week(sql);
    const first = await listAudit(sql, { operatorId: anna.id, page: 1, pageSize: 3 });
    expect([first.total, first.page, days(first)]).toEqual([4, 1, [5, 3, 1]]);
    const beyond = await listAudit(sql, { operatorId: anna.id, page: 9, pageSize: 3 });
    expect([beyond.page, days(beyond)]).toEqual([2, [0]]);
  });

  it("puts an entry written late (a minute's failed sign-ins, summed up) where its time belongs", async () => {
    const sql = store.db().sql;
    await week(sql);
    const late = { operatorId: null, operatorEmail: null, action: "login-failed" as const, target: null };
    await recordAudit(sql, { ...late, details: { day: 2.5 } }, new Date(Date.UTC(2026, 10, 3, 12)));
    expect(days(await listAudit(sql, { page: 1, pageSize: 5 }))).toEqual([6, 5, 4, 3, 2.5]);
    expect(days(await listAudit(sql, { action: "login-failed" }))).toEqual([6, 2.5]);
  });

  it("finds nothing for an id no operator can have, on PostgreSQL's uuid column too", async () => {
    const sql = store.db().sql;
    await week(sql);
    for (const operatorId of ["not-an-id", "'; DROP TABLE audit_log; --", ""]) {
      const result = await listAudit(sql, { operatorId });
      expect([result.total, result.entries]).toEqual([0, []]);
    }
    expect((await listAudit(sql)).total).toBe(7);
  });

  it("names people by their profile's name, else by their address, by id or by address in any case", async () => {
    const sql = store.db().sql;
    const anna = await createOperator(sql, "anna@example.com", PASSWORD, { role: "sales" });
    const olga = await createOperator(sql, "olga@example.com", PASSWORD, { role: "owner" });
    // The profile's name as the account page keeps it (blog/authors.server.ts, a room that builds on this one).
    const profile = (id: string, name: string) =>
      sql.run(
        "INSERT INTO author_profiles (operator_id, display_name, bio, picture, updated_at) VALUES (?, ?, '', NULL, ?)",
        [id, name, new Date()],
      );
    await profile(olga.id, "  Olga Petersen ");
    await profile(anna.id, "   ");
    await setActive(sql, olga.id, false);
    const names = await displayNames(sql);
    // Someone who has left keeps their name in what they did.
    expect(names.of({ id: olga.id })).toBe("Olga Petersen");
    expect(names.of({ email: "OLGA@example.com " })).toBe("Olga Petersen");
    // A blank name is none.
    expect(names.of({ id: anna.id, email: anna.email })).toBe("anna@example.com");
    // Someone the store does not know: by the address kept; nobody: null.
    expect(names.of({ id: null, email: "x@example.com" })).toBe("x@example.com");
    expect(names.of({ id: "gone", email: null })).toBeNull();
    expect(names.of({})).toBeNull();
  });

  it("names a member alike wherever they are named: the team, the inbox, the layout and the mails to the team", async () => {
    const sql = store.db().sql;
    const olga = await createOperator(sql, "olga.petersen@example.com", PASSWORD, { role: "owner" });
    const jan = await createOperator(sql, "jan-ole_meyer@example.com", PASSWORD, { role: "owner" });
    await sql.run(
      "INSERT INTO author_profiles (operator_id, display_name, bio, picture, updated_at) VALUES (?, ?, '', NULL, ?)",
      [olga.id, " Olga P. ", new Date()],
    );
    // The short names: the profile's, else one made from the address.
    const short = new Map((await namedOperators(sql)).map((member) => [member.id, member.name]));
    expect([short.get(olga.id), short.get(jan.id)]).toEqual(["Olga P.", "Jan Ole Meyer"]);
    expect(await operatorName(sql, olga)).toBe("Olga P.");
    expect(await operatorName(sql, jan)).toBe("Jan Ole Meyer");
    const team = new Map((await listOperators(sql)).map((member) => [member.id, member.name]));
    expect([team.get(olga.id), team.get(jan.id)]).toEqual(["Olga P.", "Jan Ole Meyer"]);
    // The long ones (the audit log, a lead's history): the profile's, else the address.
    const names = await displayNames(sql);
    expect([names.of({ id: olga.id }), names.of({ id: jan.id })]).toEqual(["Olga P.", jan.email]);
    // The mails say who acted by the short name.
    await queueTwoFactorResetEmail(sql, { operatorId: jan.id, actorId: olga.id, locale: "de" });
    await queueTwoFactorResetEmail(sql, { operatorId: olga.id, actorId: jan.id, locale: "en" });
    const actors = (await claimDue(sql, "worker")).flatMap((delivery) =>
      delivery.kind === "two-factor-reset" ? [delivery.notice.by] : [],
    );
    expect(actors).toEqual(
      expect.arrayContaining([
        { name: "Olga P.", email: olga.email },
        { name: "Jan Ole Meyer", email: jan.email },
      ]),
    );
    expect(actors).toHaveLength(2);
  });
});
