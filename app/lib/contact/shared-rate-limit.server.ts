/**
 * The rate limits of several server processes on one PostgreSQL: every slot
 * is a row, so a client meets the same limit whichever instance answers. A
 * take runs in one transaction holding an advisory lock on the client's key,
 * so concurrent takes on different instances never overshoot. Written against
 * `Sql`, so the same contract suite runs it on SQLite too.
 */
import { ALWAYS, RATE_WINDOW_MS, type Limiter, type RateDecision } from "#app/lib/contact/rate-limit.server.ts";
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
    const id = await this.#sql.transaction(async (tx) => {
      if (tx.dialect === "postgres")
        await tx.get("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", [`${this.#bucket}\n${client}`]);
      const wait = await this.#wait(tx, client, now);
      if (wait > 0) return wait;
      const row = await tx.get<{ id: unknown }>(
        "INSERT INTO rate_slots (bucket, client, taken_at) VALUES (?, ?, ?) RETURNING id",
        [this.#bucket, client, new Date(now)],
      );
      return { slot: row!.id };
    });
    if (typeof id === "number") return { ok: false, retryAfterSeconds: id };
    return {
      ok: true,
      // Giving a slot back is a courtesy to the client: if it fails, the slot simply expires.
      release: () => void this.#sql.run("DELETE FROM rate_slots WHERE id = ?", [id.slot]).catch(() => {}),
    };
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
    return Math.max(1, Math.ceil((toDate(row.oldest).getTime() + this.windowMs - now) / 1000));
  }
}

/** Deletes the slots no window can still count (older than `maxWindowMs`); run every minute. */
export async function purgeRateSlots(sql: Sql, maxWindowMs: number, now = Date.now()): Promise<number> {
  const { changes } = await sql.run("DELETE FROM rate_slots WHERE taken_at <= ?", [new Date(now - maxWindowMs)]);
  return changes;
}
