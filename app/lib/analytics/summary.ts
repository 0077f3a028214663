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
 * `device` ("phone safari"), `not-found` (the path), `bots` and `opted-out` (views without a visitor), `hour`
 * ("09": the Berlin hour; views and demo requests in it, visitors with a view in it), `arrival` ("09": visitors
 * whose first view of the day was in that Berlin hour: those of hours up to H add up to the day's visitors until
 * then, which "today" is compared with, issue 48).
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
  "hour",
  "arrival",
] as const;
export type Dimension = (typeof dimensions)[number];

export type Counts = { views: number; visitors: number; formVisitors: number; conversions: number };
export type DayRow = Counts & { day: string; dim: Dimension; value: string };

/** The facets of a visit a dashboard can be filtered by: its entry's values, and each page it viewed. */
export const visitFacets = ["entry", "lang", "source", "campaign", "device"] as const;
export type VisitFacet = (typeof visitFacets)[number];

/**
 * A day's visits summed up by what they share (decision 0023): the visits whose entry page, language, source,
 * campaign ("" for none) and device are these values, as one row with `page` "" (`pageViews` 0); and, per page
 * they viewed, the visits of them that viewed it (`page` "about de", `pageViews` its views). No visitor id, no
 * time: counts of visits alike, which the filtered dashboard sums up in the store.
 */
export type VisitRow = Counts & Record<VisitFacet, string> & { day: string; page: string; pageViews: number };

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
  /** The minute of its first view: the entry may still change within it (`arrivesFromElsewhere`). */
  firstMinute: number;
  views: number;
  sawForm: boolean;
  /** Views per page ("about de") in this visit. */
  pages: Map<string, number>;
};

/** What a day's events add up to so far; rows are made from it when asked. */
type State = {
  /** Counts of single events: the day's views and conversions, views per page, bots, not-found paths, opt-outs. */
  counts: Map<string, DayRow>;
  visits: Map<string, Visit>;
  /** Demo requests per visitor id; joined to the visit when rows are made, in whichever order they came. */
  conversions: Map<string, number>;
  /** The visitors of each page and hour (keyed as `counts`). */
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
    return this.read(tail).rows;
  }

  /** The day's rows and its visit rows, bounded alike: a value not among a dimension's kept rows is `OTHER`. */
  read(tail: readonly StoredEvent[] = [], visits: VisitFilters | false = {}): { rows: DayRow[]; visits: VisitRow[] } {
    const state = tail.length === 0 ? this.state : this.fork(tail);
    const rows = rowsOf(state, this.day);
    return { rows, visits: visits ? visitRowsOf(state, this.day, rows, visits) : [] };
  }

  private fork(tail: readonly StoredEvent[]): State {
    const fork: State = {
      counts: new Map([...this.state.counts].map(([key, row]) => [key, { ...row }])),
      visits: new Map(this.state.visits),
      conversions: new Map(this.state.conversions),
      pageVisitors: new Map(this.state.pageVisitors),
      values: new Map(this.state.values),
      own: new WeakSet(),
    };
    for (const event of tail) addTo(fork, this.day, event);
    return fork;
  }
}

/** The rows of one day, from its events in the order they happened. */
export function summarizeDay(day: string, events: readonly StoredEvent[]): DayRow[] {
  return readDay(day, events).rows;
}

/** A day's rows and visit rows, from its events in the order they happened. */
export function readDay(day: string, events: readonly StoredEvent[]): { rows: DayRow[]; visits: VisitRow[] } {
  const summary = new DaySummary(day);
  for (const event of events) summary.add(event);
  return summary.read();
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
  const visit = { id, ...entryOf(state, event), views: 0, sawForm: false, pages: new Map<string, number>() };
  state.own?.add(visit);
  return visit;
}

/** What of a visit its entry view decides. */
function entryOf(state: State, event: StoredEvent) {
  const campaign = campaignOf(event);
  const device = `${deviceClasses[event.device] ?? "other"} ${browserFamilies[event.browser] ?? "other"}`;
  return {
    entry: tracked(state, "entry", `${event.page ?? ""} ${event.lang ?? ""}`),
    lang: tracked(state, "lang", event.lang ?? ""),
    source: tracked(state, "source", event.referrer ?? ""),
    device: tracked(state, "device", device),
    campaign: campaign === undefined ? undefined : tracked(state, "campaign", campaign),
    firstMinute: event.minute,
  };
}

/**
 * Whether a view in the first minute of a visit that came from nowhere is where it came from: events are stored to
 * the minute (the privacy policy's word), and within one minute in the order the instances wrote them, each every
 * 2 s (recorder.server.ts), so a visitor's next page can be stored before the view that brought them from LinkedIn
 * when the two were answered by different instances. A view from another site or a campaign link is an arrival;
 * one without either in the same minute is the site's own link, a reload or an address typed.
 */
