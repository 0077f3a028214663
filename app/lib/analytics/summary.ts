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

type Visit = {
  entry: StoredEvent;
  views: number;
  sawForm: boolean;
  conversions: number;
};

/** The rows of one day, from its events in the order they happened. */
export function summarizeDay(day: string, events: readonly StoredEvent[]): DayRow[] {
  const rows = new Map<string, DayRow>();
  const row = (dim: Dimension, value: string): DayRow => {
    const key = `${dim}\n${value}`;
    let found = rows.get(key);
    if (!found) {
      found = { day, dim, value, views: 0, visitors: 0, formVisitors: 0, conversions: 0 };
      rows.set(key, found);
    }
    return found;
  };
  const all = row("all", "");
  const visits = new Map<string, Visit>();
  const pageVisitors = new Map<string, Set<string>>();
  const conversionsOf: string[] = [];

  for (const event of events) {
    const visitor = event.visitor ? Buffer.from(event.visitor).toString("hex") : undefined;
    if (event.kind === kindCode("bot")) row("bots", "").views += 1;
    else if (event.kind === kindCode("not-found")) row("not-found", event.page ?? "").views += 1;
    else if (event.kind === kindCode("conversion")) {
      all.conversions += 1;
      if (visitor) conversionsOf.push(visitor);
    } else if (event.kind === kindCode("view")) {
      const page = `${event.page ?? ""} ${event.lang ?? ""}`;
      all.views += 1;
      row("page", page).views += 1;
      if (!visitor) {
        row("opted-out", "").views += 1;
        continue;
      }
      let visit = visits.get(visitor);
      if (!visit) {
        visit = { entry: event, views: 0, sawForm: false, conversions: 0 };
        visits.set(visitor, visit);
      }
      visit.views += 1;
      if (contactFormPages.has(event.page ?? "")) visit.sawForm = true;
      let seen = pageVisitors.get(page);
      if (!seen) pageVisitors.set(page, (seen = new Set()));
      seen.add(visitor);
    }
  }
  // A demo request joins the visit of the same visitor id that day; one without a visit counts in the total only.
  for (const visitor of conversionsOf) {
    const visit = visits.get(visitor);
    if (visit) visit.conversions += 1;
  }
  for (const [page, seen] of pageVisitors) row("page", page).visitors = seen.size;
  for (const visit of visits.values()) {
    const { entry } = visit;
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
      counted.conversions += visit.conversions;
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
