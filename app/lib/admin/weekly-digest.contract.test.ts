/**
 * The weekly digest on SQLite and PostgreSQL (issue 48): each operator who wants it, is active and may see the
 * statistics gets one outbox row per week, however many instances queue it at once, holding the week's figures
 * against the week before as the statistics count them; the row comes out of the outbox in the operator's language.
 */
import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { noonOf, viewAtNoon } from "#test/analytics-events.ts";
import { onEachStore } from "#test/store-contract.ts";
import { rememberLocale, setActive } from "#app/lib/admin/operators.server.ts";
import { queueWeeklyDigests, setWeeklyDigest, wantsWeeklyDigest } from "#app/lib/admin/weekly-digest.server.ts";
import { rollUpClosedDays } from "#app/lib/analytics/report.server.ts";
import { insertEvents } from "#app/lib/analytics/store.server.ts";
import { bareEvent } from "#app/lib/analytics/summary.ts";
import { claimDue } from "#app/lib/notify/outbox.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

/** Monday 30 November 2026, 7:00 in Berlin: the digest of 23–29 November is due. */
const now = new Date("2026-11-30T06:00:00Z");
const timing = { now, retentionDays: 21 };
const earlier = new Date("2026-11-01T09:00:00Z");

/** Last week: three visitors (two from Google, one direct reading a post twice), one demo request; one the week before. */
async function someVisits(sql: Sql) {
  await insertEvents(sql, [
    viewAtNoon("2026-11-24", 1, "home", "www.google.com", "en"),
    viewAtNoon("2026-11-25", 2, "home", "www.google.com", "de"),
    viewAtNoon("2026-11-29", 3, "blogPost:ask-your-data", null, "en"),
    viewAtNoon("2026-11-29", 3, "blogPost:ask-your-data", null, "en"),
    { ...bareEvent("conversion", "home", "en"), minute: noonOf("2026-11-24", 5) },
    viewAtNoon("2026-11-18", 4, "blogPost:ask-your-data", "www.linkedin.com", "en"),
  ]);
  // The statistics' upkeep rolls up closed days every ten minutes.
  await rollUpClosedDays(sql, timing);
}

await onEachStore("weekly digest", "digest", (store) => {
  it("queues one row per operator and week, for the active who want it and may see the statistics", async () => {
    const sql = store.db().sql;
    await someVisits(sql);
    // As createOperator writes them, with a hash no password opens (hashing one takes half a second).
    const make = async (email: string, role: "owner" | "sales" | "editor") => {
      const id = randomUUID();
      await sql.run(
        "INSERT INTO operators (id, email, password_hash, created_at, password_changed_at, role) VALUES (?, ?, ?, ?, ?, ?)",
        [id, email, "none", earlier, earlier, role],
      );
      return { id };
    };
    const olga = await make("olga@example.com", "owner");
    const emma = await make("emma@example.com", "editor");
    const late = await make("late@example.com", "sales");
    const gone = await make("gone@example.com", "sales");
    await make("never@example.com", "sales");
    await rememberLocale(sql, emma.id, "en");
    expect(await wantsWeeklyDigest(sql, olga.id)).toBe(false);
    for (const operator of [olga, emma, gone]) await setWeeklyDigest(sql, operator.id, true, earlier);
    // Turned on after the week ended: the first digest is next week's.
    await setWeeklyDigest(sql, late.id, true, new Date("2026-11-30T00:30:00Z"));
    await setActive(sql, gone.id, false, earlier);
    expect(await wantsWeeklyDigest(sql, olga.id)).toBe(true);

    // Two instances at once: on PostgreSQL truly in parallel; SQLite's second connection lives in this thread, so
    // there they take turns. Either way each operator's week is one row.
    const another = await store.openAnother();
    try {
      const queue = (on: Sql) => () => queueWeeklyDigests(on, timing);
      const work = [queue(sql), queue(another.sql)];
      const queued =
        store.name === "PostgreSQL"
          ? await Promise.all(work.map((each) => each()))
          : [await work[0]!(), await work[1]!()];
      expect(queued[0]! + queued[1]!).toBe(2);
    } finally {
      await another.close();
    }
    expect(await queueWeeklyDigests(sql, timing)).toBe(0);
    // An hour later, the same week: nothing more.
    expect(await queueWeeklyDigests(sql, { ...timing, now: new Date(now.getTime() + 3_600_000) })).toBe(0);

    const deliveries = await claimDue(sql, "worker", now);
    const digests = deliveries.flatMap((delivery) => (delivery.kind === "digest" ? [delivery.digest] : []));
    expect(
      digests.map(({ email, locale }) => ({ email, locale })).toSorted((a, b) => a.email.localeCompare(b.email)),
    ).toEqual([
      { email: "emma@example.com", locale: "en" },
      { email: "olga@example.com", locale: null },
    ]);
    expect(digests[0]!.figures).toEqual({
      week: { from: "2026-11-23", to: "2026-11-29" },
      before: { from: "2026-11-16", to: "2026-11-22" },
      visitors: { week: 3, before: 1 },
      demoRequests: { week: 1, before: 0 },
      sources: [
        { source: "www.google.com", week: 2, before: 0 },
        { source: "", week: 1, before: 0 },
      ],
      posts: [{ path: "/blog/ask-your-data", week: 2, before: 1 }],
    });

    // Turned off: no digest of the next week.
    await setWeeklyDigest(sql, olga.id, false);
    expect(await wantsWeeklyDigest(sql, olga.id)).toBe(false);
    const nextWeek = new Date("2026-12-07T06:00:00Z");
    expect(await queueWeeklyDigests(sql, { now: nextWeek, retentionDays: 21 })).toBe(2);
    const next = await sql.all<{ operator_id: string }>("SELECT operator_id FROM outbox WHERE week = '2026-11-30'");
    expect(next.map((row) => row.operator_id).toSorted()).toEqual([emma.id, late.id].toSorted());
  });
});
