/**
 * How many password checks a sign-in may cost. An attempt takes its slots
 * before the slow password hash runs and gives them back when the password was
 * right, so however many guesses arrive at once, at most the limit is ever
 * checked (decision 0017). Three limits, each over 15 minutes:
 *
 * - per account and client: 5 failures stop one guesser on one account;
 * - per client: 20 failures stop one guesser across accounts;
 * - per account across clients: 100 failures stop a spread-out guesser,
 *   and are far enough above the first that one address (or a handful) cannot
 *   lock the owner out: the owner's own address has not failed.
 */
import type { Limiter, RateDecision } from "#app/lib/contact/rate-limit.server.ts";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMITS = { accountPerClient: 5, client: 20, account: 100 } as const;

export type SignInLimiters = Record<keyof typeof SIGN_IN_LIMITS, Limiter>;

/** Slots held by one attempt: kept when it failed, given back when it succeeded. */
export type SignInAttempt = { ok: true; succeeded: () => void } | { ok: false; retryAfterSeconds: number };

/** Takes a slot of each limit, or none: a refused limit gives back what the others gave. */
export async function takeSignInAttempt(
  limiters: SignInLimiters,
  account: string,
  clientKey: string,
): Promise<SignInAttempt> {
  const keys: [Limiter, string][] = [
    [limiters.accountPerClient, `${account}\n${clientKey}`],
    [limiters.client, clientKey],
    [limiters.account, account],
  ];
  const taken: Extract<RateDecision, { ok: true }>[] = [];
  for (const [limiter, key] of keys) {
    const decision = await limiter.take(key);
    if (!decision.ok) {
      for (const slot of taken) slot.release();
      return { ok: false, retryAfterSeconds: decision.retryAfterSeconds };
    }
    taken.push(decision);
  }
  return { ok: true, succeeded: () => taken.forEach((slot) => slot.release()) };
}
