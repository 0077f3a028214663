/**
 * The questions Ask is judged by (issue 45), written as the team would type them, apart from the parser and
 * never tuned against it: half English, half German, each with the answer it should get. `npm run eval:ask`
 * asks them all over HTTP (scripts/eval-ask.ts).
 *
 * Conventions the expected queries follow, for matching the engine to them:
 * - Dates are symbolic (`DateSpec`, resolved by dates.ts against the day of the run, Berlin time), and so are
 *   the dates some questions name: `{date:-10:long}` in a question is written out for that run. "Last N days"
 *   counts today; "last week" is the previous ISO week; "this month" runs until today; a to-date comparison
 *   ("this week vs last week") compares with the same weekdays (dates.ts says the rest).
 * - Sources: a brand names a group of referring hosts, written by its display name: "LinkedIn" (linkedin.com,
 *   lnkd.in), "Google" (google.*), "Bing" (bing.com), "Xing" (xing.com); "direct" is a visit without a referring
 *   site; a host typed as such ("lnkd.in") is that host alone. oracle.ts `sourceGroups` holds the same list.
 * - Campaigns by their UTM campaign name ("newsletter", "launch", "retargeting"); pages and entry pages by their
 *   page id (app/i18n/pages.ts: "home", "documentation", "careers", "blog", "blogPost:1"), both languages;
 *   languages "en" / "de" (of the entry page for visits, of the form for leads); devices "desktop", "phone"
 *   ("Handy", "Smartphone"), "tablet"; statuses new, contacted, qualified, closed ("erledigt", "abgeschlossen").
 * - Owners: "me" is whoever asks; another operator by e-mail address (the fixture's Ben is ben@ask-eval.example).
 *   "Unassigned" / "ohne Besitzer" / "niemandem zugewiesen" is `notSet`, "assigned to someone" `set`.
 * - Visits and "traffic" are visitors; "conversions" are demo requests. A lead question without a period is
 *   about all leads there are (no time dimension); "visitors now" has none either (it is the last 30 minutes).
 * - `order` and `limit` are expected only where the question ranks ("top 5", "which … the most": limit 1);
 *   where they are absent the engine may order and cut as it likes.
 * - German "Anfragen" alone (leads or demo requests?) and questions that name no figure get `clarify`. Revenue is
 *   `out_of_scope` (query.ts: not about our data), bounce rate, time on page, returning visitors and countries
 *   `not_measured`, leads by where their visit came from `not_linkable`.
 */
import type { Role } from "#app/vocabulary/roles.ts";
import type { Dimension, Filter, Grain, Measure, Order, RefusalReason } from "#app/lib/ask/query.ts";
import type { DateSpec, Lang } from "./dates.ts";

export type ExpectedTime = {
  dimension: "time";
  dateRange: DateSpec;
  compareDateRange?: DateSpec;
  granularity?: Grain;
};

/** An `AskQuery` whose dates are symbolic. */
export type ExpectedQuery = {
  measures: Measure[];
  dimensions: Dimension[];
  filters: Filter[];
  timeDimensions: ExpectedTime[];
  order?: Order[];
  limit?: number;
};

export type Expectation =
  { status: "answered"; query: ExpectedQuery } | { status: "refused"; reason: RefusalReason } | { status: "clarify" };

export const groups = [
  "totals",
  "breakdowns",
  "trends",
  "comparisons",
  "hardDates",
  "spoken",
  "leads",
  "ambiguous",
  "mustRefuse",
  "roles",
] as const;
export type Group = (typeof groups)[number];

export type Question = { id: string; lang: Lang; group: Group; role?: Role; q: string; expect: Expectation };

// ----- Building expectations (questions-fresh.ts builds its own with the same helpers) -----

type Shape = {
  by?: Dimension;
  where?: Filter[];
  every?: Grain;
  vs?: DateSpec;
  /** "Top n", "which … the most" (1): ordered by the first measure, most first, cut there. */
  top?: number;
  /** "Most viewed …" without a number: ordered, not cut. */
  ranked?: true;
};

export function ask(measures: Measure | Measure[], when: DateSpec | null, shape: Shape = {}): Expectation {
  const list = Array.isArray(measures) ? measures : [measures];
  const time: ExpectedTime | undefined = when
    ? {
        dimension: "time",
        dateRange: when,
        ...(shape.vs ? { compareDateRange: shape.vs } : {}),
        ...(shape.every ? { granularity: shape.every } : {}),
      }
    : undefined;
  const ordered = shape.top !== undefined || shape.ranked;
  return {
    status: "answered",
    query: {
      measures: list,
      dimensions: shape.by ? [shape.by] : [],
      filters: shape.where ?? [],
      timeDimensions: time ? [time] : [],
      ...(ordered ? { order: [[list[0]!, "desc"]] } : {}),
      ...(shape.top !== undefined ? { limit: shape.top } : {}),
    },
  };
}

export const refused = (reason: RefusalReason): Expectation => ({ status: "refused", reason });
export const clarify: Expectation = { status: "clarify" };

