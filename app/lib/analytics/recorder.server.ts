/**
 * Counting off the request path: a hit goes into this process's buffer at
 * once (a few property writes), and the buffer goes to the store every two
 * seconds or every 500 events, in one transaction. The visitor id is made
 * then, from the day's salt: HMAC-SHA-256 over the client's key (IPv4
 * address or IPv6 /64), its User-Agent and the site, cut to 8 bytes. The
 * address and the User-Agent themselves never reach the store.
 *
 * A write that fails loses that batch (counted, logged), never a page; a
 * store that hangs fills the buffer to its bound, and later hits are dropped.
 * A client's hits count up to a rate (`ClientRate`); the rest are dropped and
 * counted, so that one address cannot fill the day (decision 0018); and the hits of all the clients of one
 * address range (an IPv4 /24, an IPv6 /48) count up to a ceiling of their own, so that a network handing out a
 * fresh address per hit cannot either.
 */
import { createHmac } from "node:crypto";
import { addressRange, ClientRate, type ClientRateOptions } from "#app/lib/analytics/client-rate.ts";
import { berlinDay, minuteOf } from "#app/lib/analytics/days.ts";
import { browserFamilies, deviceClasses, type Hit } from "#app/lib/analytics/hits.ts";
import { insertEvents, saltOf } from "#app/lib/analytics/store.server.ts";
import { bareEvent, type StoredEvent } from "#app/lib/analytics/summary.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { analyticsEvents } from "#app/lib/server/metrics.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

/** Who asked, for the visitor id only: kept in memory until the next flush (≤ 2 s), never stored. */
export type Identity = { clientKey: string; userAgent: string };

type Pending = { event: StoredEvent; identity: Identity | undefined; day: string };

export type RecorderOptions = {
  siteOrigin: string;
  log: (line: Record<string, unknown>) => void;
  flushMs?: number;
  batchSize?: number;
  maxBuffered?: number;
  clientRate?: ClientRateOptions;
  /** The ceiling of one address range, all its clients together. */
  rangeRate?: ClientRateOptions;
  now?: () => Date;
};

export type Recorder = {
  /** A page view, not-found or bot hit; `identity` is left out for an opted-out visitor. */
  record(hit: Hit, identity: Identity | undefined): void;
  /** A demo request that was stored; its visitor id joins it to the day's visit. */
  conversion(lang: Locale, identity: Identity | undefined): void;
  /** Writes what is buffered now (tests, shutdown). */
  flush(): Promise<void>;
  /** Flushes and stops the timer. */
  stop(): Promise<void>;
};

const code = <T extends string>(list: readonly T[], value: T) => Math.max(0, list.indexOf(value));

export function eventOf(hit: Hit): StoredEvent {
  if (hit.kind === "bot") return bareEvent("bot", null, null);
  if (hit.kind === "not-found" || !hit.identified) return bareEvent(hit.kind, hit.page, hit.lang);
  return {
    ...bareEvent("view", hit.page, hit.lang),
    referrer: hit.referrer,
    utmSource: hit.utm.source,
    utmMedium: hit.utm.medium,
    utmCampaign: hit.utm.campaign,
    device: code(deviceClasses, hit.device),
    browser: code(browserFamilies, hit.browser),
  };
}

/** The longest User-Agent kept until the flush: a buffer full of 8 KB headers would cost 400 MB. */
const MAX_USER_AGENT = 512;

/**
 * Five clients' bursts at once, then two hits a second: a busy office or a campus network never meets it, and
 * a network giving every hit a fresh address counts a few hundred hits instead of tens of thousands.
 */
export const RANGE_RATE = { burst: 600, perSecond: 2 } as const;

/** How long after midnight the recorder keeps yesterday's salt (the upkeep deletes it from 10 minutes on). */
const SALT_GRACE_MS = 10 * 60_000;

export function visitorId(salt: Uint8Array, identity: Identity, siteOrigin: string): Uint8Array {
  return createHmac("sha256", salt)
    .update(`${identity.clientKey}\n${identity.userAgent}\n${siteOrigin}`)
    .digest()
    .subarray(0, 8);
}

export function startRecorder(sql: Sql, options: RecorderOptions): Recorder {
  const { siteOrigin, log, flushMs = 2_000, batchSize = 500, maxBuffered = 50_000, now = () => new Date() } = options;
  const clientRate = new ClientRate(options.clientRate);
  const rangeRate = new ClientRate({ ...RANGE_RATE, ...options.rangeRate });
  let buffer: Pending[] = [];
  const salts = new Map<string, Uint8Array>();
  let writing: Promise<void> = Promise.resolve();

  async function salt(day: string): Promise<Uint8Array> {
    // A closed day's salt is forgotten here as the upkeep deletes it from the store: a flush after midnight needs
    // yesterday's for a few seconds at most.
    const open = berlinDay(now().getTime() - SALT_GRACE_MS);
    for (const kept of salts.keys()) if (kept < open) salts.delete(kept);
    let found = salts.get(day);
    if (!found) {
      found = await saltOf(sql, day);
      salts.set(day, found);
    }
    return found;
  }

  async function write(batch: Pending[]) {
    try {
      for (const pending of batch)
        if (pending.identity) pending.event.visitor = visitorId(await salt(pending.day), pending.identity, siteOrigin);
      await insertEvents(
        sql,
        batch.map((pending) => pending.event),
      );
      analyticsEvents.inc({ outcome: "stored" }, batch.length);
    } catch (error) {
      analyticsEvents.inc({ outcome: "dropped-store-error" }, batch.length);
      log({
        level: "error",
        msg: "analytics events dropped",
        events: batch.length,
        error: String(error).slice(0, 200),
      });
    }
  }

  /** One write at a time, in order; each takes what is buffered when its turn comes. */
  function flush(): Promise<void> {
    writing = writing.then(async () => {
      while (buffer.length > 0) {
        const batch = buffer.slice(0, batchSize);
        buffer = buffer.slice(batchSize);
        await write(batch);
      }
    });
    return writing;
  }

  function add(event: StoredEvent, identity: Identity | undefined, at = now()) {
    if (buffer.length >= maxBuffered) {
      analyticsEvents.inc({ outcome: "dropped-buffer-full" });
      return;
    }
    event.minute = minuteOf(at);
    const kept = identity && { clientKey: identity.clientKey, userAgent: identity.userAgent.slice(0, MAX_USER_AGENT) };
    buffer.push({ event, identity: kept, day: berlinDay(at) });
    if (buffer.length === batchSize) void flush();
  }

  /**
   * Any hit of a client past its rate, or of its address range past the range's ceiling, is dropped, a not-found
   * or a crawler's as much as a view. The client's own rate is asked first: one address's flood takes nothing
   * from its neighbours' share.
   */
  function record(hit: Hit, identity: Identity | undefined) {
    const at = now();
    if (identity && !clientRate.allow(identity.clientKey, at.getTime())) {
      analyticsEvents.inc({ outcome: "dropped-client-rate" });
      return;
    }
    if (identity && !rangeRate.allow(addressRange(identity.clientKey), at.getTime())) {
      analyticsEvents.inc({ outcome: "dropped-range-rate" });
      return;
    }
    add(eventOf(hit), hit.kind === "view" && hit.identified ? identity : undefined, at);
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record,
    conversion: (lang, identity) => add(bareEvent("conversion", null, lang), identity),
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
