/**
 * The store Ask is evaluated on (issue 45): made with the site's own store modules, as the server would have
 * filled it, from a seeded generator, so every run of a given day sees the same data.
 *
 * - Four operators (`createOperator`): Anna (owner), Ben and Clara (sales), David (editor).
 * - 25 months of visit statistics: synthetic visits written as raw events (`insertEvents`), the closed days
 *   rolled up by `maintainAnalytics` as the server's upkeep does, then the raw events past the default 90 days'
 *   retention deleted by it, so 90 days of raw events stay (today's still carry visitor ids).
 * - A few hundred leads (`contactRepositoryOn(...).insert`) over the last eight months, their statuses and owners set
 *   with `changeLead` as an operator would, some left new and without owner.
 *
 * Each calendar day's traffic comes from a generator seeded by the day itself, so a past day looks the same in
 * every run; only today depends on the hour. Besides the store the fixture keeps what it generated (`truth`),
 * which the self-test holds the SQL oracle against.
 */
import { changeLead } from "#app/lib/admin/leads.server.ts";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import type { Role } from "#app/vocabulary/roles.ts";
import type { LeadStatus } from "#app/vocabulary/admin.ts";
import { dayMinutes, monthsBefore, ROLLUP_RETENTION_MONTHS } from "#app/lib/analytics/days.ts";
import { maintainAnalytics } from "#app/lib/analytics/report.server.ts";
import { fold } from "#app/lib/ask/words.ts";
import { insertEvents } from "#app/lib/analytics/store.server.ts";
import { bareEvent, type StoredEvent } from "#app/lib/analytics/summary.ts";
import { contactRepositoryOn } from "#app/lib/contact/requests.server.ts";
import type { ContactRecord } from "#app/lib/contact/repository.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import type { SqliteDatabase } from "#app/lib/store/sqlite.server.ts";
import { berlinToday, daysFrom, shiftDays } from "./dates.ts";

// ----- A seeded generator (never Math.random: a run must be repeatable) -----

export type Random = () => number;

/** mulberry32: small, fast, and good enough for synthetic traffic. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** FNV-1a: a day's name as the seed of that day's traffic. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

type Weighted<T> = readonly (readonly [T, number])[];

function pick<T>(random: Random, weighted: Weighted<T>): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [value, weight] of weighted) {
    at -= weight;
    if (at < 0) return value;
  }
  return weighted.at(-1)![0];
}

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

// ----- Operators -----

export const FIXTURE_PASSWORD = "ask evaluation password 45";

export const fixtureOperators = {
  anna: { email: "anna@ask-eval.example", role: "owner" },
  ben: { email: "ben@ask-eval.example", role: "sales" },
  clara: { email: "clara@ask-eval.example", role: "sales" },
  david: { email: "david@ask-eval.example", role: "editor" },
} as const satisfies Record<string, { email: string; role: Role }>;
export type OperatorKey = keyof typeof fixtureOperators;
export type SeededOperator = { key: OperatorKey; id: string; email: string; role: Role };

// ----- Synthetic visits -----

/** Referring hosts as the recorder stores them ("" is a visit without one: typed in, bookmarks, mail clients). */
const sources: Weighted<string> = [
  ["", 30],
  ["google.com", 16],
  ["google.de", 14],
  ["linkedin.com", 12],
  ["lnkd.in", 5],
  ["bing.com", 4],
  ["duckduckgo.com", 3],
  ["github.com", 3],
  ["xing.com", 3],
  ["news.ycombinator.com", 2],
  ["t.co", 2],
];

/** UTM tags [source, medium, campaign] a visit from this host may carry, and how often. */
function campaignFor(random: Random, source: string): [string, string, string] | null {
  if ((source === "linkedin.com" || source === "lnkd.in") && random() < 0.35) return ["linkedin", "social", "launch"];
  if (source.startsWith("google.") && random() < 0.15) return ["google", "cpc", "retargeting"];
  if (source === "" && random() < 0.12) return ["newsletter", "email", "newsletter"];
  return null;
}

