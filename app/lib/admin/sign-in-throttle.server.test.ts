import { describe, expect, it } from "vitest";
import { RateLimiter, type Limiter } from "#app/lib/limits/rate-limit.server.ts";
import {
  SIGN_IN_LIMITS,
  takeCodeAttempt,
  takeSignInAttempt,
  type SignInLimiters,
} from "#app/lib/admin/sign-in-throttle.server.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The site's limits on a clock the test moves. */
function limiters(clock = { now: Date.now() }): SignInLimiters {
  const on = (limiter: RateLimiter): Limiter => ({
    limit: limiter.limit,
    take: (key) => limiter.take(key, clock.now),
    waitSeconds: (key) => limiter.waitSeconds(key, clock.now),
  });
  const entries = Object.entries(SIGN_IN_LIMITS).map(([name, { limit, windowMs }]) => [
    name,
    on(new RateLimiter(limit, windowMs)),
  ]);
  return Object.fromEntries(entries) as SignInLimiters;
}

describe("sign-in attempts", () => {
  it("take their slots before the check: the sixth at once on one account and client waits", async () => {
    const limits = limiters();
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => takeSignInAttempt(limits, "ben@example.com", "203.0.113.1")),
    );
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(5);
    const refused = attempts.find((attempt) => !attempt.ok);
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: 900, alarm: false });
  });

  it("give their slots back when the password was right", async () => {
    const limits = limiters();
    for (let index = 0; index < 10; index++) {
      const attempt = await takeSignInAttempt(limits, "ben@example.com", "203.0.113.1");
      expect(attempt.ok).toBe(true);
      if (attempt.ok) attempt.succeeded();
    }
  });

  it("leave nothing taken when one limit refuses: the client's other accounts are not charged for it", async () => {
    const limits = limiters();
    for (let index = 0; index < 5; index++) await takeSignInAttempt(limits, "ben@example.com", "203.0.113.1");
    // Refused by the account-and-client limit: the client and account limits keep what they had.
    for (let index = 0; index < 30; index++) await takeSignInAttempt(limits, "ben@example.com", "203.0.113.1");
    for (let index = 0; index < 15; index++) {
      const attempt = await takeSignInAttempt(limits, `other${index}@example.com`, "203.0.113.1");
      expect(attempt.ok, `attempt ${index}`).toBe(true);
    }
    expect((await takeSignInAttempt(limits, "cara@example.com", "203.0.113.1")).ok).toBe(false);
  });

  it("from one address cannot lock the account for another", async () => {
    const limits = limiters();
    for (let index = 0; index < 20; index++) await takeSignInAttempt(limits, "ben@example.com", "203.0.113.1");
    expect((await takeSignInAttempt(limits, "ben@example.com", "198.51.100.7")).ok).toBe(true);
  });

  it("spread over many addresses, spend the account's limits, but the owner's browser still gets its check", async () => {
    const limits = limiters();
    let checked = 0;
    for (let address = 0; address < 40; address++)
      for (let attempt = 0; attempt < 5; attempt++)
        if ((await takeSignInAttempt(limits, "ben@example.com", `198.51.100.${address}`)).ok) checked += 1;
    // 100 from the account's limit (the first 20 addresses), then one more for each of the other 20.
    expect(checked).toBe(100 + 20);
    const refused = await takeSignInAttempt(limits, "ben@example.com", "198.51.100.39");
    expect(refused).toMatchObject({ ok: false, alarm: true });
    // The owner, at home: a client that has not failed on the account is checked, and a right password gives it back.
    for (let time = 0; time < 3; time++) {
      const owner = await takeSignInAttempt(limits, "ben@example.com", "203.0.113.77");
      expect(owner.ok).toBe(true);
      if (owner.ok) owner.succeeded();
    }
  });
});

describe("second-factor codes", () => {
  it("allow at most 20 wrong app codes a day per account, however many addresses ask, and raise the alarm", async () => {
    const clock = { now: Date.parse("2026-12-01T00:00:00Z") };
    const limits = limiters(clock);
    let checked = 0;
    let alarms = 0;
    // A guesser who knows the password, one request a second for a week, from a new address every 5 requests.
    const end = clock.now + 7 * DAY;
    for (let request = 0; clock.now < end; request += 1) {
      clock.now += 1000;
      const attempt = await takeCodeAttempt(limits, "ben@example.com", `client-${Math.floor(request / 5)}`, "123456");
      if (attempt.ok) {
        checked += 1;
        if (await attempt.failed()) alarms += 1;
      } else if (attempt.alarm) {
        alarms += 1;
        // Nothing gets through while the account's budget is spent: skip to its end, the test runs faster.
        clock.now += attempt.retryAfterSeconds * 1000 - 1000;
      }
    }
    expect(checked).toBeLessThanOrEqual(20 * 7);
    expect(alarms).toBeGreaterThan(0);
    // Two codes are valid at a time (this step and the one before): each check wins with 2 in a million.
    const perCheck = 2 / 1_000_000;
    const month = 1 - (1 - perCheck) ** ((checked / 7) * 30);
    const day = 1 - (1 - perCheck) ** (checked / 7);
    expect(month).toBeLessThan(0.01);
    expect(day).toBeLessThan(0.0001);
  });

  it("check a recovery code while the app codes are paused: the owner still gets in", async () => {
    const limits = limiters();
    for (let guess = 0; guess < 30; guess++) {
      const attempt = await takeCodeAttempt(limits, "ben@example.com", `198.51.100.${guess}`, "654321");
      if (attempt.ok) await attempt.failed();
    }
    const paused = await takeCodeAttempt(limits, "ben@example.com", "203.0.113.77", "123 456");
    expect(paused).toMatchObject({ ok: false, alarm: true });
    expect((await takeCodeAttempt(limits, "ben@example.com", "203.0.113.77", "k7xq-m3np-w2rt")).ok).toBe(true);
  });

  it("raise the alarm at the fifth wrong code of a day", async () => {
    const limits = limiters();
    const alarms = [];
    for (let guess = 0; guess < 5; guess++) {
      const attempt = await takeCodeAttempt(limits, "ben@example.com", `198.51.100.${guess}`, "000000");
      if (attempt.ok) alarms.push(await attempt.failed());
    }
    expect(alarms).toEqual([false, false, false, false, true]);
  });
});