export const is = (member: Dimension, ...values: string[]): Filter => ({ member, operator: "equals", values });
export const isNot = (member: Dimension, ...values: string[]): Filter => ({ member, operator: "notEquals", values });
export const unassigned: Filter = { member: "owner", operator: "notSet" };
export const assigned: Filter = { member: "owner", operator: "set" };
export const mine = is("owner", "me");
export const linkedIn = is("source", "LinkedIn");
export const google = is("source", "Google");
export const bing = is("source", "Bing");
export const xing = is("source", "Xing");
export const direct = is("source", "direct");
export const phone = is("device", "phone");
export const tablet = is("device", "tablet");
export const desktop = is("device", "desktop");
export const newsletter = is("campaign", "newsletter");

export const today: DateSpec = { relative: "today" };
export const yesterday: DateSpec = { relative: "yesterday" };
export const thisWeek: DateSpec = { relative: "thisWeek" };
export const lastWeek: DateSpec = { relative: "lastWeek" };
export const thisMonth: DateSpec = { relative: "thisMonth" };
export const lastMonth: DateSpec = { relative: "lastMonth" };
export const thisQuarter: DateSpec = { relative: "thisQuarter" };
export const thisYear: DateSpec = { relative: "thisYear" };
export const lastYear: DateSpec = { relative: "lastYear" };
export const lastDays = (n: number): DateSpec => ({ relative: "lastNDays", n });
export const daysAgo = (n: number): DateSpec => ({ relative: "daysAgo", n });
export const weeksAgo = (n: number): DateSpec => ({ relative: "isoWeeksAgo", n });
export const monthsAgo = (n: number): DateSpec => ({ relative: "monthsAgo", n });
export const sinceMonthsAgo = (n: number): DateSpec => ({ relative: "sinceMonthsAgo", n });
export const lastWeekToDate: DateSpec = { relative: "lastWeekToDate" };
export const lastMonthToDate: DateSpec = { relative: "lastMonthToDate" };

export const ANNA = "anna@ask-eval.example";
export const BEN = "ben@ask-eval.example";
export const CLARA = "clara@ask-eval.example";

export type Entry = [lang: Lang, q: string, expect: Expectation, role?: Role];

// ----- The questions, by group -----

const totals: Entry[] = [
  ["en", "How many visitors did we have last week?", ask("visitors", lastWeek)],
  ["en", "How many people visited the website yesterday?", ask("visitors", yesterday)],
  ["en", "Page views this month?", ask("pageViews", thisMonth)],
  ["en", "How many demo requests did we get last month?", ask("demoRequests", lastMonth)],
  ["en", "What was our conversion rate over the last 30 days?", ask("conversionRate", lastDays(30))],
  ["en", "How many visitors came from LinkedIn this month?", ask("visitors", thisMonth, { where: [linkedIn] })],
  ["en", "How many people are on the site right now?", ask("visitorsNow", null)],
  ["en", "Total page views last year", ask("pageViews", lastYear)],
  [
    "en",
    "How many visitors looked at the documentation last week?",
    ask("visitors", lastWeek, { where: [is("page", "documentation")] }),
  ],
  [
    "en",
    "How many demo requests came in through Google in the last 7 days?",
    ask("demoRequests", lastDays(7), { where: [google] }),
  ],
  ["en", "Visitors today", ask("visitors", today)],
  [
    "en",
    "How many German-speaking visitors did we have this week?",
    ask("visitors", thisWeek, { where: [is("language", "de")] }),
  ],
  ["en", "How many visitors used a phone last month?", ask("visitors", lastMonth, { where: [is("device", "phone")] })],
  [
    "en",
    "How much traffic did the newsletter campaign bring this quarter?",
    ask("visitors", thisQuarter, { where: [is("campaign", "newsletter")] }),
  ],
  [
    "en",
    "What's the conversion rate of LinkedIn visitors this year?",
    ask("conversionRate", thisYear, { where: [linkedIn] }),
  ],
  [
    "en",
    "How many people entered the site on the careers page in the last 14 days?",
    ask("visitors", lastDays(14), { where: [is("entryPage", "careers")] }),
  ],
  ["en", "Visitors and page views yesterday", ask(["visitors", "pageViews"], yesterday)],
  [
    "en",
    "How many visitors last month did not come from Google?",
    ask("visitors", lastMonth, { where: [isNot("source", "Google")] }),
  ],

  ["de", "Wie viele Besucher hatten wir letzte Woche?", ask("visitors", lastWeek)],
  ["de", "Wie viele Leute waren gestern auf der Website?", ask("visitors", yesterday)],
  ["de", "Seitenaufrufe in diesem Monat?", ask("pageViews", thisMonth)],
  ["de", "Wie viele Demoanfragen gab es im letzten Monat?", ask("demoRequests", lastMonth)],
  ["de", "Wie hoch war die Conversion-Rate in den letzten 30 Tagen?", ask("conversionRate", lastDays(30))],
  ["de", "Wie viele LinkedIn-Besucher hatten wir diesen Monat?", ask("visitors", thisMonth, { where: [linkedIn] })],
  ["de", "Wie viele Besucher sind gerade auf der Seite?", ask("visitorsNow", null)],
  ["de", "Seitenaufrufe im letzten Jahr insgesamt", ask("pageViews", lastYear)],
  [
    "de",
    "Wie viele Besucher haben sich letzte Woche die Dokumentation angesehen?",
    ask("visitors", lastWeek, { where: [is("page", "documentation")] }),
  ],
  [
    "de",
    "Wie viele Demoanfragen kamen in den letzten 7 Tagen über Google?",
    ask("demoRequests", lastDays(7), { where: [google] }),
  ],
  ["de", "Besucher heute", ask("visitors", today)],
  [
    "de",
    "Wie viele englischsprachige Besucher hatten wir diese Woche?",
    ask("visitors", thisWeek, { where: [is("language", "en")] }),
  ],
  [
    "de",
    "Wie viele Besucher kamen letzten Monat mit dem Smartphone?",
    ask("visitors", lastMonth, { where: [is("device", "phone")] }),
  ],
  [
    "de",
    "Wie viel Traffic hat die Newsletter-Kampagne in diesem Quartal gebracht?",
    ask("visitors", thisQuarter, { where: [is("campaign", "newsletter")] }),
  ],
  [
    "de",
    "Wie ist die Konversionsrate der Google-Besucher in diesem Jahr?",
    ask("conversionRate", thisYear, { where: [google] }),
  ],
  [
    "de",
    "Wie viele Besucher sind in den letzten 14 Tagen über die Karriereseite eingestiegen?",
    ask("visitors", lastDays(14), { where: [is("entryPage", "careers")] }),
  ],
  ["de", "Besucher und Seitenaufrufe von gestern", ask(["visitors", "pageViews"], yesterday)],
  [
    "de",
    "Wie viele Besucher kamen im letzten Monat nicht über LinkedIn?",
    ask("visitors", lastMonth, { where: [isNot("source", "LinkedIn")] }),
  ],
];