function arrivesFromElsewhere(visit: Visit, event: StoredEvent): boolean {
  if (event.minute !== visit.firstMinute || visit.source !== "" || visit.campaign !== undefined) return false;
  return Boolean(event.referrer) || campaignOf(event) !== undefined;
}

function addTo(state: State, day: string, event: StoredEvent) {
  if (event.kind === kindCode("bot")) counter(state, day, "bots", "").views += 1;
  else if (event.kind === kindCode("not-found")) counter(state, day, "not-found", event.page ?? "").views += 1;
  else if (event.kind === kindCode("conversion")) addConversion(state, day, event);
  else if (event.kind === kindCode("view")) addView(state, day, event);
}

const visitorOf = (event: StoredEvent) => (event.visitor ? Buffer.from(event.visitor).toString("hex") : undefined);

/** The Berlin hour of a minute ("09"), cached per UTC hour (Berlin is a whole number of hours off UTC). */
const hours = new Map<number, string>();
const hourFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", hourCycle: "h23" });
export function hourOf(minute: number): string {
  const utcHour = Math.floor(minute / 60);
  let found = hours.get(utcHour);
  if (found === undefined) {
    if (hours.size > 10_000) hours.clear();
    found = hourFormat.format(utcHour * 3_600_000).padStart(2, "0");
    hours.set(utcHour, found);
  }
  return found;
}

/** Adds a visitor to the visitors of a counted row (a page, an hour). */
function seenBy(state: State, row: DayRow, visitor: string) {
  const key = `${row.dim}\n${row.value}`;
  const seen = state.pageVisitors.get(key);
  const set = seen ? writable(state, seen, (base) => new Set(base)) : new Set<string>();
  if (!seen) state.own?.add(set);
  set.add(visitor);
  state.pageVisitors.set(key, set);
}

function addConversion(state: State, day: string, event: StoredEvent) {
  counter(state, day, "all", "").conversions += 1;
  counter(state, day, "hour", hourOf(event.minute)).conversions += 1;
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
  const hourRow = counter(state, day, "hour", hourOf(event.minute));
  hourRow.views += 1;
  const visitor = visitorOf(event);
  if (!visitor) {
    counter(state, day, "opted-out", "").views += 1;
    return;
  }
  const found = state.visits.get(visitor);
  // A visitor first seen once the day tracks its most: the view counts, the visitor does not.
  if (!found && state.visits.size >= summaryBounds.visits) return;
  const visit = found
    ? writable(state, found, (base) => ({ ...base, pages: new Map(base.pages) }))
    : visitOf(state, visitor, event);
  if (found && arrivesFromElsewhere(visit, event)) Object.assign(visit, entryOf(state, event));
  // A visit is made once a day per visitor: its first view's hour counts it, no set of ids needed.
  if (!found) counter(state, day, "arrival", hourRow.value).visitors += 1;
  visit.views += 1;
  visit.pages.set(pageRow.value, (visit.pages.get(pageRow.value) ?? 0) + 1);
  if (contactFormPages.has(event.page ?? "")) visit.sawForm = true;
  state.visits.set(visit.id, visit);
  seenBy(state, pageRow, visit.id);
  seenBy(state, hourRow, visit.id);
}

function rowsOf(state: State, day: string): DayRow[] {
  const rows = new Map([...state.counts].map(([key, row]) => [key, { ...row }]));
  const row = (dim: Dimension, value: string) => rowIn(rows, day, dim, value);
  const all = row("all", "");
  for (const [key, seen] of state.pageVisitors) {
    const [dim = "", value = ""] = key.split("\n");
    row(dim as Dimension, value).visitors = seen.size;
  }
  // A demo request joins the visit of the same visitor id that day; one without a visit counts in the total only.
  // Per dimension a map by value (each value one shared string): no key is made per visit.
  const attributed = (["entry", "lang", "source", "device", "campaign"] as const).map((dim) => {
    const byValue = new Map<string, DayRow>();
    return (value: string) => {
      let found = byValue.get(value);
      if (!found) byValue.set(value, (found = row(dim, value)));
      return found;
    };
  });
  const [entryRow, langRow, sourceRow, deviceRow, campaignRow] = attributed;
  for (const [visitor, visit] of state.visits) {
    const conversions = state.conversions.get(visitor) ?? 0;
    all.visitors += 1;
    if (visit.sawForm) all.formVisitors += 1;
    const count = (counted: DayRow) => {
      counted.visitors += 1;
      counted.views += visit.views;
      if (visit.sawForm) counted.formVisitors += 1;
      counted.conversions += conversions;
    };
    count(entryRow!(visit.entry));
    count(langRow!(visit.lang));
    count(sourceRow!(visit.source));
    count(deviceRow!(visit.device));
    if (visit.campaign !== undefined) count(campaignRow!(visit.campaign));
  }
  return topRows([...rows.values()], summaryBounds.rows);
}

