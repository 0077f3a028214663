/**
 * Synthetic visit statistics at scale, for the perf scripts (`perf:analytics`, `perf:ask`): millions of raw
 * events over the last days, seeded into a store as the recorder writes them, and (for Ask's long ranges) the
 * rollups of the months before, copied from the days that were rolled up. Visits of a few views each, entry pages,
 * sources (a few real hosts first, then a long tail), campaigns, devices, demo requests, crawlers and broken links
 * in plausible shares. Deterministic apart from the visitor ids: every store gets the same events.
 */
import { randomBytes } from "node:crypto";
import { addDays, berlinDay, dayMinutes, daysBetween, monthsBefore } from "#app/lib/analytics/days.ts";
import { insertEvents, rolledDays } from "#app/lib/analytics/store.server.ts";
import { bareEvent, type StoredEvent } from "#app/lib/analytics/summary.ts";
import type { Database } from "#app/lib/store/sql.server.ts";

/** A small deterministic generator, started anew for each store. */
function generator(seed: number) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  function pick<T>(weighted: readonly (readonly [T, number])[]): T {
    const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
    let at = random() * total;
    for (const [value, weight] of weighted) {
      at -= weight;
      if (at <= 0) return value;
    }
    return weighted[0]![0];
  }
  return { random, pick };
}

const pages = [
  ["home", 40],
  ["documentation", 12],
  ["about", 8],
  ["careers", 6],
  ["blog", 6],
  ["blogPost:1", 5],
  ["blogPost:2", 4],
  ["privacyPolicy", 2],
  ["termsOfService", 1],
] as const;
/** The hosts Ask names as groups (Google, LinkedIn, Bing, Xing) first, then a long tail of 32 more. */
const namedHosts = ["google.com", "linkedin.com", "google.de", "lnkd.in", "bing.com", "xing.com", "github.com", "t.co"];
const referrers = [
  [null, 50],
  ...[...namedHosts, ...Array.from({ length: 32 }, (_, index) => `site-${index}.example`)].map(
    (host, index) => [host, 40 / (index + 1)] as const,
  ),
] as const;
/** The source with the most visits (a dashboard filter on it is the heaviest one). */
export const BIGGEST_SOURCE = namedHosts[0];
const campaigns: readonly (readonly [readonly [string, string, string] | null, number])[] = [
  [null, 85],
  [["newsletter", "email", "newsletter"], 4],
  [["linkedin", "social", "launch"], 3],
  [["google", "cpc", "retargeting"], 2],
  ...Array.from({ length: 9 }, (_, index) => [["newsletter", "email", `issue-${index}`], 6 / 9] as const),
];

export type SyntheticEventsOptions = { total: number; days: number; now: Date };

/** `total` events spread evenly over the last `days` days (today only up to `now`). */
export function* syntheticEvents({ total, days, now }: SyntheticEventsOptions): Generator<StoredEvent> {
  const { random, pick } = generator(42);
  const today = berlinDay(now);
  const perDay = Math.ceil(total / days);
  let made = 0;
  for (let back = days - 1; back >= 0 && made < total; back--) {
    const day = addDays(today, -back);
    const { start, end } = dayMinutes(day);
    // Today only up to now.
    const last = Math.min(end, Math.floor(now.getTime() / 60_000));
    for (let count = 0; count < perDay && made < total;) {
      const minute = start + Math.floor(random() * Math.max(1, last - start));
      const roll = random();
      if (roll < 0.05) {
        yield bareEvent("bot", null, null, minute);
        (count++, made++);
        continue;
      }
      if (roll < 0.06) {
        const path = `/old-${Math.floor(random() * 30)}`;
        yield bareEvent("not-found", path, "en", minute);
        (count++, made++);
        continue;
      }
      const lang = random() < 0.55 ? "de" : "en";
      if (roll < 0.09) {
        yield bareEvent("view", pick(pages), lang, minute);
        (count++, made++);
        continue;
      }
      // A visit: one to six views by one visitor, a demo request now and then.
      const visitor = randomBytes(8);
      const campaign = pick(campaigns);
      const first = {
        ...bareEvent("view", null, lang, minute),
        referrer: pick(referrers),
        utmSource: campaign?.[0] ?? null,
        utmMedium: campaign?.[1] ?? null,
        utmCampaign: campaign?.[2] ?? null,
        device: 1 + Math.floor(random() * 3),
        browser: 1 + Math.floor(random() * 6),
      };
      const views = 1 + Math.floor(-Math.log(1 - random()) * 1.5);
      for (let view = 0; view < views && count < perDay && made < total; view++) {
        const event =
          view === 0 ? first : { ...first, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null };
        yield { ...event, minute: minute + view, page: pick(pages), visitor };
        (count++, made++);
      }
      if (random() < 0.03 && count < perDay && made < total) {
        yield { ...bareEvent("conversion", null, lang, minute + views), visitor };
        (count++, made++);
      }
    }
  }
}

