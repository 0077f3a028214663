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

const kindCode = (kind: EventKind) => eventKinds.indexOf(kind);

type Visit = { entry: StoredEvent; views: number; sawForm: boolean };

/** What a day's events add up to so far; rows are made from it when asked. */
type State = {
  /** Counts of single events: the day's views and conversions, views per page, bots, not-found paths, opt-outs. */
  counts: Map<string, DayRow>;
  visits: Map<string, Visit>;
  /** Demo requests per visitor id; joined to the visit when rows are made, in whichever order they came. */
  conversions: Map<string, number>;
  pageVisitors: Map<string, Set<string>>;
  /** Set on a fork: the objects it made itself (the others are its base's, copied before they change). */
  own?: WeakSet<object>;
};

const emptyState = (): State => ({
  counts: new Map(),
  visits: new Map(),
  conversions: new Map(),
  pageVisitors: new Map(),
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

const counter = (state: State, day: string, dim: Dimension, value: string) => rowIn(state.counts, day, dim, value);

/** A visit or page's visitor set that this state may change: a fork copies its base's first. */
function writable<T extends object>(state: State, value: T, copy: (value: T) => T): T {
  if (!state.own || state.own.has(value)) return value;
  const made = copy(value);
  state.own.add(made);
  return made;
}

function addTo(state: State, day: string, event: StoredEvent) {
  const visitor = event.visitor ? Buffer.from(event.visitor).toString("hex") : undefined;
  if (event.kind === kindCode("bot")) counter(state, day, "bots", "").views += 1;
  else if (event.kind === kindCode("not-found")) counter(state, day, "not-found", event.page ?? "").views += 1;
  else if (event.kind === kindCode("conversion")) {
    counter(state, day, "all", "").conversions += 1;
    if (visitor) state.conversions.set(visitor, (state.conversions.get(visitor) ?? 0) + 1);
  } else if (event.kind === kindCode("view")) {
    const page = `${event.page ?? ""} ${event.lang ?? ""}`;
    counter(state, day, "all", "").views += 1;
    counter(state, day, "page", page).views += 1;
    if (!visitor) {
      counter(state, day, "opted-out", "").views += 1;
      return;
    }
    const found = state.visits.get(visitor);
    const visit = found ? writable(state, found, (base) => ({ ...base })) : { entry: event, views: 0, sawForm: false };
    if (!found) state.own?.add(visit);
    visit.views += 1;
    if (contactFormPages.has(event.page ?? "")) visit.sawForm = true;
    state.visits.set(visitor, visit);
    const seen = state.pageVisitors.get(page);
    const set = seen ? writable(state, seen, (base) => new Set(base)) : new Set<string>();
    if (!seen) state.own?.add(set);
    set.add(visitor);
    state.pageVisitors.set(page, set);
  }
}

function rowsOf(state: State, day: string): DayRow[] {
  const rows = new Map([...state.counts].map(([key, row]) => [key, { ...row }]));
  const row = (dim: Dimension, value: string) => rowIn(rows, day, dim, value);
  const all = row("all", "");
  for (const [page, seen] of state.pageVisitors) row("page", page).visitors = seen.size;
  // A demo request joins the visit of the same visitor id that day; one without a visit counts in the total only.
  for (const [visitor, visit] of state.visits) {
    const { entry } = visit;
    const conversions = state.conversions.get(visitor) ?? 0;
    all.visitors += 1;
    if (visit.sawForm) all.formVisitors += 1;
    const attributed: [Dimension, string][] = [
      ["entry", `${entry.page ?? ""} ${entry.lang ?? ""}`],
      ["lang", entry.lang ?? ""],
      ["source", entry.referrer ?? ""],
      ["device", `${deviceClasses[entry.device] ?? "other"} ${browserFamilies[entry.browser] ?? "other"}`],
    ];
    if (entry.utmSource || entry.utmMedium || entry.utmCampaign)
      attributed.push([
        "campaign",
        JSON.stringify([entry.utmSource ?? "", entry.utmMedium ?? "", entry.utmCampaign ?? ""]),
      ]);
    for (const [dim, value] of attributed) {
      const counted = row(dim, value);
      counted.visitors += 1;
      counted.views += visit.views;
      if (visit.sawForm) counted.formVisitors += 1;
      counted.conversions += conversions;
    }
  }
  return [...rows.values()];
}

/** Rows of many days summed per dimension and value (days themselves dropped). */
export function sumRows(rows: readonly DayRow[]): Map<Dimension, Map<string, Counts>> {
  const sums = new Map<Dimension, Map<string, Counts>>();
  for (const { dim, value, views, visitors, formVisitors, conversions } of rows) {
    let byValue = sums.get(dim);
    if (!byValue) sums.set(dim, (byValue = new Map()));
    const counts = byValue.get(value) ?? { views: 0, visitors: 0, formVisitors: 0, conversions: 0 };
    counts.views += views;
    counts.visitors += visitors;
    counts.formVisitors += formVisitors;
    counts.conversions += conversions;
    byValue.set(value, counts);
  }
  return sums;
}