const breakdowns: Entry[] = [
  ["en", "Visitors by source last month", ask("visitors", lastMonth, { by: "source" })],
  ["en", "Where did our visitors come from this week?", ask("visitors", thisWeek, { by: "source" })],
  ["en", "Top 5 pages by page views in the last 30 days", ask("pageViews", lastDays(30), { by: "page", top: 5 })],
  [
    "en",
    "Which campaign brought the most demo requests this quarter?",
    ask("demoRequests", thisQuarter, { by: "campaign", top: 1 }),
  ],
  ["en", "Demo requests by language this year", ask("demoRequests", thisYear, { by: "language" })],
  ["en", "Visitors per device yesterday", ask("visitors", yesterday, { by: "device" })],
  ["en", "What were our top 3 entry pages this month?", ask("visitors", thisMonth, { by: "entryPage", top: 3 })],
  ["en", "Conversion rate by source last month", ask("conversionRate", lastMonth, { by: "source" })],
  ["en", "Which source sent the most visitors last week?", ask("visitors", lastWeek, { by: "source", top: 1 })],
  ["en", "Page views per page last week", ask("pageViews", lastWeek, { by: "page" })],
  ["en", "Break down this month's visitors by language", ask("visitors", thisMonth, { by: "language" })],
  ["en", "Top 10 referrers over the last 90 days", ask("visitors", lastDays(90), { by: "source", top: 10 })],
  ["en", "Most viewed pages this year", ask("pageViews", thisYear, { by: "page", ranked: true })],
  [
    "en",
    "LinkedIn visitors by entry page last month",
    ask("visitors", lastMonth, { by: "entryPage", where: [linkedIn] }),
  ],
  [
    "en",
    "How do German-speaking visitors split across devices this month?",
    ask("visitors", thisMonth, { by: "device", where: [is("language", "de")] }),
  ],
  [
    "en",
    "Demo requests per campaign since March",
    ask("demoRequests", { relative: "sinceMonth", month: 3 }, { by: "campaign" }),
  ],
  [
    "en",
    "Which device had the best conversion rate this year?",
    ask("conversionRate", thisYear, { by: "device", top: 1 }),
  ],

  ["de", "Besucher nach Quelle im letzten Monat", ask("visitors", lastMonth, { by: "source" })],
  ["de", "Woher kamen unsere Besucher diese Woche?", ask("visitors", thisWeek, { by: "source" })],
  [
    "de",
    "Top 5 Seiten nach Seitenaufrufen in den letzten 30 Tagen",
    ask("pageViews", lastDays(30), { by: "page", top: 5 }),
  ],
  [
    "de",
    "Welche Kampagne hat in diesem Quartal die meisten Demoanfragen gebracht?",
    ask("demoRequests", thisQuarter, { by: "campaign", top: 1 }),
  ],
  ["de", "Demoanfragen nach Sprache in diesem Jahr", ask("demoRequests", thisYear, { by: "language" })],
  ["de", "Besucher pro Gerät gestern", ask("visitors", yesterday, { by: "device" })],
  [
    "de",
    "Was waren diesen Monat unsere drei wichtigsten Einstiegsseiten?",
    ask("visitors", thisMonth, { by: "entryPage", top: 3 }),
  ],
  ["de", "Conversion Rate je Quelle im Vormonat", ask("conversionRate", lastMonth, { by: "source" })],
  [
    "de",
    "Welche Quelle hat letzte Woche die meisten Besucher gebracht?",
    ask("visitors", lastWeek, { by: "source", top: 1 }),
  ],
  ["de", "Seitenaufrufe pro Seite letzte Woche", ask("pageViews", lastWeek, { by: "page" })],
  ["de", "Schlüssel mir die Besucher dieses Monats nach Sprache auf", ask("visitors", thisMonth, { by: "language" })],
  ["de", "Top 10 Referrer der letzten 90 Tage", ask("visitors", lastDays(90), { by: "source", top: 10 })],
  ["de", "Meistgesehene Seiten in diesem Jahr", ask("pageViews", thisYear, { by: "page", ranked: true })],
  [
    "de",
    "LinkedIn-Besucher nach Einstiegsseite im letzten Monat",
    ask("visitors", lastMonth, { by: "entryPage", where: [linkedIn] }),
  ],
  [
    "de",
    "Wie verteilen sich die deutschsprachigen Besucher diesen Monat auf die Geräte?",
    ask("visitors", thisMonth, { by: "device", where: [is("language", "de")] }),
  ],
  [
    "de",
    "Demoanfragen je Kampagne seit März",
    ask("demoRequests", { relative: "sinceMonth", month: 3 }, { by: "campaign" }),
  ],
  [
    "de",
    "Welches Gerät hatte dieses Jahr die beste Conversion-Rate?",
    ask("conversionRate", thisYear, { by: "device", top: 1 }),
  ],
];

