/**
 * Prometheus metrics of one server process (prom-client), served on
 * METRICS_PORT by server/index.ts, never on the site's own port. Counting is
 * always on and costs a few increments per request; only the port is optional.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Requests by route (React Router's route id, "assets", "not-found", …: a bounded set), method and status. */
export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by route, method and status.",
  labelNames: ["route", "method", "status"] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its response headers, by route.",
  labelNames: ["route"] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** Contact requests by outcome: stored, repeated, honeypot, invalid, or the reason they were refused. */
export const contactRequestsCounted = new Counter({
  name: "contact_requests_total",
  help: "Contact requests, by outcome (stored, repeated, honeypot, invalid, rate-limited, too-large, …).",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

export const storeErrors = new Counter({
  name: "store_errors_total",
  help: "Errors of the database (SQLite or PostgreSQL), by what was being done.",
  labelNames: ["operation"] as const,
  registers: [metricsRegistry],
});

type OutboxProbe = () => Promise<{ pending: number; oldestMs: number; failed: number }>;
let outboxProbe: OutboxProbe | undefined;

/** The store's outbox, read when Prometheus scrapes (services register it once the store is open). */
export function watchOutbox(probe: OutboxProbe | undefined) {
  outboxProbe = probe;
}

async function readOutbox() {
  try {
    return outboxProbe ? await outboxProbe() : undefined;
  } catch {
    storeErrors.inc({ operation: "metrics" });
    return undefined;
  }
}

new Gauge({
  name: "outbox_backlog",
  help: "Lead notifications waiting to be delivered (pending), or given up after 24 hours (failed).",
  labelNames: ["status"] as const,
  registers: [metricsRegistry],
  async collect() {
    const outbox = await readOutbox();
    this.set({ status: "pending" }, outbox?.pending ?? 0);
    this.set({ status: "failed" }, outbox?.failed ?? 0);
  },
});

new Gauge({
  name: "outbox_oldest_pending_age_seconds",
  help: "Age of the oldest lead notification still waiting to be delivered (0 when none waits).",
  registers: [metricsRegistry],
  async collect() {
    const outbox = await readOutbox();
    this.set(outbox && outbox.pending > 0 ? outbox.oldestMs / 1000 : 0);
  },
});

/** Visit statistics: events written to the store, and events lost (a failed write, a full buffer, a client past its rate). */
export const analyticsEvents = new Counter({
  name: "analytics_events_total",
  help: "Visit-statistics events, by what became of them (stored, dropped-store-error, dropped-buffer-full, dropped-client-rate, dropped-range-rate).",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});
