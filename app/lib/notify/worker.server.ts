/**
 * Delivers the outbox in the background of each server process: every few
 * seconds, and at once when a lead was stored, it claims what is due, sends it,
 * and records the outcome. On shutdown it claims nothing more and waits for the
 * deliveries under way; a delivery cut short by a crash is claimed again when
 * its lease ends, so nothing acknowledged is lost.
 */
import { randomUUID } from "node:crypto";
import {
  claimDue,
  defaultTiming,
  markAttemptFailed,
  markSent,
  type Delivery,
  type OutboxTiming,
} from "#app/lib/notify/outbox.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

export type Deliver = (delivery: Delivery) => Promise<void>;

export type OutboxWorker = {
  /** Looks for due notifications now (a lead was just stored). */
  poke(): void;
  /** Stops claiming; resolves once the deliveries under way are done. */
  stop(): Promise<void>;
};

type Options = {
  sql: Sql;
  deliver: Deliver;
  log: (line: Record<string, unknown>) => void;
  timing?: OutboxTiming;
  now?: () => Date;
};

export function startOutboxWorker({
  sql,
  deliver,
  log,
  timing = defaultTiming,
  now = () => new Date(),
}: Options): OutboxWorker {
  // Looks often enough that a retry is not late by more than its own wait.
  const intervalMs = Math.min(5_000, timing.firstRetryMs);
  const worker = randomUUID();
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function deliverOne(delivery: Delivery) {
    try {
      await deliver(delivery);
      await markSent(sql, delivery, worker, now());
      log({
        level: "info",
        msg: "notification sent",
        kind: delivery.kind,
        channel: delivery.channel,
        id: delivery.id,
        attempts: delivery.attempts + 1,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await markAttemptFailed(sql, delivery, worker, reason, now(), timing.firstRetryMs).catch(
        () => "unrecorded",
      );
      log({
        level: outcome === "failed" ? "error" : "warn",
        msg: outcome === "failed" ? "notification failed" : "notification will be retried",
        kind: delivery.kind,
        channel: delivery.channel,
        id: delivery.id,
        attempts: delivery.attempts + 1,
        error: reason.slice(0, 200),
      });
    }
  }

  async function round() {
    do {
      again = false;
      const due = await claimDue(sql, worker, now(), { leaseMs: timing.leaseMs }).catch((error: unknown) => {
        log({ level: "error", msg: "outbox unavailable", error: String(error).slice(0, 200) });
        return [];
      });
      await Promise.all(due.map(deliverOne));
      if (due.length > 0) again = true;
    } while (again && !stopped);
  }

  function poke() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => (running = undefined));
  }

  const timer = setInterval(poke, intervalMs);
  timer.unref();
  poke();

  return {
    poke,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