const entryPages: Weighted<string> = [
  ["home", 45],
  ["documentation", 15],
  ["blogPost:1", 10],
  ["blogPost:2", 7],
  ["blog", 6],
  ["careers", 6],
  ["about", 5],
  ["privacyPolicy", 1],
];
const laterPages: Weighted<string> = [
  ["home", 22],
  ["documentation", 25],
  ["about", 10],
  ["blog", 10],
  ["blogPost:1", 8],
  ["blogPost:2", 6],
  ["careers", 8],
  ["privacyPolicy", 3],
  ["termsOfService", 2],
];
/** Device classes and browser families by their codes in `hits.ts` (1 desktop, 2 phone, 3 tablet). */
const devices: Weighted<number> = [
  [1, 60],
  [2, 32],
  [3, 8],
];
const browsers: Weighted<number> = [
  [1, 45],
  [4, 25],
  [2, 12],
  [3, 10],
  [5, 5],
  [6, 3],
];
export const deviceNames = ["other", "desktop", "phone", "tablet"] as const;
const viewsPerVisit: Weighted<number> = [
  [1, 45],
  [2, 25],
  [3, 15],
  [4, 8],
  [5, 5],
  [6, 2],
];
/** Demo requests per visit by where it came from: LinkedIn converts best. */
function conversionChance(source: string, campaign: unknown): number {
  const base =
    source === "linkedin.com" || source === "lnkd.in"
      ? 0.06
      : source.startsWith("google.")
        ? 0.03
        : source === ""
          ? 0.04
          : 0.02;
  return base + (campaign ? 0.02 : 0);
}
/** Fewer visits at weekends (Monday first), fewer in August and December. */
const weekdayFactor = [1.1, 1.15, 1.1, 1.05, 0.9, 0.5, 0.45];

function visitsOn(day: string, random: Random, growth: number, scale: number): number {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  const month = Number(day.slice(5, 7));
  const season = month === 8 || month === 12 ? 0.8 : 1;
  const noise = 0.8 + random() * 0.4;
  return Math.round((40 + 40 * growth) * weekdayFactor[weekday]! * season * noise * scale);
}

/** One visitor's day as the statistics count it: the first view's facets, every view and demo request. */
export type TruthVisit = {
  source: string;
  lang: string;
  device: string;
  entry: string;
  campaign: string | null;
  views: number;
  pages: Map<string, number>;
  conversions: number;
};

type Generated = { events: StoredEvent[]; visits: TruthVisit[] };

/**
 * A day's events, in the order they happened: visits (some by a visitor already seen that day, who counts
 * once), demo requests after a visit's last view, crawlers, broken links. `until`: today's events end there.
 */
function generateDay(day: string, growth: number, scale: number, until?: number): Generated {
  const random = seededRandom(hash(`ask-eval ${day}`));
  const { start, end } = dayMinutes(day);
  const last = Math.min(end - 60, until === undefined ? end : until - 10);
  const events: StoredEvent[] = [];
  if (last <= start) return { events, visits: [] };
  const share = (last - start) / (end - start);
  const count = Math.round(visitsOn(day, random, growth, scale) * share);
  // A visitor who comes back the same day keeps their language: a page's rows per language stay apart by visitor.
  const seen: Visitor[] = [];
  const visitor = (): Visitor => {
    if (seen.length > 0 && random() < 0.08) return seen[Math.floor(random() * seen.length)]!;
    const made = {
      id: Uint8Array.from({ length: 8 }, () => Math.floor(random() * 256)),
      lang: random() < 0.55 ? "de" : "en",
    };
    seen.push(made);
    return made;
  };
  for (let index = 0; index < count; index++)
    events.push(...visitEvents(random, between(random, start, last), visitor()));
  // Someone on the site in the last half hour, for "visitors now".
  if (until !== undefined && until - 20 > start)
    for (let index = between(random, 3, 6); index > 0; index--)
      events.push(...visitEvents(random, between(random, until - 20, until - 12), visitor()));
  for (let index = between(random, 3, 8); index > 0; index--)
    events.push(bareEvent("bot", null, null, between(random, start, last)));
  for (let index = between(random, 0, 3); index > 0; index--)
    events.push(bareEvent("not-found", `/old-${between(random, 1, 9)}`, "en", between(random, start, last)));
  // Nothing after now (a visit begun minutes ago is cut there); stable: events of one minute keep the order they
  // were made in, which the store's ids follow.
  const happened = until === undefined ? events : events.filter((event) => event.minute < until);
  happened.sort((a, b) => a.minute - b.minute);
  return { events: happened, visits: visitsOf(happened) };
}

