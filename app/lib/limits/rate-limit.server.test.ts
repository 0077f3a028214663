import { describe, expect, it } from "vitest";
import { RATE_WINDOW_MS, RateLimiter, rateLimitFromEnv } from "#app/lib/limits/rate-limit.server.ts";

describe("RateLimiter", () => {
  it("allows `limit` requests per client in ten minutes, then says when to retry", () => {
    const limiter = new RateLimiter(2);
    expect(limiter.take("a", 0).ok).toBe(true);
    expect(limiter.take("a", 60_000).ok).toBe(true);
    expect(limiter.take("a", 120_000)).toEqual({ ok: false, retryAfterSeconds: 480 });
    expect(limiter.take("b", 120_000).ok).toBe(true);
    // The window slides: the first slot frees up ten minutes after it was taken.
    expect(limiter.take("a", RATE_WINDOW_MS - 1)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.take("a", RATE_WINDOW_MS + 1).ok).toBe(true);
    expect(limiter.take("a", RATE_WINDOW_MS + 2)).toMatchObject({ ok: false });
  });

  it("gives a slot back when the request was not accepted after all", () => {
    const limiter = new RateLimiter(1);
    const first = limiter.take("a", 0);
    expect(first.ok && (first.release(), true)).toBe(true);
    expect(limiter.take("a", 1).ok).toBe(true);
    expect(limiter.take("a", 2).ok).toBe(false);
  });

  it("never lets concurrent requests past the limit", () => {
    const limiter = new RateLimiter(3);
    const decisions = Array.from({ length: 10 }, () => limiter.take("a", 5));
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(3);
  });

  it("forgets a client who went quiet once a sweep finds its window over, and no one still counted", () => {
    const limiter = new RateLimiter(2);
    limiter.take("quiet", 0);
    limiter.take("active", RATE_WINDOW_MS - 1_000);
    limiter.sweep(RATE_WINDOW_MS - 1);
    expect(limiter.trackedClients).toBe(2);
    // Nobody asks again; only the sweep sees the quiet client's window end.
    limiter.sweep(RATE_WINDOW_MS);
    expect(limiter.trackedClients).toBe(1);
    expect(limiter.take("active", RATE_WINDOW_MS + 1).ok).toBe(true);
    expect(limiter.take("active", RATE_WINDOW_MS + 2).ok).toBe(false);
  });

  it("is off with a limit of 0", () => {
    const limiter = new RateLimiter(0);
    for (let index = 0; index < 1000; index++) expect(limiter.take("a", index).ok).toBe(true);
    expect(limiter.trackedClients).toBe(0);
  });

  it("keeps memory bounded: forgets expired clients first, then the least recently active", () => {
    const limiter = new RateLimiter(1, RATE_WINDOW_MS, 3);
    limiter.take("old", 0);
    limiter.take("b", RATE_WINDOW_MS);
    limiter.take("c", RATE_WINDOW_MS);
    limiter.take("d", RATE_WINDOW_MS + 1);
    expect(limiter.trackedClients).toBe(3);
    expect(limiter.take("b", RATE_WINDOW_MS + 2).ok).toBe(false);
    limiter.take("e", RATE_WINDOW_MS + 3);
    limiter.take("f", RATE_WINDOW_MS + 3);
    expect(limiter.trackedClients).toBe(3);
  });
});

describe("RateLimiter at its cap", () => {
  it("forgets exactly the least recently active client for each new one, and expired ones as time passes", () => {
    const limiter = new RateLimiter(1, RATE_WINDOW_MS, 100_000);
    for (let client = 0; client < 100_000; client++) limiter.take(`c${client}`, client);
    expect(limiter.trackedClients).toBe(100_000);
    for (let client = 100_000; client < 200_000; client++) limiter.take(`c${client}`, 100_000);
    expect(limiter.trackedClients).toBe(100_000);
    // The newest half is still counted; the oldest half was forgotten.
    expect(limiter.take("c199999", 100_001).ok).toBe(false);
    expect(limiter.take("c0", 100_001).ok).toBe(true);
    // Once the window has passed, every request takes expired clients along (two at a time).
    for (let step = 0; step < 60_000; step++) limiter.take(`late${step}`, RATE_WINDOW_MS + 200_000);
    expect(limiter.trackedClients).toBeLessThan(100_000);
  });
});

describe("rateLimitFromEnv", () => {
  it("defaults to 5 and accepts 0 (off) or any whole number", () => {
    expect(rateLimitFromEnv(undefined)).toBe(5);
    expect(rateLimitFromEnv("")).toBe(5);
    expect(rateLimitFromEnv("0")).toBe(0);
    expect(rateLimitFromEnv("20")).toBe(20);
  });

  it("refuses anything else with a message naming the variable", () => {
    for (const wrong of ["-1", "2.5", "five", "1e9x"])
      expect(() => rateLimitFromEnv(wrong)).toThrow(/CONTACT_RATE_LIMIT/);
  });
});
