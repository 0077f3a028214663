/**
 * A day's events summed up into the rows the dashboard reads (and the daily
 * rollup keeps): one function for both, so a day summed up from raw events
 * and the same day read back from its rollup always agree. Visitors are
 * counted per day: the day's salt makes a visitor id that means nothing the
 * next day, so "visitors" over a range is the sum of each day's visitors.
 */
import { browserFamilies, deviceClasses } from "#app/lib/analytics/hits.ts";

export const eventKinds = ["view", "not-found", "conversion", "bot"] as const;
export type EventKind = (typeof eventKinds)[number];

/** One stored event. Small integers for the kind, device and browser keep a row short (≤ 80 bytes on SQLite). */
export type StoredEvent = {
  minute: number;
  kind: number;
  page: string | null;
  lang: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: number;
  browser: number;
  visitor: Uint8Array | null;
};

/** An event that carries its kind, page and language only (bots, not-found paths, opted-out views, conversions). */
export function bareEvent(kind: EventKind, page: string | null, lang: string | null, minute = 0): StoredEvent {
  const nothingMore = { referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, device: 0, browser: 0 };
  return { minute, kind: eventKinds.indexOf(kind), page, lang, ...nothingMore, visitor: null };
}

/**
 * What a row sums up: `all` (the day), `page` and `entry` ("home de"), `lang` (of the entry page), `source`
 * (the entry's referring host, "" for none), `campaign` (JSON of the entry's UTM source, medium, campaign),
 * `device` ("phone safari"), `not-found` (the path), `bots` and `opted-out` (views without a visitor).
 */
export const dimensions = [
  "all",
  "page",
  "entry",
  "lang",
  "source",
  "campaign",
  "device",
  "not-found",
  "bots",
  "opted-out",
] as const;
export type Dimension = (typeof dimensions)[number];

export type Counts = { views: number; visitors: number; formVisitors: number; conversions: number };
export type DayRow = Counts & { day: string; dim: Dimension; value: string };

/** Pages that carry the contact form themselves (the funnel's middle step). */
export const contactFormPages: ReadonlySet<string> = new Set(["home"]);

/**
 * The bounds of one day's summary (decision 0018), whatever the traffic: visitors tracked (their views count
 * beyond it, they themselves do not), distinct values tracked per dimension (a value beyond them counts as
 * `OTHER`), and rows kept per dimension (the most visited; the rest summed up into one `OTHER` row).
 */
export const summaryBounds = { visits: 50_000, values: 1_000, rows: 100 };

/** The value of the row that sums up all the others of its dimension: a control character no real value has. */
export const OTHER = "\u0001other";

const kindCode = (kind: EventKind) => eventKinds.indexOf(kind);

/** What a visit is counted under: its entry page's values, kept as short shared strings, never the event. */
type Visit = {
  id: string;
  entry: string;
  lang: string;
  source: string;
  device: string;
  campaign: string | undefined;
  views: number;
  sawForm: boolean;
};

/** What a day's events add up to so far; rows are made from it when asked. */
type State = {
  /** Counts of single events: the day's views and conversions, views per page, bots, not-found paths, opt-outs. */
  counts: Map<string, DayRow>;
  visits: Map<string, Visit>;
  /** Demo requests per visitor id; joined to the visit when rows are made, in whichever order they came. */
  conversions: Map<string, number>;
  pageVisitors: Map<string, Set<string>>;
  /** The values tracked per dimension (each one string, shared by every visit that has it). */
  values: Map<Dimension, Map<string, string>>;
  /** Set on a fork: the objects it made itself (the others are its base's, copied before they change). */
  own?: WeakSet<object>;
};

const emptyState = (): State => ({
  counts: new Map(),
  visits: new Map(),
  conversions: new Map(),
  pageVisitors: new Map(),
  values: new Map(),
});

/**
 * A day summed up event by event: `add` the day's events in the order they happened, ask for `rows` at any
 * time. `rows(tail)` counts a few more events without keeping them: the dashboard keeps today's settled
 * events summed up and reads only the last minutes again on every request.
 */
export class DaySummary {
  private readonly state = emptyState();
  readonly day: string;
  constructor(day: string) {
    this.day = day;
  }