const trends: Entry[] = [
  ["en", "Visitors per day last week", ask("visitors", lastWeek, { every: "day" })],
  ["en", "Daily page views over the last 14 days", ask("pageViews", lastDays(14), { every: "day" })],
  ["en", "Weekly visitors since {monthName:-3}", ask("visitors", sinceMonthsAgo(3), { every: "week" })],
  ["en", "Monthly demo requests this year", ask("demoRequests", thisYear, { every: "month" })],
  ["en", "Visitors per hour today", ask("visitors", today, { every: "hour" })],
  ["en", "How many visitors did we have per month last year?", ask("visitors", lastYear, { every: "month" })],
  ["en", "Conversion rate by week this quarter", ask("conversionRate", thisQuarter, { every: "week" })],
  ["en", "LinkedIn visitors per day this month", ask("visitors", thisMonth, { every: "day", where: [linkedIn] })],
  ["en", "Quarterly page views last year", ask("pageViews", lastYear, { every: "quarter" })],
  ["en", "Show me demo requests day by day for the last 30 days", ask("demoRequests", lastDays(30), { every: "day" })],
  [
    "en",
    "Visitors by month over the last 12 months",
    ask("visitors", { relative: "lastNMonths", n: 12 }, { every: "month" }),
  ],
  ["en", "Hourly visitors yesterday", ask("visitors", yesterday, { every: "hour" })],
  ["en", "Visitors per year since {year:-1}", ask("visitors", { relative: "sinceYearsAgo", n: 1 }, { every: "year" })],

  ["de", "Besucher pro Tag letzte Woche", ask("visitors", lastWeek, { every: "day" })],
  ["de", "Tägliche Seitenaufrufe der letzten 14 Tage", ask("pageViews", lastDays(14), { every: "day" })],
  ["de", "Wöchentliche Besucherzahlen seit {monthName:-3}", ask("visitors", sinceMonthsAgo(3), { every: "week" })],
  ["de", "Demoanfragen pro Monat in diesem Jahr", ask("demoRequests", thisYear, { every: "month" })],
  ["de", "Besucher pro Stunde heute", ask("visitors", today, { every: "hour" })],
  ["de", "Wie viele Besucher hatten wir im letzten Jahr pro Monat?", ask("visitors", lastYear, { every: "month" })],
  ["de", "Conversion-Rate pro Woche in diesem Quartal", ask("conversionRate", thisQuarter, { every: "week" })],
  ["de", "LinkedIn-Besucher pro Tag in diesem Monat", ask("visitors", thisMonth, { every: "day", where: [linkedIn] })],
  ["de", "Seitenaufrufe pro Quartal im vergangenen Jahr", ask("pageViews", lastYear, { every: "quarter" })],
  [
    "de",
    "Zeig mir die Demoanfragen der letzten 30 Tage Tag für Tag",
    ask("demoRequests", lastDays(30), { every: "day" }),
  ],
  [
    "de",
    "Besucher nach Monaten in den letzten 12 Monaten",
    ask("visitors", { relative: "lastNMonths", n: 12 }, { every: "month" }),
  ],
  ["de", "Stündliche Besucherzahlen von gestern", ask("visitors", yesterday, { every: "hour" })],
  ["de", "Besucher pro Jahr seit {year:-1}", ask("visitors", { relative: "sinceYearsAgo", n: 1 }, { every: "year" })],
];

