/**
 * At most `limit` requests per client in a sliding window (10 minutes). A
 * request takes a slot before it is processed and may give it back when it was
 * not accepted after all, so concurrent requests never overshoot the limit and
 * a failure of ours never counts against the visitor. In memory, per process.
 *
 * Every operation is O(1), also with `maxClients` tracked: clients are kept in
 * a list ordered by their latest slot, so its head is always the one to
 * expire or, when the limiter is full, to forget. A client holds at most
 * `limit` timestamps.
 */
export const RATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Every post to the contact endpoint counts, valid or not, against this many
 * times CONTACT_RATE_LIMIT: room for a visitor's typos, none for a flood.
 */
export const POSTS_PER_ACCEPTED_REQUEST = 6;

export type RateDecision = { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number };

/**
 * What the contact endpoint and the login need of a limiter: this process's
 * `RateLimiter` (one instance, or SQLite), or `SharedRateLimiter` in the
 * store when several instances share PostgreSQL.
 */
export interface Limiter {
  readonly limit: number;
  take(client: string, now?: number): RateDecision | Promise<RateDecision>;
  waitSeconds(client: string, now?: number): number | Promise<number>;
}

export const ALWAYS: RateDecision = { ok: true, release: () => {} };

/** A client's slot times, oldest first, linked into the list of clients ordered by their latest slot. */
type Entry = { client: string; slots: number[]; older?: Entry; newer?: Entry };

export class RateLimiter implements Limiter {
  readonly limit: number;
  readonly windowMs: number;
  readonly maxClients: number;
  #entries = new Map<string, Entry>();
  // A linked list rather than the Map's own order: V8 skips a Map's deleted entries when iterating from
  // its start, so "take the first key" after many deletions is O(deletions), not O(1).
  #oldest: Entry | undefined;
  #newest: Entry | undefined;

  /** `limit` 0 turns the limit off. */
  constructor(limit: number, windowMs = RATE_WINDOW_MS, maxClients = 100_000) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.maxClients = maxClients;
  }

  take(client: string, now = Date.now()): RateDecision {
    if (this.limit === 0) return ALWAYS;
    const since = now - this.windowMs;
    this.#expire(since);
    let entry = this.#entries.get(client);
    if (entry) {
      while (entry.slots.length > 0 && entry.slots[0]! <= since) entry.slots.shift();
      if (entry.slots.length >= this.limit) {
        const oldest = entry.slots[0]!;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
      }
      this.#unlink(entry);
    } else {
      entry = { client, slots: [] };
      this.#entries.set(client, entry);
    }
    entry.slots.push(now);
    this.#append(entry);
    if (this.#entries.size > this.maxClients) this.#forget(this.#oldest!);
    const slots = entry.slots;
    return {
      ok: true,
      release: () => {
        const index = slots.lastIndexOf(now);
        if (index >= 0) slots.splice(index, 1);
      },
    };
  }

  /** Whether `client` has a slot left, without taking one: seconds until it has, or 0 when it has one now. */
  waitSeconds(client: string, now = Date.now()): number {
    if (this.limit === 0) return 0;
    const slots = this.#entries.get(client)?.slots.filter((time) => time > now - this.windowMs) ?? [];
    if (slots.length < this.limit) return 0;
    return Math.max(1, Math.ceil((slots[0]! + this.windowMs - now) / 1000));
  }

  get trackedClients(): number {
    return this.#entries.size;
  }

  /**
   * Forgets every client whose latest slot has left the window. Requests only
   * ever forget a few, so a client who went quiet would stay until the next
   * one: the server sweeps on a timer, so that no address outlives its window
   * by more than the timer's period (the privacy policy's promise).
   */
  sweep(now = Date.now()): void {
    const since = now - this.windowMs;
    while (this.#oldest && (this.#oldest.slots.at(-1) ?? -Infinity) <= since) this.#forget(this.#oldest);
  }

  /** Forgets up to two clients whose latest slot has left the window: amortised, every expired client goes. */
  #expire(since: number) {
    for (let step = 0; step < 2 && this.#oldest; step++) {
      const latest = this.#oldest.slots.at(-1);
      if (latest !== undefined && latest > since) return;
      this.#forget(this.#oldest);
    }
  }

  #forget(entry: Entry) {
    this.#unlink(entry);
    this.#entries.delete(entry.client);
  }

  #append(entry: Entry) {
    entry.older = this.#newest;
    entry.newer = undefined;
    if (this.#newest) this.#newest.newer = entry;
    else this.#oldest = entry;
    this.#newest = entry;
  }

  #unlink(entry: Entry) {
    if (entry.older) entry.older.newer = entry.newer;
    else this.#oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else this.#newest = entry.older;
    entry.older = entry.newer = undefined;
  }
}

/** CONTACT_RATE_LIMIT: a whole number ≥ 0; unset means 5. */
export function rateLimitFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 5;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 0) {
    throw new Error(`CONTACT_RATE_LIMIT must be a whole number of 0 or more (0 turns the limit off); got "${raw}".`);
  }
  return limit;
}
