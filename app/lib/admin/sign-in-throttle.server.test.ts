import { describe, expect, it } from "vitest";
import { RateLimiter } from "#app/lib/contact/rate-limit.server.ts";
import { SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS, takeSignInAttempt } from "#app/lib/admin/sign-in-throttle.server.ts";

const limiters = () => ({
  accountPerClient: new RateLimiter(SIGN_IN_LIMITS.accountPerClient, SIGN_IN_WINDOW_MS),
  client: new RateLimiter(SIGN_IN_LIMITS.client, SIGN_IN_WINDOW_MS),
  account: new RateLimiter(SIGN_IN_LIMITS.account, SIGN_IN_WINDOW_MS),
});

describe("sign-in attempts", () => {
  it("take their slots before the check: the sixth at once on one account and client waits", async () => {
    const limits = limiters();
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => takeSignInAttempt(limits, "ben@example.com", "203.0.113.1")),
    );
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(5);
    const refused = attempts.find((attempt) => !attempt.ok);
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: 900 });
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
});