const comparisons: Entry[] = [
  ["en", "Visitors this week vs last week", ask("visitors", thisWeek, { vs: lastWeekToDate })],
  ["en", "How do this month's page views compare to last month?", ask("pageViews", thisMonth, { vs: lastMonthToDate })],
  [
    "en",
    "Demo requests last month compared with the month before",
    ask("demoRequests", lastMonth, { vs: monthsAgo(2) }),
  ],
  [
    "en",
    "Visitors in the last 30 days compared to the 30 days before",
    ask("visitors", lastDays(30), { vs: { relative: "previousNDays", n: 30 } }),
  ],
  ["en", "Conversion rate last week versus the week before", ask("conversionRate", lastWeek, { vs: weeksAgo(2) })],
  [
    "en",
    "LinkedIn visitors this month vs last month",
    ask("visitors", thisMonth, { vs: lastMonthToDate, where: [linkedIn] }),
  ],
  ["en", "Did we get more visitors yesterday than the day before?", ask("visitors", yesterday, { vs: daysAgo(2) })],
  [
    "en",
    "Compare this year's demo requests with the same period last year",
    ask("demoRequests", thisYear, { vs: { relative: "lastYearToDate" } }),
  ],
  [
    "en",
    "Visitors by source this week compared with last week",
    ask("visitors", thisWeek, { by: "source", vs: lastWeekToDate }),
  ],
  ["en", "Page views in {monthName:-1} vs {monthName:-2}", ask("pageViews", monthsAgo(1), { vs: monthsAgo(2) })],
  [
    "en",
    "How does this quarter compare to last quarter in visitors?",
    ask("visitors", thisQuarter, { vs: { relative: "lastQuarterToDate" } }),
  ],
  [
    "en",
    "Google visitors last week compared to the week before",
    ask("visitors", lastWeek, { vs: weeksAgo(2), where: [google] }),
  ],

  ["de", "Besucher diese Woche im Vergleich zur Vorwoche", ask("visitors", thisWeek, { vs: lastWeekToDate })],
  [
    "de",
    "Wie stehen die Seitenaufrufe diesen Monat im Vergleich zum Vormonat da?",
    ask("pageViews", thisMonth, { vs: lastMonthToDate }),
  ],
  [
    "de",
    "Demoanfragen im letzten Monat verglichen mit dem Monat davor",
    ask("demoRequests", lastMonth, { vs: monthsAgo(2) }),
  ],
  [
    "de",
    "Besucher der letzten 30 Tage gegenüber den 30 Tagen davor",
    ask("visitors", lastDays(30), { vs: { relative: "previousNDays", n: 30 } }),
  ],
  ["de", "Conversion-Rate letzte Woche vs. vorletzte Woche", ask("conversionRate", lastWeek, { vs: weeksAgo(2) })],
  [
    "de",
    "LinkedIn-Besucher diesen Monat gegenüber letztem Monat",
    ask("visitors", thisMonth, { vs: lastMonthToDate, where: [linkedIn] }),
  ],
  ["de", "Hatten wir gestern mehr Besucher als vorgestern?", ask("visitors", yesterday, { vs: daysAgo(2) })],
  [
    "de",
    "Vergleiche die Demoanfragen dieses Jahr mit dem gleichen Zeitraum im Vorjahr",
    ask("demoRequests", thisYear, { vs: { relative: "lastYearToDate" } }),
  ],
  [
    "de",
    "Besucher nach Quelle diese Woche im Vergleich zur letzten Woche",
    ask("visitors", thisWeek, { by: "source", vs: lastWeekToDate }),
  ],
  ["de", "Seitenaufrufe im {monthName:-1} vs. {monthName:-2}", ask("pageViews", monthsAgo(1), { vs: monthsAgo(2) })],
  [
    "de",
    "Wie schlägt sich dieses Quartal bei den Besuchern gegenüber dem letzten Quartal?",
    ask("visitors", thisQuarter, { vs: { relative: "lastQuarterToDate" } }),
  ],
  [
    "de",
    "Google-Besucher letzte Woche verglichen mit der Woche davor",
    ask("visitors", lastWeek, { vs: weeksAgo(2), where: [google] }),
  ],
];

