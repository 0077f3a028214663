/**
 * What several server processes share through the store: rate-limit slots and
 * no-JavaScript form outcomes. The same contract on SQLite and PostgreSQL
 * (which needs TEST_DATABASE_URL); on PostgreSQL also two connections at once,
 * as two instances would be.
 */
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import { purgeContactOutcomes, sharedOutcomes } from "#app/lib/contact/flash.server.ts";
import { purgeRateSlots, SharedRateLimiter } from "#app/lib/limits/shared-rate-limit.server.ts";

const MINUTE = 60_000;
const t0 = Date.UTC(2026, 10, 23, 9, 0);

await onEachStore("shared state", "shared", (store) => {
  it("gives a client its limit in the window, then says how long to wait", async () => {
    const limiter = new SharedRateLimiter(store.db().sql, "contact", 2, 10 * MINUTE);
    expect((await limiter.take("198.51.100.7", t0)).ok).toBe(true);
    expect((await limiter.take("198.51.100.7", t0 + MINUTE)).ok).toBe(true);
    expect(await limiter.take("198.51.100.7", t0 + 2 * MINUTE)).toEqual({ ok: false, retryAfterSeconds: 8 * 60 });
    expect(await limiter.waitSeconds("198.51.100.7", t0 + 2 * MINUTE)).toBe(8 * 60);
    // Another client, and another bucket, count apart.
    expect((await limiter.take("198.51.100.8", t0 + 2 * MINUTE)).ok).toBe(true);
    expect((await new SharedRateLimiter(store.db().sql, "login", 1).take("198.51.100.7", t0)).ok).toBe(true);
    // The oldest slot leaves the window: one more.
    expect((await limiter.take("198.51.100.7", t0 + 10 * MINUTE + 1)).ok).toBe(true);
  });

  it("takes a slot back that was released, and takes none with the limit off", async () => {
    const limiter = new SharedRateLimiter(store.db().sql, "contact", 1);
    const first = await limiter.take("2001:db8::/64", t0);
    expect(first.ok).toBe(true);
    if (first.ok) first.release();
    await expect.poll(async () => (await limiter.take("2001:db8::/64", t0 + 1)).ok).toBe(true);
    const off = new SharedRateLimiter(store.db().sql, "contact", 0);
    for (let i = 0; i < 5; i++) expect((await off.take("x", t0)).ok).toBe(true);
  });

  it("never lets concurrent takes overshoot the limit", async () => {
    const limiter = new SharedRateLimiter(store.db().sql, "contact", 5);
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.take("203.0.113.9", t0)));
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(5);
  });

  it("forgets slots no window counts any more", async () => {
    const limiter = new SharedRateLimiter(store.db().sql, "contact", 3);
    await limiter.take("a", t0);
    await limiter.take("b", t0 + 20 * MINUTE);
    expect(await purgeRateSlots(store.db().sql, 15 * MINUTE, t0 + 20 * MINUTE)).toBe(1);
  });

  it("keeps an outcome for one read, for ten minutes", async () => {
    let now = t0;
    const outcomes = sharedOutcomes(store.db().sql, () => now);
    const outcome = {
      status: "invalid" as const,
      values: { firstName: "Jörg" },
      fieldErrors: { email: "Bitte …" },
    };
    const token = await outcomes.keep(outcome);
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(await outcomes.has(token)).toBe(true);
    expect(await outcomes.take(token)).toEqual(outcome);
    expect(await outcomes.take(token)).toBeUndefined();
    expect(await outcomes.has("made-up")).toBe(false);

    const late = await outcomes.keep({ status: "sent" });
    now += 10 * MINUTE + 1;
    expect(await outcomes.has(late)).toBe(false);
    expect(await outcomes.take(late)).toBeUndefined();
    expect(await purgeContactOutcomes(store.db().sql, now)).toBe(1);
  });

  it.skipIf(store.name !== "PostgreSQL")("holds one limit across two instances' connections", async () => {
    const other = await store.openAnother();
    try {
      const here = new SharedRateLimiter(store.db().sql, "contact", 3);
      const there = new SharedRateLimiter(other.sql, "contact", 3);
      const decisions = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? here : there).take("192.0.2.1", t0)),
      );
      expect(decisions.filter((decision) => decision.ok)).toHaveLength(3);
      const token = await sharedOutcomes(store.db().sql).keep({ status: "sent" });
      expect(await sharedOutcomes(other.sql).take(token)).toEqual({ status: "sent" });
    } finally {
      await other.close();
    }
  });
});