type Visitor = { id: Uint8Array; lang: string };

function visitEvents(random: Random, minute: number, { id: visitor, lang }: Visitor): StoredEvent[] {
  const referrer = pick(random, sources);
  const campaign = campaignFor(random, referrer);
  const device = pick(random, devices);
  const browser = pick(random, browsers);
  const views = pick(random, viewsPerVisit);
  const events: StoredEvent[] = [];
  let at = minute;
  for (let view = 0; view < views; view++) {
    const first = view === 0;
    events.push({
      ...bareEvent("view", pick(random, first ? entryPages : laterPages), lang, at),
      referrer: first ? referrer : null,
      utmSource: first ? (campaign?.[0] ?? null) : null,
      utmMedium: first ? (campaign?.[1] ?? null) : null,
      utmCampaign: first ? (campaign?.[2] ?? null) : null,
      device,
      browser,
      visitor,
    });
    at += between(random, 1, 3);
  }
  if (random() < conversionChance(referrer, campaign))
    events.push({ ...bareEvent("conversion", null, lang, at), visitor });
  return events;
}

/** The day's visitors from its events: each counted once, under the facets of their first view. */
function visitsOf(events: readonly StoredEvent[]): TruthVisit[] {
  const byVisitor = new Map<string, TruthVisit>();
  const conversions = new Map<string, number>();
  for (const event of events) {
    if (!event.visitor) continue;
    const id = Buffer.from(event.visitor).toString("hex");
    if (event.kind === 2) conversions.set(id, (conversions.get(id) ?? 0) + 1);
    if (event.kind !== 0) continue;
    let visit = byVisitor.get(id);
    if (!visit) {
      visit = {
        source: event.referrer ?? "",
        lang: event.lang ?? "",
        device: deviceNames[event.device] ?? "other",
        entry: event.page ?? "",
        campaign: event.utmCampaign,
        views: 0,
        pages: new Map(),
        conversions: 0,
      };
      byVisitor.set(id, visit);
    }
    visit.views += 1;
    visit.pages.set(event.page ?? "", (visit.pages.get(event.page ?? "") ?? 0) + 1);
  }
  for (const [id, count] of conversions) {
    const visit = byVisitor.get(id);
    if (visit) visit.conversions += count;
  }
  return [...byVisitor.values()];
}

// ----- Synthetic leads -----

const firstNames = [
  "Anna",
  "Jörg",
  "Sören",
  "Özlem",
  "Lukas",
  "Mia",
  "Käthe",
  "Jonas",
  "Sabine",
  "Tom",
  "Emily",
  "Raj",
];
const lastNames = ["Müller", "Schmidt", "Weiß", "Bäcker", "Hoffmann", "Yılmaz", "Novak", "Smith", "Jensen", "Keller"];
const companies = [
  "Elbwerk GmbH",
  "Nordlicht Logistik GmbH",
  "Alster Analytics AG",
  "Brightline Ltd",
  "Hafenkontor KG",
  "Kieler Werft GmbH",
  "Summit Retail Inc.",
  "Grünwald Energie GmbH",
];
const messages = [
  "Wir möchten Umsätze nach Region in natürlicher Sprache abfragen.",
  "Bitte um eine Demo für unser Controlling-Team.",
  "We would like to see a demo for our sales team.",
  "Can your product connect to our Snowflake warehouse?",
  "Interesse an einer Testphase für 20 Nutzer.",
  "Looking for pricing for a mid-sized company.",
];
const statusesByAge = (ageDays: number): Weighted<LeadStatus> =>
  ageDays > 60
    ? [
        ["new", 10],
        ["contacted", 25],
        ["qualified", 30],
        ["closed", 35],
      ]
    : ageDays > 14
      ? [
          ["new", 30],
          ["contacted", 35],
          ["qualified", 20],
          ["closed", 15],
        ]
      : [
          ["new", 65],
          ["contacted", 25],
          ["qualified", 8],
          ["closed", 2],
        ];