/** What a dashboard is filtered by: a value per facet of a visit, and a page the visit viewed. */
export type VisitFilters = Partial<Record<VisitFacet | "page", string>>;

/** The dimensions of a visit row's key, in the order the key holds them. */
const keyDimensions = ["entry", "lang", "source", "campaign", "device", "page"] as const;

/**
 * The day's visits summed up by what they share (`VisitRow`), each value as the day's rows keep it: one not
 * among its dimension's kept rows is `OTHER`, so that the filtered dashboard adds up to the unfiltered one.
 * With `only`, just the rows that pass those filters (`passes`): a filtered dashboard of today reads no others.
 * Each kept value is a small number (its place in its dimension's rows), a row's key one number of them: a day
 * of 50,000 visits is summed up without a string made per visit.
 */
function visitRowsOf(state: State, day: string, rows: readonly DayRow[], only: VisitFilters = {}): VisitRow[] {
  // Code 0 is `OTHER`, 1 "" (no campaign; the visits as a whole for `page`), then the kept values.
  const codes = new Map<Dimension, Map<string, number>>();
  const names = new Map<Dimension, string[]>();
  for (const dim of keyDimensions) {
    codes.set(dim, new Map([[OTHER, 0]]));
    names.set(dim, [OTHER, ""]);
  }
  for (const row of rows) {
    const byValue = codes.get(row.dim);
    if (!byValue || byValue.has(row.value)) continue;
    const list = names.get(row.dim)!;
    byValue.set(row.value, list.length);
    list.push(row.value);
  }
  const radix = Math.max(...[...names.values()].map((list) => list.length));
  if (radix ** keyDimensions.length > Number.MAX_SAFE_INTEGER) throw new Error("too many kept values for a key");
  // A filter's value as a code: one no row keeps passes no visit (-1).
  const wanted = keyDimensions.map((dim) => {
    const value = only[dim];
    if (value === undefined) return undefined;
    if (dim === "campaign" && value === "") return 1;
    return codes.get(dim)!.get(value) ?? -1;
  });
  const [entryCodes, langCodes, sourceCodes, campaignCodes, deviceCodes, pageCodes] = keyDimensions.map((dim) =>
    codes.get(dim)!,
  );
  const out = new Map<number, VisitRow>();
  const add = (facetsKey: number, page: number, pageViews: number, visit: Visit, conversions: number) => {
    const key = facetsKey * radix + page;
    let found = out.get(key);
    if (!found) {
      let rest = facetsKey;
      const facet: number[] = [];
      for (let index = visitFacets.length - 1; index >= 0; index--) {
        facet[index] = rest % radix;
        rest = Math.floor(rest / radix);
      }
      const name = (index: number) => names.get(keyDimensions[index]!)![facet[index]!]!;
      found = {
        day,
        entry: name(0),
        lang: name(1),
        source: name(2),
        campaign: name(3),
        device: name(4),
        page: names.get("page")![page]!,
        views: 0,
        visitors: 0,
        formVisitors: 0,
        conversions: 0,
        pageViews: 0,
      };
      out.set(key, found);
    }
    found.visitors += 1;
    found.views += visit.views;
    if (visit.sawForm) found.formVisitors += 1;
    found.conversions += conversions;
    found.pageViews += pageViews;
  };
  const pageWanted = wanted[5];
  visits: for (const [visitor, visit] of state.visits) {
    const facet = [
      entryCodes!.get(visit.entry) ?? 0,
      langCodes!.get(visit.lang) ?? 0,
      sourceCodes!.get(visit.source) ?? 0,
      visit.campaign === undefined ? 1 : (campaignCodes!.get(visit.campaign) ?? 0),
      deviceCodes!.get(visit.device) ?? 0,
    ];
    for (let index = 0; index < facet.length; index++)
      if (wanted[index] !== undefined && facet[index] !== wanted[index]) continue visits;
    let facetsKey = 0;
    for (const code of facet) facetsKey = facetsKey * radix + code;
    const conversions = state.conversions.get(visitor) ?? 0;
    if (pageWanted === undefined) add(facetsKey, 1, 0, visit, conversions);
    // Pages past the kept ones are one page, `OTHER`, that the visit viewed once however many it were.
    let others = 0;
    for (const [page, views] of visit.pages) {
      const code = pageCodes!.get(page) ?? 0;
      if (code === 0) others += views;
      else if (pageWanted === undefined || code === pageWanted) add(facetsKey, code, views, visit, conversions);
    }
    if (others > 0 && (pageWanted === undefined || pageWanted === 0)) add(facetsKey, 0, others, visit, conversions);
  }
  return [...out.values()];
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