const hardDates: Entry[] = [
  ["en", "How many visitors did we have on {date:-10:long}?", ask("visitors", daysAgo(10))],
  ["en", "Page views on {date:-3:iso}", ask("pageViews", daysAgo(3))],
  ["en", "Demo requests in {month:-2}", ask("demoRequests", monthsAgo(2))],
  [
    "en",
    "Visitors between {date:-20:dayMonth} and {date:-13:dayMonth}",
    ask("visitors", { relative: "betweenDaysAgo", from: 20, to: 13 }),
  ],
  ["en", "How many visitors did we have in calendar week {week:-2}?", ask("visitors", weeksAgo(2))],
  ["en", "Visitors from LinkedIn on {date:-5:long}", ask("visitors", daysAgo(5), { where: [linkedIn] })],
  ["en", "Visitors in {year:-1}", ask("visitors", { relative: "yearsAgo", n: 1 })],
  [
    "en",
    "How many demo requests have we had since {date:-45:long}?",
    ask("demoRequests", { relative: "sinceDaysAgo", n: 45 }),
  ],
  ["en", "Page views in {quarter:-1}", ask("pageViews", { relative: "quartersAgo", n: 1 })],
  [
    "en",
    "How many visitors did we have in January?",
    ask("visitors", { relative: "month", month: 1, mostRecent: true }),
  ],
  ["en", "Leads received in {month:-1}", ask("leads", monthsAgo(1))],

  ["de", "Wie viele Besucher hatten wir am {date:-10:long}?", ask("visitors", daysAgo(10))],
  ["de", "Seitenaufrufe am {date:-3:numeric}", ask("pageViews", daysAgo(3))],
  ["de", "Demoanfragen im {month:-2}", ask("demoRequests", monthsAgo(2))],
  [
    "de",
    "Besucher vom {date:-20:dayMonth} bis zum {date:-13:dayMonth}",
    ask("visitors", { relative: "betweenDaysAgo", from: 20, to: 13 }),
  ],
  ["de", "Wie viele Besucher hatten wir in KW {week:-2}?", ask("visitors", weeksAgo(2))],
  ["de", "LinkedIn-Besucher am {date:-5:numeric}", ask("visitors", daysAgo(5), { where: [linkedIn] })],
  ["de", "Besucher im Jahr {year:-1}", ask("visitors", { relative: "yearsAgo", n: 1 })],
  [
    "de",
    "Wie viele Demoanfragen gab es seit dem {date:-45:long}?",
    ask("demoRequests", { relative: "sinceDaysAgo", n: 45 }),
  ],
  ["de", "Seitenaufrufe in {quarter:-1}", ask("pageViews", { relative: "quartersAgo", n: 1 })],
  [
    "de",
    "Wie viele Besucher hatten wir im Januar?",
    ask("visitors", { relative: "month", month: 1, mostRecent: true }),
  ],
  ["de", "Leads, die im {month:-1} eingegangen sind", ask("leads", monthsAgo(1))],
];

const spoken: Entry[] = [
  ["en", "how many ppl came from linkedin last week", ask("visitors", lastWeek, { where: [linkedIn] })],
  ["en", "visiters yesterday", ask("visitors", yesterday)],
  ["en", "pageviews this month", ask("pageViews", thisMonth)],
  ["en", "conversoin rate last month", ask("conversionRate", lastMonth)],
  ["en", "so like how many demo requests did we get this week", ask("demoRequests", thisWeek)],
  ["en", "traffic from google today", ask("visitors", today, { where: [google] })],
  ["en", "whats the top source this month", ask("visitors", thisMonth, { by: "source", top: 1 })],
  ["en", "visitors per day last wk", ask("visitors", lastWeek, { every: "day" })],
  ["en", "anyone on the site rn", ask("visitorsNow", null)],
  ["en", "leads this week??", ask("leads", thisWeek)],
  ["en", "hw many leads r unassigned", ask("leads", null, { where: [unassigned] })],
  [
    "en",
    "linkedin vs google visitors last month",
    ask("visitors", lastMonth, { by: "source", where: [is("source", "LinkedIn", "Google")] }),
  ],
  ["en", "demo reqs from lnkd.in last 7 days", ask("demoRequests", lastDays(7), { where: [is("source", "lnkd.in")] })],

  ["de", "wie viele leute kamen letzte woche von linkedin", ask("visitors", lastWeek, { where: [linkedIn] })],
  ["de", "besucher gestern", ask("visitors", yesterday)],
  ["de", "seitenaufrufe diesen monat", ask("pageViews", thisMonth)],
  ["de", "conversion rate lezten monat", ask("conversionRate", lastMonth)],
  ["de", "wieviele demoanfragen hatten wir diese woche", ask("demoRequests", thisWeek)],
  ["de", "Visitors aus Google heute", ask("visitors", today, { where: [google] })],
  ["de", "was ist die top quelle diesen monat", ask("visitors", thisMonth, { by: "source", top: 1 })],
  ["de", "besucher pro tag letze woche", ask("visitors", lastWeek, { every: "day" })],
  ["de", "is grad jemand auf der seite", ask("visitorsNow", null)],
  ["de", "leads diese woche??", ask("leads", thisWeek)],
  ["de", "wie viele leads sind unassigned", ask("leads", null, { where: [unassigned] })],
  [
    "de",
    "linkedin vs google besucher letzten monat",
    ask("visitors", lastMonth, { by: "source", where: [is("source", "LinkedIn", "Google")] }),
  ],
  ["de", "page views von der doku gestern", ask("pageViews", yesterday, { where: [is("page", "documentation")] })],
];

