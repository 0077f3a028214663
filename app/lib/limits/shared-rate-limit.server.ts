/**
 * The rate limits of several server processes on one PostgreSQL: every slot
 * is a row, so a client meets the same limit whichever instance answers. On
 * PostgreSQL a take is one call of a function that holds an advisory lock on
 * the client's key while it counts and takes, so concurrent takes on different
 * instances never overshoot. The same contract suite runs it on SQLite too.
 */
import { ALWAYS, RATE_WINDOW_MS, type Limiter, type RateDecision } from "#app/lib/limits/rate-limit.server.ts";
import { toDate, toNumber, type Sql } from "#app/lib/store/sql.server.ts";

export class SharedRateLimiter implements Limiter {
  readonly limit: number;
  readonly windowMs: number;
  readonly #sql: Sql;
  readonly #bucket: string;

  /** `bucket` names the limit ("contact", "login-account", …); `limit` 0 turns it off. */
  constructor(sql: Sql, bucket: string, limit: number, windowMs = RATE_WINDOW_MS) {
    this.#sql = sql;
    this.#bucket = bucket;
    this.limit = limit;
    this.windowMs = windowMs;
  }

  async take(client: string, now = Date.now()): Promise<RateDecision> {
    if (this.limit === 0) return ALWAYS;
    const taken =
      this.#sql.dialect === "postgres"
        ? await this.#takeOnPostgres(client, now)
        : await this.#takeInTransaction(client, now);
    if ("retryAfterSeconds" in taken) return { ok: false, retryAfterSeconds: taken.retryAfterSeconds };
    return {
      ok: true,
      // Giving a slot back is a courtesy to the client: if it fails, the slot simply expires.
      release: () => void this.#sql.run("DELETE FROM rate_slots WHERE id = ?", [taken.slot]).catch(() => {}),
    };
  }

  /** One round trip: the function of migration 5 locks, counts and takes. */
  async #takeOnPostgres(client: string, now: number): Promise<{ slot: unknown } | { retryAfterSeconds: number }> {
    const row = await this.#sql.get<{ slot: unknown; oldest: unknown }>(
      "SELECT slot, oldest FROM take_rate_slot(?, ?, ?, ?, ?)",
      [this.#bucket, client, this.limit, new Date(now - this.windowMs), new Date(now)],
    );
    if (row?.slot !== null && row?.slot !== undefined) return { slot: row.slot };
    return { retryAfterSeconds: this.#retryAfter(row?.oldest, now) };
  }

  /** SQLite (one process, one connection): a transaction is already exclusive. */
  async #takeInTransaction(client: string, now: number): Promise<{ slot: unknown } | { retryAfterSeconds: number }> {
    return this.#sql.transaction(async (tx) => {
      const wait = await this.#wait(tx, client, now);
      if (wait > 0) return { retryAfterSeconds: wait };
      const row = await tx.get<{ id: unknown }>(
        "INSERT INTO rate_slots (bucket, client, taken_at) VALUES (?, ?, ?) RETURNING id",
        [this.#bucket, client, new Date(now)],
      );
      return { slot: row!.id };
    });
  }

  async waitSeconds(client: string, now = Date.now()): Promise<number> {
    return this.limit === 0 ? 0 : this.#wait(this.#sql, client, now);
  }

  async #wait(sql: Sql, client: string, now: number): Promise<number> {
    const row = await sql.get<{ slots: unknown; oldest: unknown }>(
      "SELECT count(*) AS slots, min(taken_at) AS oldest FROM rate_slots WHERE bucket = ? AND client = ? AND taken_at > ?",
      [this.#bucket, client, new Date(now - this.windowMs)],
    );
    if (!row || toNumber(row.slots) < this.limit) return 0;
    return this.#retryAfter(row.oldest, now);
  }

  #retryAfter(oldest: unknown, now: number): number {
    return Math.max(1, Math.ceil((toDate(oldest).getTime() + this.windowMs - now) / 1000));
  }
}

/**
 * Deletes the slots no window can still count (older than `maxWindowMs`, or a longer window of its own for the
 * buckets named in `longer`: the sign-in limits of an account alone, which hold no address); run every minute.
 */
export async function purgeRateSlots(
  sql: Sql,
  maxWindowMs: number,
  now = Date.now(),
  longer: Record<string, number> = {},
): Promise<number> {
  const buckets = Object.keys(longer);
  const others = buckets.length ? ` AND bucket NOT IN (${buckets.map(() => "?").join(", ")})` : "";
  let { changes } = await sql.run(`DELETE FROM rate_slots WHERE taken_at <= ?${others}`, [
    new Date(now - maxWindowMs),
    ...buckets,
  ]);
  for (const [bucket, windowMs] of Object.entries(longer)) {
    changes += (
      await sql.run("DELETE FROM rate_slots WHERE bucket = ? AND taken_at <= ?", [bucket, new Date(now - windowMs)])
    ).changes;
  }
  return changes;
}