const BATCH = 20_000;

/** The events into the store: the recorder's insert on SQLite, one statement per batch on PostgreSQL. */
export async function seedEvents(db: Database, options: SyntheticEventsOptions): Promise<void> {
  const write = (batch: StoredEvent[]) =>
    db.dialect === "postgres" ? insertUnnest(db, batch) : insertEvents(db.sql, batch);
  let batch: StoredEvent[] = [];
  for (const event of syntheticEvents(options)) {
    batch.push(event);
    if (batch.length === BATCH) {
      await write(batch);
      batch = [];
    }
  }
  if (batch.length) await write(batch);
}

/** PostgreSQL: one statement per batch, a column per array (what the recorder's multi-row insert does, in bulk). */
async function insertUnnest(db: Database, batch: readonly StoredEvent[]): Promise<void> {
  const columns = [
    ["minute", "integer"],
    ["kind", "smallint"],
    ["page", "text"],
    ["lang", "text"],
    ["referrer", "text"],
    ["utm_source", "text"],
    ["utm_medium", "text"],
    ["utm_campaign", "text"],
    ["device", "smallint"],
    ["browser", "smallint"],
    ["visitor", "bytea"],
  ] as const;
  const text = `INSERT INTO analytics_events (${columns.map(([name]) => name).join(", ")})
    SELECT * FROM unnest(${columns.map(([, type]) => `?::${type}[]`).join(", ")})`;
  await db.sql.run(text, [
    batch.map((event) => event.minute),
    batch.map((event) => event.kind),
    batch.map((event) => event.page),
    batch.map((event) => event.lang),
    batch.map((event) => event.referrer),
    batch.map((event) => event.utmSource),
    batch.map((event) => event.utmMedium),
    batch.map((event) => event.utmCampaign),
    batch.map((event) => event.device),
    batch.map((event) => event.browser),
    batch.map((event) => (event.visitor ? Buffer.from(event.visitor) : null)),
  ]);
}

/**
 * The months of statistics before the raw events' days, as the rollups keep them (25 months): each older day gets
 * the rollup rows of a rolled-up day (the days cycled through), as if the traffic had been the same all along.
 * Answers how many days it filled. Run after the upkeep has rolled the seeded days up.
 */
export async function copyRollupsBack(db: Database, now: Date, months: number): Promise<number> {
  const today = berlinDay(now);
  const rolled = [...(await rolledDays(db.sql, addDays(today, -400), today))].sort();
  if (rolled.length === 0 || months <= 0) return 0;
  const older = daysBetween(monthsBefore(today, months), addDays(rolled[0]!, -1));
  // Each table a statement for many days, joined to the pairs of (day, template day): a statement per day would scan
  // the visit rows (keyed by page first) once per day. On PostgreSQL 20 days at a time: one for every day would run
  // past the store's 10 s limit on a statement.
  const pairs = older.map((day, index) => [day, rolled[index % rolled.length]!] as const);
  const copy = (table: string, columns: string, count: number) =>
    `INSERT INTO ${table} (day, ${columns}) SELECT copies.column1, ${columns.replace(/(\w+)/g, "t.$1")}
     FROM ${table} AS t JOIN (VALUES ${Array.from({ length: count }, () => "(?, ?)").join(", ")}) AS copies
       ON t.day = copies.column2`;
  const step = db.dialect === "postgres" ? 20 : pairs.length;
  for (let at = 0; at < pairs.length; at += step) {
    const some = pairs.slice(at, at + step);
    await db.sql.transaction(async (tx) => {
      const daily = "dim, value, views, visitors, form_visitors, conversions";
      const visits =
        "entry, lang, source, campaign, device, page, visitors, views, form_visitors, conversions, page_views";
      await tx.run(copy("analytics_daily", daily, some.length), some.flat());
      await tx.run(copy("analytics_visits", visits, some.length), some.flat());
      for (const [day] of some)
        await tx.run("INSERT INTO analytics_rolled_days (day, rolled_at) VALUES (?, ?)", [day, now.toISOString()]);
    });
  }
  return older.length;
}