const owners: Weighted<OperatorKey> = [
  ["anna", 25],
  ["ben", 40],
  ["clara", 35],
];

export type TruthLead = { receivedAt: Date; locale: "en" | "de"; status: LeadStatus; owner: OperatorKey | null };

/** A UUID (version 4 layout) from the generator: the same leads in every run. */
function seededUuid(random: Random): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(random() * 256));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const ascii = (text: string) => fold(text.replaceAll("ı", "i")).replace(/[^a-z]/g, "");

/** A lead received some time in the last `days` days (office hours, Berlin), never after `now`. */
function syntheticLead(random: Random, now: Date, days: number): { record: ContactRecord; truth: TruthLead } {
  const today = berlinToday(now);
  const ageDays = Math.floor(days * random() ** 1.2);
  const { start } = dayMinutes(shiftDays(today, -ageDays));
  const minute = start + between(random, 7 * 60, 20 * 60);
  const receivedAt = new Date(Math.min(minute * 60_000 + between(random, 0, 59) * 1000, now.getTime() - 60_000));
  const firstName = firstNames[Math.floor(random() * firstNames.length)]!;
  const lastName = lastNames[Math.floor(random() * lastNames.length)]!;
  const company = companies[Math.floor(random() * companies.length)]!;
  const locale = random() < 0.6 ? "de" : "en";
  const status = pick(random, statusesByAge(ageDays));
  const unowned = status === "new" ? random() < 0.55 : random() < 0.1;
  const record: ContactRecord = {
    id: seededUuid(random),
    receivedAt,
    locale,
    firstName,
    lastName,
    company,
    email: `${ascii(firstName)}.${ascii(lastName)}@${ascii(company.split(" ")[0]!)}.example`,
    ...(random() < 0.5 ? { phone: `+49 40 555 ${between(random, 1000, 9999)}` } : {}),
    message: messages[Math.floor(random() * messages.length)]!,
    privacyPolicy: true,
  };
  return { record, truth: { receivedAt, locale, status, owner: unowned ? null : pick(random, owners) } };
}

// ----- Seeding -----

export type FixtureOptions = {
  /** The moment the store is seeded at (the evaluation's "now"). */
  now?: Date;
  /** Visits per day relative to the default (about 40 to 90 a weekday). */
  scale?: number;
  leads?: number;
  /** Months of statistics (default 25, all the rollups keep; fewer make a quicker self-test). */
  months?: number;
  /** Raw events kept, as the server's ANALYTICS_RETENTION_DAYS (default 90). */
  retentionDays?: number;
  log?: (line: string) => void;
};

export type Fixture = {
  now: Date;
  today: string;
  /** The first day with statistics (25 months back, unless fewer were asked for). */
  firstDay: string;
  operators: Record<OperatorKey, SeededOperator>;
  /** What was generated: each day's visitors, and the leads. */
  truth: { days: Map<string, TruthVisit[]>; leads: TruthLead[] };
  counts: { events: number; visits: number; leads: number };
};

const BATCH = 2_000;

export async function seedFixture(db: Database, options: FixtureOptions = {}): Promise<Fixture> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  // A throwaway store: no fsync per commit while it is filled (hundreds of rollup transactions), as it was.
  const sqlite = db.dialect === "sqlite" ? (db as SqliteDatabase).connection : undefined;
  sqlite?.exec("PRAGMA synchronous = OFF");
  try {
    return await seed(db, now, options, log);
  } finally {
    sqlite?.exec("PRAGMA synchronous = FULL");
  }
}