  add(event: StoredEvent): void {
    addTo(this.state, this.day, event);
  }

  rows(tail: readonly StoredEvent[] = []): DayRow[] {
    if (tail.length === 0) return rowsOf(this.state, this.day);
    const fork: State = {
      counts: new Map([...this.state.counts].map(([key, row]) => [key, { ...row }])),
      visits: new Map(this.state.visits),
      conversions: new Map(this.state.conversions),
      pageVisitors: new Map(this.state.pageVisitors),
      values: new Map(this.state.values),
      own: new WeakSet(),
    };
    for (const event of tail) addTo(fork, this.day, event);
    return rowsOf(fork, this.day);
  }
}

/** The rows of one day, from its events in the order they happened. */
export function summarizeDay(day: string, events: readonly StoredEvent[]): DayRow[] {
  const summary = new DaySummary(day);
  for (const event of events) summary.add(event);
  return summary.rows();
}

/** The row of a dimension and value in `rows`, made at zero when there is none yet. */
function rowIn(rows: Map<string, DayRow>, day: string, dim: Dimension, value: string): DayRow {
  const key = `${dim}\n${value}`;
  let found = rows.get(key);
  if (!found) {
    found = { day, dim, value, views: 0, visitors: 0, formVisitors: 0, conversions: 0 };
    rows.set(key, found);
  }
  return found;
}

const counter = (state: State, day: string, dim: Dimension, value: string) =>
  rowIn(state.counts, day, dim, tracked(state, dim, value));

/** A visit or page's visitor set that this state may change: a fork copies its base's first. */
function writable<T extends object>(state: State, value: T, copy: (value: T) => T): T {
  if (!state.own || state.own.has(value)) return value;
  const made = copy(value);
  state.own.add(made);
  return made;
}

/**
 * The value as this day tracks it: the first `summaryBounds.values` of a dimension are kept (as one shared
 * string), any later one is `OTHER`. A flood of made-up paths or tags then costs no memory.
 */
function tracked(state: State, dim: Dimension, value: string): string {
  const found = state.values.get(dim);
  const known = found?.get(value);
  if (known !== undefined) return known;
  if ((found?.size ?? 0) >= summaryBounds.values) return OTHER;
  const values = found ? writable(state, found, (base) => new Map(base)) : new Map<string, string>();
  if (!found) state.own?.add(values);
  values.set(value, value);
  state.values.set(dim, values);
  return value;
}

function campaignOf(event: StoredEvent): string | undefined {
  if (!event.utmSource && !event.utmMedium && !event.utmCampaign) return undefined;
  return JSON.stringify([event.utmSource ?? "", event.utmMedium ?? "", event.utmCampaign ?? ""]);
}

function visitOf(state: State, id: string, event: StoredEvent): Visit {
  const campaign = campaignOf(event);
  const device = `${deviceClasses[event.device] ?? "other"} ${browserFamilies[event.browser] ?? "other"}`;
  const visit = {
    id,
    entry: tracked(state, "entry", `${event.page ?? ""} ${event.lang ?? ""}`),
    lang: tracked(state, "lang", event.lang ?? ""),
    source: tracked(state, "source", event.referrer ?? ""),
    device: tracked(state, "device", device),
    campaign: campaign === undefined ? undefined : tracked(state, "campaign", campaign),
    views: 0,
    sawForm: false,
  };
  state.own?.add(visit);
  return visit;
}

function addTo(state: State, day: string, event: StoredEvent) {
  if (event.kind === kindCode("bot")) counter(state, day, "bots", "").views += 1;
  else if (event.kind === kindCode("not-found")) counter(state, day, "not-found", event.page ?? "").views += 1;
  else if (event.kind === kindCode("conversion")) addConversion(state, day, event);
  else if (event.kind === kindCode("view")) addView(state, day, event);
}

const visitorOf = (event: StoredEvent) => (event.visitor ? Buffer.from(event.visitor).toString("hex") : undefined);

