/**
 * At most `limit` accepted contact requests per client in a sliding window
 * (10 minutes). A request takes a slot before it is stored and gives it back
 * when storing fails, so concurrent requests can never overshoot the limit and
 * a failure of ours never counts against the visitor. In memory, per process.
 */
export const RATE_WINDOW_MS = 10 * 60 * 1000;

export type RateDecision = { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number };

export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  readonly maxClients: number;
  #slots = new Map<string, number[]>();

  /** `limit` 0 turns the limit off. */
  constructor(limit: number, windowMs = RATE_WINDOW_MS, maxClients = 100_000) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.maxClients = maxClients;
  }

  take(client: string, now = Date.now()): RateDecision {
    if (this.limit === 0) return { ok: true, release: () => {} };
    const since = now - this.windowMs;
    const slots = (this.#slots.get(client) ?? []).filter((time) => time > since);
    if (slots.length >= this.limit) {
      this.#slots.set(client, slots);
      const oldest = slots[0]!;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    slots.push(now);
    // Re-inserting moves the client to the end: the map stays ordered by last activity.
    this.#slots.delete(client);
    this.#slots.set(client, slots);
    this.#bound(now);
    return {
      ok: true,
      release: () => {
        const current = this.#slots.get(client);
        const index = current?.indexOf(now) ?? -1;
        if (current && index >= 0) current.splice(index, 1);
      },
    };
  }

  get trackedClients(): number {
    return this.#slots.size;
  }

  /** Forgets clients whose window has passed; when still too many, the least recently active ones. */
  #bound(now: number) {
    if (this.#slots.size <= this.maxClients) return;
    const since = now - this.windowMs;
    for (const [client, slots] of this.#slots) {
      if (!slots.some((time) => time > since)) this.#slots.delete(client);
    }
    for (const client of this.#slots.keys()) {
      if (this.#slots.size <= this.maxClients) break;
      this.#slots.delete(client);
    }
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