const leads: Entry[] = [
  ["en", "How many new leads do we have?", ask("leads", null, { where: [is("status", "new")] })],
  ["en", "How many leads came in this month?", ask("leads", thisMonth)],
  ["en", "Leads from last week by status", ask("leads", lastWeek, { by: "status" })],
  ["en", "How many leads don't have an owner?", ask("leads", null, { where: [unassigned] })],
  ["en", "How many of my leads are still new?", ask("leads", null, { where: [mine, is("status", "new")] })],
  ["en", "How many leads do I have?", ask("leads", null, { where: [mine] }), "sales"],
  [
    "en",
    "How many of the leads from {monthName:-1} are qualified?",
    ask("leads", monthsAgo(1), { where: [is("status", "qualified")] }),
  ],
  ["en", "Leads per owner", ask("leads", null, { by: "owner" })],
  ["en", "How many leads does Ben have?", ask("leads", null, { where: [is("owner", BEN)] })],
  ["en", "How many German leads did we get this year?", ask("leads", thisYear, { where: [is("language", "de")] })],
  ["en", "How many leads are not closed yet?", ask("leads", null, { where: [isNot("status", "closed")] })],
  ["en", "Weekly leads since {monthName:-2}", ask("leads", sinceMonthsAgo(2), { every: "week" })],
  ["en", "How many unassigned leads are still new?", ask("leads", null, { where: [unassigned, is("status", "new")] })],
  ["en", "Leads by language this quarter", ask("leads", thisQuarter, { by: "language" })],
  [
    "en",
    "Who has the most qualified leads?",
    ask("leads", null, { by: "owner", where: [is("status", "qualified")], top: 1 }),
  ],
  ["en", "How many leads did we receive yesterday?", ask("leads", yesterday)],
  ["en", "Number of leads in the last 30 days", ask("leads", lastDays(30))],
  ["en", "How many leads are assigned to someone?", ask("leads", null, { where: [assigned] })],
  ["en", "How many English leads are unassigned?", ask("leads", null, { where: [is("language", "en"), unassigned] })],
  [
    "en",
    "How many contacted leads do I have?",
    ask("leads", null, { where: [mine, is("status", "contacted")] }),
    "sales",
  ],

  ["de", "Wie viele neue Leads haben wir?", ask("leads", null, { where: [is("status", "new")] })],
  ["de", "Wie viele Leads sind diesen Monat reingekommen?", ask("leads", thisMonth)],
  ["de", "Leads der letzten Woche nach Status", ask("leads", lastWeek, { by: "status" })],
  ["de", "Wie viele Leads sind ohne Besitzer?", ask("leads", null, { where: [unassigned] })],
  ["de", "Wie viele meiner Leads sind noch neu?", ask("leads", null, { where: [mine, is("status", "new")] })],
  ["de", "Wie viele Leads habe ich?", ask("leads", null, { where: [mine] }), "sales"],
  [
    "de",
    "Wie viele qualifizierte Leads kamen im {monthName:-1} rein?",
    ask("leads", monthsAgo(1), { where: [is("status", "qualified")] }),
  ],
  ["de", "Wie viele Leads hat jeder im Team?", ask("leads", null, { by: "owner" })],
  ["de", "Wie viele Leads hat Clara?", ask("leads", null, { where: [is("owner", CLARA)] })],
  [
    "de",
    "Wie viele deutschsprachige Leads gab es dieses Jahr?",
    ask("leads", thisYear, { where: [is("language", "de")] }),
  ],
  ["de", "Wie viele Leads sind noch nicht erledigt?", ask("leads", null, { where: [isNot("status", "closed")] })],
  ["de", "Leads pro Woche seit {monthName:-2}", ask("leads", sinceMonthsAgo(2), { every: "week" })],
  [
    "de",
    "Wie viele Leads sind niemandem zugewiesen und noch neu?",
    ask("leads", null, { where: [unassigned, is("status", "new")] }),
  ],
  ["de", "Leads nach Sprache in diesem Quartal", ask("leads", thisQuarter, { by: "language" })],
  [
    "de",
    "Wer hat die meisten qualifizierten Leads?",
    ask("leads", null, { by: "owner", where: [is("status", "qualified")], top: 1 }),
  ],
  ["de", "Wie viele Leads kamen gestern rein?", ask("leads", yesterday)],
  ["de", "Anzahl der Leads in den letzten 30 Tagen", ask("leads", lastDays(30))],
  ["de", "Wie viele Leads sind jemandem zugewiesen?", ask("leads", null, { where: [assigned] })],
  [
    "de",
    "Wie viele englischsprachige Leads haben noch keinen Besitzer?",
    ask("leads", null, { where: [is("language", "en"), unassigned] }),
  ],
  [
    "de",
    "Wie viele kontaktierte Leads habe ich?",
    ask("leads", null, { where: [mine, is("status", "contacted")] }),
    "sales",
  ],
];

const ambiguous: Entry[] = [
  ["en", "How many requests did we get last week?", clarify],
  ["en", "How many inquiries came in this month?", clarify],
  ["en", "How did we do last month?", clarify],
  ["en", "Show me LinkedIn", clarify],
  ["en", "How many did we have yesterday?", clarify],
  ["en", "numbers for the newsletter", clarify],

  ["de", "Wie viele Anfragen hatten wir letzte Woche?", clarify],
  ["de", "Anfragen diesen Monat", clarify],
  ["de", "Wie lief der letzte Monat?", clarify],
  ["de", "Zeig mir LinkedIn", clarify],
  ["de", "Wie viele waren es gestern?", clarify],
  ["de", "Zahlen zum Newsletter", clarify],
];