function addConversion(state: State, day: string, event: StoredEvent) {
  counter(state, day, "all", "").conversions += 1;
  const visitor = visitorOf(event);
  // Beyond the bound a demo request counts in the day's total only, like one without a visitor id.
  if (!visitor || (!state.conversions.has(visitor) && state.conversions.size >= summaryBounds.visits)) return;
  state.conversions.set(visitor, (state.conversions.get(visitor) ?? 0) + 1);
}

function addView(state: State, day: string, event: StoredEvent) {
  const page = `${event.page ?? ""} ${event.lang ?? ""}`;
  counter(state, day, "all", "").views += 1;
  const pageRow = counter(state, day, "page", page);
  pageRow.views += 1;
  const visitor = visitorOf(event);
  if (!visitor) {
    counter(state, day, "opted-out", "").views += 1;
    return;
  }
  const found = state.visits.get(visitor);
  // A visitor first seen once the day tracks its most: the view counts, the visitor does not.
  if (!found && state.visits.size >= summaryBounds.visits) return;
  const visit = found ? writable(state, found, (base) => ({ ...base })) : visitOf(state, visitor, event);
  visit.views += 1;
  if (contactFormPages.has(event.page ?? "")) visit.sawForm = true;
  state.visits.set(visit.id, visit);
  const seen = state.pageVisitors.get(pageRow.value);
  const set = seen ? writable(state, seen, (base) => new Set(base)) : new Set<string>();
  if (!seen) state.own?.add(set);
  set.add(visit.id);
  state.pageVisitors.set(pageRow.value, set);
}

function rowsOf(state: State, day: string): DayRow[] {
  const rows = new Map([...state.counts].map(([key, row]) => [key, { ...row }]));
  const row = (dim: Dimension, value: string) => rowIn(rows, day, dim, value);
  const all = row("all", "");
  for (const [page, seen] of state.pageVisitors) row("page", page).visitors = seen.size;
  // A demo request joins the visit of the same visitor id that day; one without a visit counts in the total only.
  for (const [visitor, visit] of state.visits) {
    const conversions = state.conversions.get(visitor) ?? 0;
    all.visitors += 1;
    if (visit.sawForm) all.formVisitors += 1;
    const attributed: [Dimension, string][] = [
      ["entry", visit.entry],
      ["lang", visit.lang],
      ["source", visit.source],
      ["device", visit.device],
    ];
    if (visit.campaign !== undefined) attributed.push(["campaign", visit.campaign]);
    for (const [dim, value] of attributed) {
      const counted = row(dim, value);
      counted.visitors += 1;
      counted.views += visit.views;
      if (visit.sawForm) counted.formVisitors += 1;
      counted.conversions += conversions;
    }
  }
  return topRows([...rows.values()], summaryBounds.rows);
}

/** Most visitors first, then most views, then by value (as the dashboard's tables rank them). */
export function ranked(a: Counts & { value: string }, b: Counts & { value: string }): number {
  return b.visitors - a.visitors || b.views - a.views || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
}

/**
 * Each dimension's `limit` first rows (`ranked`), the rest summed up into its `OTHER` row: the long tail of
 * one-off paths and tags never reaches the rollups, and a day keeps a bounded number of rows.
 */
export function topRows(rows: readonly DayRow[], limit: number): DayRow[] {
  const byDim = new Map<Dimension, DayRow[]>();
  for (const row of rows) {
    const list = byDim.get(row.dim);
    if (list) list.push(row);
    else byDim.set(row.dim, [row]);
  }
  const kept: DayRow[] = [];
  for (const [dim, list] of byDim) {
    const named = list.filter((row) => row.value !== OTHER).sort(ranked);
    const rest = [...named.slice(limit), ...list.filter((row) => row.value === OTHER)];
    kept.push(...named.slice(0, limit));
    if (rest.length === 0) continue;
    const other: DayRow = {
      day: rest[0]!.day,
      dim,
      value: OTHER,
      views: 0,
      visitors: 0,
      formVisitors: 0,
      conversions: 0,
    };
    for (const row of rest) addCounts(other, row);
    kept.push(other);
  }
  return kept;
}

export function addCounts(to: Counts, from: Counts): void {
  to.views += from.views;
  to.visitors += from.visitors;
  to.formVisitors += from.formVisitors;
  to.conversions += from.conversions;
}
