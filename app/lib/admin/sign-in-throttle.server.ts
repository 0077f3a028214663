/**
 * How many checks a sign-in may cost (decisions 0017 and 0034). An attempt takes its slots before the slow
 * password hash or the code check runs and gives them back when it was right, so however many guesses arrive
 * at once, at most the limit is ever checked.
 *
 * Passwords:
 * - per account and client: 5 in 15 minutes stop one guesser on one account;
 * - per client: 20 in 15 minutes stop one guesser across accounts;
 * - per account across clients: 100 in 15 minutes and 1,000 in a day stop a spread-out guesser. When these are
 *   spent, a client still gets one check per account in 15 minutes (given back when the password is right), so
 *   the owner's own browser, which has not failed, still signs in: guesses spread over many addresses cannot lock
 *   the owner out, and each address buys at most one more guess.
 *
 * Codes of the second factor (the password was right, so the guesser knows it): the per-client limits above,
 * and a budget per account of 20 wrong six-digit codes in a day, with no way around it. That bounds a whole
 * month of guessing at 600 codes (0.12 % with two codes valid at a time). A recovery code is checked outside
 * that budget (60 random bits cannot be guessed), so the owner still gets in while a guesser has spent it. The
 * fifth wrong code in a day, or a spent account budget, raises the alarm (an e-mail to the operator).
 */
import type { Limiter, RateDecision } from "#app/lib/limits/rate-limit.server.ts";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Each limit: how many slots in how long a window. */
export const SIGN_IN_LIMITS = {
  accountPerClient: { limit: 5, windowMs: 15 * MINUTE_MS },
  client: { limit: 20, windowMs: 15 * MINUTE_MS },
  account: { limit: 100, windowMs: 15 * MINUTE_MS },
  accountDay: { limit: 1_000, windowMs: DAY_MS },
  /** A client's check on an account once the account's limits are spent: the owner's way in. */
  freshClient: { limit: 1, windowMs: 15 * MINUTE_MS },
  /** Wrong six-digit codes per account. */
  codes: { limit: 20, windowMs: DAY_MS },
  /** Wrong six-digit codes per account before the operator is told: the fifth finds this full. */
  codeAlarm: { limit: 4, windowMs: DAY_MS },
} as const;

/** The longest window: what the store's slots must be kept for. */
export const SIGN_IN_WINDOW_MS = DAY_MS;

export type SignInLimit = keyof typeof SIGN_IN_LIMITS;
export type SignInLimiters = Record<SignInLimit, Limiter>;

/**
 * Slots held by one attempt: kept when it failed, given back when it succeeded. A refusal says whether a limit of
 * the whole account refused (`alarm`: the account is being guessed at).
 */
export type SignInAttempt =
  { ok: true; succeeded: () => void } | { ok: false; retryAfterSeconds: number; alarm: boolean };

type Taken = Extract<RateDecision, { ok: true }>;
type Refused = { ok: false; retryAfterSeconds: number };

/** Takes a slot of each limit in turn, or none: a refused limit gives back what the others gave. */
async function takeAll(keys: [Limiter, string][]): Promise<{ ok: true; taken: Taken[] } | Refused> {
  const taken: Taken[] = [];
  for (const [limiter, key] of keys) {
    const decision = await limiter.take(key);
    if (!decision.ok) {
      for (const slot of taken) slot.release();
      return { ok: false, retryAfterSeconds: decision.retryAfterSeconds };
    }
    taken.push(decision);
  }
  return { ok: true, taken };
}

const held = (taken: Taken[]): SignInAttempt => ({
  ok: true,
  succeeded: () => taken.forEach((slot) => slot.release()),
});

/** A password check: the client's limits, then the account's, or the client's one check once those are spent. */
export async function takeSignInAttempt(
  limiters: SignInLimiters,
  account: string,
  clientKey: string,
): Promise<SignInAttempt> {
  const pair = `${account}\n${clientKey}`;
  const client = await takeAll([
    [limiters.accountPerClient, pair],
    [limiters.client, clientKey],
  ]);
  if (!client.ok) return { ...client, alarm: false };
  const wide = await takeAll([
    [limiters.account, account],
    [limiters.accountDay, account],
  ]);
  if (wide.ok) return held([...client.taken, ...wide.taken]);
  const fresh = await limiters.freshClient.take(pair);
  if (fresh.ok) return held([...client.taken, fresh]);
  for (const slot of client.taken) slot.release();
  return { ok: false, retryAfterSeconds: wide.retryAfterSeconds, alarm: true };
}

/** What an app shows: six digits (spaces allowed). Anything else is checked as a recovery code. */
export const isAppCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ""));

/** A code attempt: like a password's, plus `failed` to call when it was wrong (true: raise the alarm). */
export type CodeAttempt =
  | { ok: true; succeeded: () => void; failed: () => Promise<boolean> }
  | { ok: false; retryAfterSeconds: number; alarm: boolean };

/**
 * A second-factor check: the client's limits, and for an app code the account's daily budget of wrong codes,
 * which nothing gets around. A recovery code takes no slot of that budget.
 */
export async function takeCodeAttempt(
  limiters: SignInLimiters,
  account: string,
  clientKey: string,
  code: string,
): Promise<CodeAttempt> {
  const appCode = isAppCode(code);
  const keys: [Limiter, string][] = [
    [limiters.accountPerClient, `${account}\n${clientKey}`],
    [limiters.client, clientKey],
  ];
  const client = await takeAll(keys);
  if (!client.ok) return { ...client, alarm: false };
  if (!appCode)
    return { ok: true, succeeded: () => client.taken.forEach((slot) => slot.release()), failed: async () => false };
  const budget = await limiters.codes.take(account);
  if (!budget.ok) {
    for (const slot of client.taken) slot.release();
    return { ok: false, retryAfterSeconds: budget.retryAfterSeconds, alarm: true };
  }
  const taken = [...client.taken, budget];
  return {
    ok: true,
    succeeded: () => taken.forEach((slot) => slot.release()),
    failed: async () => !(await limiters.codeAlarm.take(account)).ok,
  };
}