const mustRefuse: Entry[] = [
  ["en", "What was our revenue last quarter?", refused("out_of_scope")],
  ["en", "What's the weather like in Hamburg?", refused("out_of_scope")],
  ["en", "Write a follow-up email to our newest lead", refused("out_of_scope")],
  ["en", "What's our bounce rate this month?", refused("not_measured")],
  ["en", "Average time on page for the documentation last week", refused("not_measured")],
  ["en", "How long do visitors stay on the site on average?", refused("not_measured")],
  ["en", "How many returning visitors did we have last month?", refused("not_measured")],
  ["en", "Which countries do our visitors come from?", refused("not_measured")],
  ["en", "Which companies came from LinkedIn?", refused("not_linkable")],
  ["en", "How many leads came from the newsletter campaign?", refused("not_linkable")],
  ["en", "Which leads visited the careers page?", refused("not_linkable")],
  ["en", "How many visitors will we have next week?", refused("future")],
  ["en", "Page views on {date:+7:long}", refused("future")],
  ["en", "Demo requests next month", refused("future")],
  ["en", "How many zorbles did we get last week?", refused("unknown_term")],
  ["en", "Show me the flimflam ratio for LinkedIn", refused("unknown_term")],

  ["de", "Wie hoch war unser Umsatz im letzten Quartal?", refused("out_of_scope")],
  ["de", "Wie ist das Wetter in Hamburg?", refused("out_of_scope")],
  ["de", "Schreib eine Antwortmail an den neuesten Lead", refused("out_of_scope")],
  ["de", "Wie hoch ist die Absprungrate diesen Monat?", refused("not_measured")],
  ["de", "Durchschnittliche Verweildauer auf der Doku letzte Woche", refused("not_measured")],
  ["de", "Wie lange bleiben Besucher im Schnitt auf der Website?", refused("not_measured")],
  ["de", "Wie viele wiederkehrende Besucher hatten wir letzten Monat?", refused("not_measured")],
  ["de", "Aus welchen Ländern kommen unsere Besucher?", refused("not_measured")],
  ["de", "Welche Firmen kamen über LinkedIn?", refused("not_linkable")],
  ["de", "Wie viele Leads hat die Newsletter-Kampagne gebracht?", refused("not_linkable")],
  ["de", "Welche Leads haben sich die Karriereseite angesehen?", refused("not_linkable")],
  ["de", "Wie viele Besucher werden wir nächste Woche haben?", refused("future")],
  ["de", "Seitenaufrufe am {date:+7:long}", refused("future")],
  ["de", "Demoanfragen im nächsten Monat", refused("future")],
  ["de", "Wie viele Schnurpsel hatten wir letzte Woche?", refused("unknown_term")],
  ["de", "Zeig mir die Blubberquote für LinkedIn", refused("unknown_term")],
];

const roles: Entry[] = [
  ["en", "How many leads came in this week?", refused("not_permitted"), "editor"],
  ["en", "How many new leads do we have?", refused("not_permitted"), "editor"],
  ["en", "Leads by owner", refused("not_permitted"), "editor"],
  ["en", "How many leads are assigned to me?", refused("not_permitted"), "editor"],
  ["en", "How many German leads did we get this month?", refused("not_permitted"), "editor"],
  ["en", "Which leads are unassigned?", refused("not_permitted"), "editor"],
  // The same role may see the statistics, and sales may see the leads: no refusal there.
  ["en", "How many demo requests this week?", ask("demoRequests", thisWeek), "editor"],
  ["en", "Visitors from LinkedIn last month", ask("visitors", lastMonth, { where: [linkedIn] }), "editor"],
  ["en", "How many leads came in this week?", ask("leads", thisWeek), "sales"],

  ["de", "Wie viele Leads kamen diese Woche rein?", refused("not_permitted"), "editor"],
  ["de", "Wie viele neue Leads haben wir?", refused("not_permitted"), "editor"],
  ["de", "Leads nach Zuständigkeit", refused("not_permitted"), "editor"],
  ["de", "Wie viele Leads sind mir zugewiesen?", refused("not_permitted"), "editor"],
  ["de", "Wie viele deutschsprachige Leads diesen Monat?", refused("not_permitted"), "editor"],
  ["de", "Welche Leads haben keinen Besitzer?", refused("not_permitted"), "editor"],
  ["de", "Wie viele Demoanfragen diese Woche?", ask("demoRequests", thisWeek), "editor"],
  ["de", "LinkedIn-Besucher im letzten Monat", ask("visitors", lastMonth, { where: [linkedIn] }), "editor"],
  ["de", "Wie viele Leads kamen diese Woche rein?", ask("leads", thisWeek), "sales"],
];

const byGroup: Record<Group, Entry[]> = {
  totals,
  breakdowns,
  trends,
  comparisons,
  hardDates,
  spoken,
  leads,
  ambiguous,
  mustRefuse,
  roles,
};

/** Questions by group, numbered within their group and language (`totals-de-03`): keep the order to keep the ids. */
export function numbered(byGroup: Record<Group, Entry[]>, prefix = ""): Question[] {
  return groups.flatMap((group) => {
    const counters: Record<Lang, number> = { en: 0, de: 0 };
    return byGroup[group].map(([lang, q, expect, role]) => ({
      id: `${prefix}${group}-${lang}-${String(++counters[lang]).padStart(2, "0")}`,
      lang,
      group,
      ...(role ? { role } : {}),
      q,
      expect,
    }));
  });
}

/** Every question the engine was tuned on. */
export const questions: Question[] = numbered(byGroup);