async function seed(db: Database, now: Date, options: FixtureOptions, log: (line: string) => void): Promise<Fixture> {
  const today = berlinToday(now);
  const operators = await seedOperators(db);
  const leads = await seedLeads(db, now, options.leads ?? 320, operators);
  log(`  ${leads.length} leads`);
  const firstDay = monthsBefore(today, Math.min(options.months ?? ROLLUP_RETENTION_MONTHS, ROLLUP_RETENTION_MONTHS));
  const { days, events, visits } = await seedEvents(db, now, firstDay, options.scale ?? 1);
  log(`  ${events.toLocaleString("en")} events, ${visits.toLocaleString("en")} visitor-days since ${firstDay}`);
  // As the server's upkeep: first over every seeded day (all closed ones rolled up), then with the real
  // retention, which deletes the raw events past it.
  const started = performance.now();
  await maintainAnalytics(db.sql, { now, retentionDays: daysFrom(firstDay, today) });
  await maintainAnalytics(db.sql, { now, retentionDays: options.retentionDays ?? 90 });
  log(`  closed days rolled up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    now,
    today,
    firstDay,
    operators,
    truth: { days, leads },
    counts: { events, visits, leads: leads.length },
  };
}

async function seedOperators(db: Database): Promise<Record<OperatorKey, SeededOperator>> {
  const made = {} as Record<OperatorKey, SeededOperator>;
  for (const [key, { email, role }] of Object.entries(fixtureOperators) as [
    OperatorKey,
    (typeof fixtureOperators)[OperatorKey],
  ][]) {
    const operator = await createOperator(db.sql, email, FIXTURE_PASSWORD, { role });
    made[key] = { key, id: operator.id, email: operator.email, role };
  }
  return made;
}

/** Leads as the contact form stores them, then worked by the team: statuses and owners set one change each. */
async function seedLeads(
  db: Database,
  now: Date,
  count: number,
  operators: Record<OperatorKey, SeededOperator>,
): Promise<TruthLead[]> {
  const random = seededRandom(hash("ask-eval leads"));
  const generated = Array.from({ length: count }, () => syntheticLead(random, now, 240));
  const contacts = contactRepositoryOn(db);
  for (let at = 0; at < generated.length; at += 50)
    await Promise.all(generated.slice(at, at + 50).map(({ record }) => contacts.insert(record)));
  await contacts.drain();
  const actor = { operatorId: operators.anna.id, operatorEmail: operators.anna.email };
  for (const { record, truth } of generated) {
    if (truth.status === "new" && truth.owner === null) continue;
    const workedAt = new Date(Math.min(record.receivedAt.getTime() + 3 * 3_600_000, now.getTime()));
    const change = {
      ...(truth.status === "new" ? {} : { status: truth.status }),
      ...(truth.owner ? { ownerId: operators[truth.owner].id } : {}),
    };
    const outcome = await changeLead(db.sql, record.id, 1, change, actor, workedAt);
    if (outcome.kind !== "changed") throw new Error(`lead ${record.id} was not changed: ${outcome.kind}`);
  }
  return generated.map(({ truth }) => truth);
}

async function seedEvents(db: Database, now: Date, firstDay: string, scale: number) {
  const today = berlinToday(now);
  const span = daysFrom(firstDay, today);
  const days = new Map<string, TruthVisit[]>();
  let batch: StoredEvent[] = [];
  let events = 0;
  let visits = 0;
  for (let day = firstDay; day <= today; day = shiftDays(day, 1)) {
    const growth = daysFrom(firstDay, day) / span;
    const generated = generateDay(day, growth, scale, day === today ? Math.floor(now.getTime() / 60_000) : undefined);
    days.set(day, generated.visits);
    visits += generated.visits.length;
    events += generated.events.length;
    batch.push(...generated.events);
    if (batch.length >= BATCH) {
      await insertEvents(db.sql, batch);
      batch = [];
    }
  }
  await insertEvents(db.sql, batch);
  return { days, events, visits };
}

// ----- Reading the truth (the self-test holds the oracle against it) -----

export type VisitTotals = { visitors: number; pageViews: number; demoRequests: number };

/** Visitors, page views and demo requests of the generated visits of [from, to] that pass `keep`. */
export function truthTotals(
  fixture: Fixture,
  [from, to]: [string, string],
  keep: (visit: TruthVisit) => boolean = () => true,
): VisitTotals {
  const totals = { visitors: 0, pageViews: 0, demoRequests: 0 };
  for (let day = from; day <= to; day = shiftDays(day, 1))
    for (const visit of fixture.truth.days.get(day) ?? [])
      if (keep(visit)) {
        totals.visitors += 1;
        totals.pageViews += visit.views;
        totals.demoRequests += visit.conversions;
      }
  return totals;
}
