/**
 * A sixth evaluation set for Ask (issue 45), written blind: questions.ts was tuned on, and the fresh, blind, unseen
 * and fifth sets have all been used to improve the parser since, so none of them is held out any more. These were
 * written from docs/ask.md, query.ts, dates.ts and the conventions in questions.ts's header only, without the
 * parser's code, word lists or tests and without any answer of the engine (to these or to any other set), and
 * nobody tunes on them: `npm run eval:ask -- --set=sixth` is run once, at the end, for the figure to quote. Do not
 * change the engine to fit them, and do not change them to fit the engine.
 *
 * Other voices than the earlier sets' (none of their questions is repeated; questions.test.ts checks it): a
 * managing director dictating to a phone in one long breath (lower case, no punctuation, a greeting or a "danke" in
 * it), a marketing agency contact ("traffic", "conversions", "drive", "landing page" / "Landingpage" for the page a
 * visit landed on), colleagues from Austria and Switzerland ("heuer", "Jänner", "Servus", "Grüss Gott", "Grüezi"),
 * commands ("Give me …", "List …", "Count …", "Zeig mir …", "Liste …", "Vergleiche …"), polite frames ("Could you
 * tell me …", "Können Sie mir sagen …", "Sagen Sie mir …"), the figure asked last ("Last week, from Xing, how many
 * visitors?"), negations docs/ask.md settles ("not coming from Google", "nicht über Google", "neither … nor",
 * "weder … noch"), numbers as words and digits, German compounds ("Direktbesucher", "Smartphone-Nutzer" and
 * "Handynutzer" beside a figure, "Dokumentationsseite", "Referrer-Seite"), one typing error in a word here and
 * there (swapped letters too; a calendar unit only right after a determiner), a verb of change beside a comparison,
 * and hard dates in German and English formats (ISO, "13.11.2026", "November 24, 2026", "24. November 2026", "18
 * November" a few days back, week numbers, "Q3 2026" with its year, "Jänner").
 *
 * Left out because docs/ask.md and the conventions leave their answer open: weekdays ("Samstag", "Sonnabend",
 * "last Monday"), "mobile", marketing words docs/ask.md does not define ("Reichweite", "Funnel", "Leadgen",
 * "sessions", "impressions", "channel" / "Kanal"), visitors of campaigns without a campaign named
 * ("Kampagnenbesucher"), "users" / "Nutzer" as a figure on their own, English fillers ("um", "uh", "okay so"),
 * "the worst" (docs/ask.md lists it among the ranks from the top), English day numbers in digits (3/11: day or
 * month first?), a quarter without its year, a trend or "developed" without a grain, "the past week",
 * "fortnight", a share of one filtered count, "per visitor", a rank with nothing to rank, a brand that is no group
 * of referring hosts ("GitHub" without ".com"), traffic a campaign drove "to" a page (the page or the entry page?),
 * "seit Jahresbeginn" / "year to date", and leads "closed this week" (received or closed then?).
 */
import type { Measure } from "#app/lib/ask/query.ts";
import type { DateSpec } from "./dates.ts";
import {
  ANNA,
  ask,
  assigned,
  BEN,
  bing,
  CLARA,
  clarify,
  daysAgo,
  desktop,
  direct,
  google,
  is,
  isNot,
  lastDays,
  lastMonth,
  lastMonthToDate,
  lastWeek,
  lastWeekToDate,
  linkedIn,
  mine,
  monthsAgo,
  newsletter,
  numbered,
  phone,
  refused,
  sinceMonthsAgo,
  tablet,
  thisMonth,
  thisQuarter,
  thisWeek,
  thisYear,
  today,
  unassigned,
  weeksAgo,
  xing,
  yesterday,
  type Entry,
  type Expectation,
  type Group,
  type Question,
} from "./questions.ts";

// Periods the shared builders do not name; their meaning is dates.ts's.
const lastQuarter: DateSpec = { relative: "lastQuarter" };
const lastYearSoFar: DateSpec = { relative: "lastYearToDate" };
const weeksBack = (n: number): DateSpec => ({ relative: "lastNWeeks", n });
const monthsBack = (n: number): DateSpec => ({ relative: "lastNMonths", n });
const daysBefore = (n: number): DateSpec => ({ relative: "previousNDays", n });
const quarterAgo = (n: number): DateSpec => ({ relative: "quartersAgo", n });
const yearAgo = (n: number): DateSpec => ({ relative: "yearsAgo", n });
const fromDaysAgo = (n: number): DateSpec => ({ relative: "sinceDaysAgo", n });
const fromYearsAgo = (n: number): DateSpec => ({ relative: "sinceYearsAgo", n });
const since = (month: number): DateSpec => ({ relative: "sinceMonth", month });
const inMonth = (month: number): DateSpec => ({ relative: "month", month, mostRecent: true });
const span = (from: number, to: number): DateSpec => ({ relative: "betweenDaysAgo", from, to });

const german = is("language", "de");
const english = is("language", "en");
const launch = is("campaign", "launch");
const retargeting = is("campaign", "retargeting");
const page = (id: string) => is("page", id);
const entry = (id: string) => is("entryPage", id);
const status = (value: "new" | "contacted" | "qualified" | "closed") => is("status", value);
/** "Open", "offen", "unerledigt", "not closed": every status but closed (docs/ask.md). */
const open = isNot("status", "closed");

/** "Bottom 3", "the fewest", "die wenigsten", "am seltensten": the ranking `ask` states, least first. */
function bottom(measure: Measure, when: DateSpec | null, shape: NonNullable<Parameters<typeof ask>[2]>): Expectation {
  const expectation = ask(measure, when, shape);
  if (expectation.status !== "answered") return expectation;
  return { ...expectation, query: { ...expectation.query, order: [[measure, "asc"]] } };
}

// ----- The questions, by group -----

const totals: Entry[] = [
  ["en", "Give me the visitor count for yesterday.", ask("visitors", yesterday)],
  [
    "en",
    "Could you tell me how many page views the documentation had this week?",
    ask("pageViews", thisWeek, { where: [page("documentation")] }),
  ],
  ["en", "Last week, from Xing, how many visitors?", ask("visitors", lastWeek, { where: [xing] })],
  ["en", "Total traffic so far this month", ask("visitors", thisMonth)],
  [
    "en",
    "How many conversions did Bing bring us in the last fourteen days?",
    ask("demoRequests", lastDays(14), { where: [bing] }),
  ],
  [
    "en",
    "Tell me the conversion rate of tablet visitors this quarter.",
    ask("conversionRate", thisQuarter, { where: [tablet] }),
  ],
  ["en", "Give me the number of visitors online at this moment", ask("visitorsNow", null)],
  ["en", "Demo requests from people on a phone last month", ask("demoRequests", lastMonth, { where: [phone] })],
  [
    "en",
    "How many visitors did the launch campaign bring in during the last 60 days?",
    ask("visitors", lastDays(60), { where: [launch] }),
  ],
  [
    "en",
    "How many direct visitors did we have the day before yesterday?",
    ask("visitors", daysAgo(2), { where: [direct] }),
  ],
  [
    "en",
    "Page views of the careers page in the last 7 days, please",
    ask("pageViews", lastDays(7), { where: [page("careers")] }),
  ],
  ["en", "How many visitors landed on the homepage today?", ask("visitors", today, { where: [entry("home")] })],
  ["en", "How many visitors came in via LinkedIn this year?", ask("visitors", thisYear, { where: [linkedIn] })],
  ["en", "How many visitors in English did we get last month?", ask("visitors", lastMonth, { where: [english] })],
  [
    "en",
    "How many visitors not coming from Google did we have this week?",
    ask("visitors", thisWeek, { where: [isNot("source", "Google")] }),
  ],
  [
    "en",
    "Visitors referred by github.com this month",
    ask("visitors", thisMonth, { where: [is("source", "github.com")] }),
  ],
  ["en", "Google vistors yesterday, how many?", ask("visitors", yesterday, { where: [google] })],
  ["en", "This month, on tablets, the page views?", ask("pageViews", thisMonth, { where: [tablet] })],
  [
    "en",
    "Visitors from neither Bing nor Xing last month",
    ask("visitors", lastMonth, { where: [isNot("source", "Bing", "Xing")] }),
  ],
  [
    "en",
    "How many conversions did the retargeting campaign drive last month?",
    ask("demoRequests", lastMonth, { where: [retargeting] }),
  ],

  ["de", "Zeig mir die Besucherzahl von gestern.", ask("visitors", yesterday)],
  [
    "de",
    "Können Sie mir sagen, wie oft die Karriereseite diese Woche aufgerufen wurde?",
    ask("pageViews", thisWeek, { where: [page("careers")] }),
  ],
  ["de", "Letzte Woche, über Xing, wie viele Besucher?", ask("visitors", lastWeek, { where: [xing] })],
  ["de", "Wie viel Traffic hatten wir heuer bisher?", ask("visitors", thisYear)],
  [
    "de",
    "Wie viele Conversions hat uns Bing in den letzten vierzehn Tagen gebracht?",
    ask("demoRequests", lastDays(14), { where: [bing] }),
  ],
  [
    "de",
    "Conversion-Rate der Desktop-Besucher in diesem Quartal",
    ask("conversionRate", thisQuarter, { where: [desktop] }),
  ],
  ["de", "Grüezi, wie viele Leute sind jetzt gerade online?", ask("visitorsNow", null)],
  ["de", "Demoanfragen von Smartphone-Nutzern im letzten Monat", ask("demoRequests", lastMonth, { where: [phone] })],
  [
    "de",
    "Wie viele Besucher hat die Launch-Kampagne in den letzten 60 Tagen gebracht?",
    ask("visitors", lastDays(60), { where: [launch] }),
  ],
  ["de", "Direktbesucher vorgestern, wie viele waren das?", ask("visitors", daysAgo(2), { where: [direct] })],
  [
    "de",
    "Seitenaufrufe der Dokumentationsseite in den letzten sieben Tagen",
    ask("pageViews", lastDays(7), { where: [page("documentation")] }),
  ],
  [
    "de",
    "Wie viele Besucher sind heute auf der Startseite eingestiegen?",
    ask("visitors", today, { where: [entry("home")] }),
  ],
  ["de", "Wie viele Besucher hat uns LinkedIn heuer gebracht?", ask("visitors", thisYear, { where: [linkedIn] })],
  ["de", "Wie viele Besucher auf Englisch hatten wir letzten Monat?", ask("visitors", lastMonth, { where: [english] })],
  [
    "de",
    "Wie viele Besucher, die nicht über Google kamen, hatten wir diese Woche?",
    ask("visitors", thisWeek, { where: [isNot("source", "Google")] }),
  ],
  ["de", "Besucher von github.com diesen Monat", ask("visitors", thisMonth, { where: [is("source", "github.com")] })],
  ["de", "Wie viele Besucehr hat uns Google gestern geschickt?", ask("visitors", yesterday, { where: [google] })],
  ["de", "Diesen Monat, auf Tablets, die Seitenaufrufe?", ask("pageViews", thisMonth, { where: [tablet] })],
  [
    "de",
    "Besucher, die weder über Bing noch über Xing kamen, im letzten Monat",
    ask("visitors", lastMonth, { where: [isNot("source", "Bing", "Xing")] }),
  ],
  [
    "de",
    "Wie viele Conversions hat die Retargeting-Kampagne im letzten Monat gebracht?",
    ask("demoRequests", lastMonth, { where: [retargeting] }),
  ],
];

const breakdowns: Entry[] = [
  [
    "en",
    "List the top 5 referring sites by visitors for last month.",
    ask("visitors", lastMonth, { by: "source", top: 5 }),
  ],
  [
    "en",
    "This quarter, which campaign drove the most conversions?",
    ask("demoRequests", thisQuarter, { by: "campaign", top: 1 }),
  ],
  ["en", "Give me page views by page for the last 30 days", ask("pageViews", lastDays(30), { by: "page" })],
  ["en", "Visitors broken down by device, this week", ask("visitors", thisWeek, { by: "device" })],
  [
    "en",
    "Which entry page had the lowest conversion rate this year?",
    bottom("conversionRate", thisYear, { by: "entryPage", top: 1 }),
  ],
  ["en", "List the 3 least viewed pages of last week", bottom("pageViews", lastWeek, { by: "page", top: 3 })],
  [
    "en",
    "How did our visitors split by language in the last 90 days?",
    ask("visitors", lastDays(90), { by: "language" }),
  ],
  ["en", "Segmented by referring site: demo requests yesterday", ask("demoRequests", yesterday, { by: "source" })],
  [
    "en",
    "What were the three most visited pages on phones this month?",
    ask("visitors", thisMonth, { by: "page", where: [phone], top: 3 }),
  ],
  ["en", "Conversion rate per device for the last 60 days", ask("conversionRate", lastDays(60), { by: "device" })],
  [
    "en",
    "Top 2 campaigns by traffic since {monthName:-3}",
    ask("visitors", sinceMonthsAgo(3), { by: "campaign", top: 2 }),
  ],
  [
    "en",
    "Last week, which referring site sent the fewest visitors?",
    bottom("visitors", lastWeek, { by: "source", top: 1 }),
  ],
  [
    "en",
    "Entry pages of Google visitors this month, sorted by visitors",
    ask("visitors", thisMonth, { by: "entryPage", where: [google], ranked: true }),
  ],
  ["en", "Landing pages by demo requests, last quarter", ask("demoRequests", lastQuarter, { by: "entryPage" })],
  ["en", "converison rate by device yesterday", ask("conversionRate", yesterday, { by: "device" })],

  [
    "de",
    "Zeig mir die Top 5 Quellen nach Besuchern im letzten Monat",
    ask("visitors", lastMonth, { by: "source", top: 5 }),
  ],
  [
    "de",
    "Dieses Quartal, welche Kampagne brachte die meisten Conversions?",
    ask("demoRequests", thisQuarter, { by: "campaign", top: 1 }),
  ],
  ["de", "Seitenaufrufe je Seite in den letzten 30 Tagen", ask("pageViews", lastDays(30), { by: "page" })],
  ["de", "Besucher diese Woche, aufgeschlüsselt nach Gerät", ask("visitors", thisWeek, { by: "device" })],
  [
    "de",
    "Welche Einstiegsseite hatte heuer die niedrigste Conversion-Rate?",
    bottom("conversionRate", thisYear, { by: "entryPage", top: 1 }),
  ],
  ["de", "Die 3 am seltensten aufgerufenen Seiten letzte Woche", bottom("pageViews", lastWeek, { by: "page", top: 3 })],
  [
    "de",
    "Wie verteilen sich die Besucher der letzten 90 Tage nach Sprache?",
    ask("visitors", lastDays(90), { by: "language" }),
  ],
  ["de", "Demoanfragen von gestern nach Referrer-Seite", ask("demoRequests", yesterday, { by: "source" })],
  [
    "de",
    "Die drei meistbesuchten Seiten auf dem Handy diesen Monat",
    ask("visitors", thisMonth, { by: "page", where: [phone], top: 3 }),
  ],
  ["de", "Conversion-Rate pro Gerät in den letzten 60 Tagen", ask("conversionRate", lastDays(60), { by: "device" })],
  [
    "de",
    "Top 2 Kampagnen nach Traffic seit {monthName:-3}",
    ask("visitors", sinceMonthsAgo(3), { by: "campaign", top: 2 }),
  ],
  [
    "de",
    "Letzte Woche: Welche Quelle schickte uns die wenigsten Besucher?",
    bottom("visitors", lastWeek, { by: "source", top: 1 }),
  ],
  [
    "de",
    "Einstiegsseiten der Google-Besucher diesen Monat, nach Besucherzahl",
    ask("visitors", thisMonth, { by: "entryPage", where: [google], ranked: true }),
  ],
  ["de", "Landingpages nach Demoanfragen im letzten Quartal", ask("demoRequests", lastQuarter, { by: "entryPage" })],
  ["de", "Conversion-Rate nach Geärt gestern", ask("conversionRate", yesterday, { by: "device" })],
];

const trends: Entry[] = [
  ["en", "Show me visitors day by day for the last two weeks", ask("visitors", weeksBack(2), { every: "day" })],
  ["en", "Give me weekly demo requests for this quarter", ask("demoRequests", thisQuarter, { every: "week" })],
  ["en", "How have page views developed month by month this year?", ask("pageViews", thisYear, { every: "month" })],
  ["en", "Hourly visitors for today", ask("visitors", today, { every: "hour" })],
  ["en", "Traffic per hour on {date:-2:long}", ask("visitors", daysAgo(2), { every: "hour" })],
  [
    "en",
    "Give me the monthly conversion rate for the last six months",
    ask("conversionRate", monthsBack(6), { every: "month" }),
  ],
  [
    "en",
    "Week by week since {monthName:-2}, how many LinkedIn visitors?",
    ask("visitors", sinceMonthsAgo(2), { every: "week", where: [linkedIn] }),
  ],
  [
    "en",
    "Show the daily page views of the blog this month",
    ask("pageViews", thisMonth, { every: "day", where: [page("blog")] }),
  ],
  ["en", "Show me visitors quarter by quarter since {year:-1}", ask("visitors", fromYearsAgo(1), { every: "quarter" })],
  [
    "en",
    "Trend of demo requests from phones, per week, over the last 8 weeks",
    ask("demoRequests", weeksBack(8), { every: "week", where: [phone] }),
  ],
  ["en", "Leads per month this year", ask("leads", thisYear, { every: "month" })],

  [
    "de",
    "Zeig mir die Besucher Tag für Tag für die letzten zwei Wochen",
    ask("visitors", weeksBack(2), { every: "day" }),
  ],
  [
    "de",
    "Zeig mir die Demoanfragen Woche für Woche in diesem Quartal",
    ask("demoRequests", thisQuarter, { every: "week" }),
  ],
  [
    "de",
    "Wie haben sich die Seitenaufrufe heuer von Monat zu Monat entwickelt?",
    ask("pageViews", thisYear, { every: "month" }),
  ],
  ["de", "Besucher stündlich, heute", ask("visitors", today, { every: "hour" })],
  ["de", "Traffic pro Stunde am {date:-2:long}", ask("visitors", daysAgo(2), { every: "hour" })],
  [
    "de",
    "Conversion-Rate pro Monat über die letzten sechs Monate",
    ask("conversionRate", monthsBack(6), { every: "month" }),
  ],
  [
    "de",
    "Woche für Woche seit {monthName:-2}: Wie viele LinkedIn-Besucher?",
    ask("visitors", sinceMonthsAgo(2), { every: "week", where: [linkedIn] }),
  ],
  [
    "de",
    "Tägliche Seitenaufrufe des Blogs in diesem Monat",
    ask("pageViews", thisMonth, { every: "day", where: [page("blog")] }),
  ],
  ["de", "Besucher nach Quartalen seit {year:-1}", ask("visitors", fromYearsAgo(1), { every: "quarter" })],
  [
    "de",
    "Verlauf der Demoanfragen vom Handy, wöchentlich, in den letzten 8 Wochen",
    ask("demoRequests", weeksBack(8), { every: "week", where: [phone] }),
  ],
  ["de", "Leads pro Monat heuer", ask("leads", thisYear, { every: "month" })],
];

const comparisons: Entry[] = [
  ["en", "Visitors so far this month vs last month, please", ask("visitors", thisMonth, { vs: lastMonthToDate })],
  [
    "en",
    "Did we get more demo requests this year than last year?",
    ask("demoRequests", thisYear, { vs: lastYearSoFar }),
  ],
  ["en", "Compare yesterday's page views with the same day last week", ask("pageViews", yesterday, { vs: daysAgo(8) })],
  [
    "en",
    "How has the conversion rate of the last 30 days changed compared with the 30 days before?",
    ask("conversionRate", lastDays(30), { vs: daysBefore(30) }),
  ],
  [
    "en",
    "Last week's LinkedIn visitors compared with the week before",
    ask("visitors", lastWeek, { vs: weeksAgo(2), where: [linkedIn] }),
  ],
  [
    "en",
    "Last month's visitors, LinkedIn versus Xing",
    ask("visitors", lastMonth, { by: "source", where: [is("source", "LinkedIn", "Xing")] }),
  ],
  [
    "en",
    "Compare tablet and desktop by demo requests this year",
    ask("demoRequests", thisYear, { by: "device", where: [is("device", "tablet", "desktop")] }),
  ],
  [
    "en",
    "Which campaign had more visitors last quarter, launch or retargeting?",
    ask("visitors", lastQuarter, { by: "campaign", where: [is("campaign", "launch", "retargeting")] }),
  ],
  ["en", "Were there more visitors today than yesterday?", ask("visitors", today, { vs: yesterday })],
  ["en", "Page views in {month:-1} compared with {month:-2}", ask("pageViews", monthsAgo(1), { vs: monthsAgo(2) })],
  [
    "en",
    "Demo requests in {quarter:-1} versus {quarter:-2}",
    ask("demoRequests", quarterAgo(1), { vs: quarterAgo(2) }),
  ],
  [
    "en",
    "How does the last 7 days' traffic compare with the previous 7 days?",
    ask("visitors", lastDays(7), { vs: daysBefore(7) }),
  ],
  [
    "en",
    "English vs German visitors this week",
    ask("visitors", thisWeek, { by: "language", where: [is("language", "en", "de")] }),
  ],
  [
    "en",
    "Did more demo requests come in yesterday than the day before yesterday?",
    ask("demoRequests", yesterday, { vs: daysAgo(2) }),
  ],
  [
    "en",
    "Conversions from Google this week versus last week",
    ask("demoRequests", thisWeek, { vs: lastWeekToDate, where: [google] }),
  ],

  ["de", "Besucher diesen Monat im Vergleich zum Vormonat", ask("visitors", thisMonth, { vs: lastMonthToDate })],
  ["de", "Hatten wir heuer mehr Demoanfragen als im Vorjahr?", ask("demoRequests", thisYear, { vs: lastYearSoFar })],
  [
    "de",
    "Vergleiche die Seitenaufrufe von gestern mit demselben Tag letzte Woche",
    ask("pageViews", yesterday, { vs: daysAgo(8) }),
  ],
  [
    "de",
    "Wie hat sich die Conversion-Rate der letzten 30 Tage gegenüber den 30 Tagen davor verändert?",
    ask("conversionRate", lastDays(30), { vs: daysBefore(30) }),
  ],
  [
    "de",
    "LinkedIn-Besucher der letzten Woche im Vergleich zur vorletzten",
    ask("visitors", lastWeek, { vs: weeksAgo(2), where: [linkedIn] }),
  ],
  [
    "de",
    "LinkedIn gegen Xing: Besucher im letzten Monat",
    ask("visitors", lastMonth, { by: "source", where: [is("source", "LinkedIn", "Xing")] }),
  ],
  [
    "de",
    "Vergleiche Tablet und Desktop bei den Demoanfragen heuer",
    ask("demoRequests", thisYear, { by: "device", where: [is("device", "tablet", "desktop")] }),
  ],
  [
    "de",
    "Welche Kampagne hatte im letzten Quartal mehr Besucher, Launch oder Retargeting?",
    ask("visitors", lastQuarter, { by: "campaign", where: [is("campaign", "launch", "retargeting")] }),
  ],
  ["de", "Sind heute mehr Besucher gekommen als gestern?", ask("visitors", today, { vs: yesterday })],
  ["de", "Seitenaufrufe im {month:-1} verglichen mit {month:-2}", ask("pageViews", monthsAgo(1), { vs: monthsAgo(2) })],
  [
    "de",
    "Demoanfragen im {quarter:-1} gegenüber {quarter:-2}",
    ask("demoRequests", quarterAgo(1), { vs: quarterAgo(2) }),
  ],
  ["de", "Traffic der letzten 7 Tage gegen die 7 Tage davor", ask("visitors", lastDays(7), { vs: daysBefore(7) })],
  [
    "de",
    "Englisch gegen Deutsch bei den Besuchern diese Woche",
    ask("visitors", thisWeek, { by: "language", where: [is("language", "en", "de")] }),
  ],
  ["de", "Kamen gestern mehr Demoanfragen rein als vorgestern?", ask("demoRequests", yesterday, { vs: daysAgo(2) })],
  [
    "de",
    "Conversions über Google diese Woche gegen letzte Woche",
    ask("demoRequests", thisWeek, { vs: lastWeekToDate, where: [google] }),
  ],
];

const hardDates: Entry[] = [
  ["en", "Visitors between {date:-15:iso} and {date:-8:iso}", ask("visitors", span(15, 8))],
  ["en", "How many demo requests did we get on {date:-4:long}?", ask("demoRequests", daysAgo(4))],
  ["en", "Page views from {date:-30:long} to {date:-1:long}", ask("pageViews", span(30, 1))],
  ["en", "LinkedIn visitors in week number {week:-3}", ask("visitors", weeksAgo(3), { where: [linkedIn] })],
  ["en", "Give me the conversion rate of {quarter:-1}", ask("conversionRate", quarterAgo(1))],
  ["en", "Traffic for the whole of {year:-1}", ask("visitors", yearAgo(1))],
  ["en", "Demo requests since {date:-10:dayMonth}", ask("demoRequests", fromDaysAgo(10))],
  [
    "en",
    "How many visitors did the newsletter bring in {month:-2}?",
    ask("visitors", monthsAgo(2), { where: [newsletter] }),
  ],
  ["en", "What were the page views on {date:-6:iso}?", ask("pageViews", daysAgo(6))],
  ["en", "Bing visitors three days ago?", ask("visitors", daysAgo(3), { where: [bing] })],
  ["en", "Visitors in the last twenty-one days", ask("visitors", lastDays(21))],
  ["en", "Demo requests over the last three months", ask("demoRequests", monthsBack(3))],
  ["en", "Page views in week {week:-1}", ask("pageViews", weeksAgo(1))],
  ["en", "How many visitors came in January?", ask("visitors", inMonth(1))],
  ["en", "Since March, how many demo requests?", ask("demoRequests", since(3))],

  [
    "de",
    "Wie viele Besucher hatten wir zwischen dem {date:-15:numeric} und dem {date:-8:numeric}?",
    ask("visitors", span(15, 8)),
  ],
  ["de", "Wie viele Demoanfragen hatten wir am {date:-4:long}?", ask("demoRequests", daysAgo(4))],
  ["de", "Seitenaufrufe vom {date:-30:long} bis zum {date:-1:long}", ask("pageViews", span(30, 1))],
  ["de", "LinkedIn-Besucher in der KW {week:-3}", ask("visitors", weeksAgo(3), { where: [linkedIn] })],
  ["de", "Zeig mir die Conversion-Rate für {quarter:-1}", ask("conversionRate", quarterAgo(1))],
  ["de", "Traffic im ganzen Jahr {year:-1}", ask("visitors", yearAgo(1))],
  ["de", "Demoanfragen seit dem {date:-10:dayMonth}", ask("demoRequests", fromDaysAgo(10))],
  ["de", "Besucher über den Newsletter im {month:-2}", ask("visitors", monthsAgo(2), { where: [newsletter] })],
  ["de", "Seitenaufrufe am {date:-6:iso}", ask("pageViews", daysAgo(6))],
  ["de", "Vorvorgestern: Besucher von Bing?", ask("visitors", daysAgo(3), { where: [bing] })],
  ["de", "Besucher in den letzten einundzwanzig Tagen", ask("visitors", lastDays(21))],
  ["de", "Demoanfragen in den letzten drei Monaten", ask("demoRequests", monthsBack(3))],
  ["de", "Wie viele Seitenaufrufe gab es in der {week:-1}. Kalenderwoche?", ask("pageViews", weeksAgo(1))],
  ["de", "Servus, wie viele Besucher hatten wir im Jänner?", ask("visitors", inMonth(1))],
  ["de", "Grüss Gott, Demoanfragen seit Jänner bitte", ask("demoRequests", since(1))],
];

const spoken: Entry[] = [
  [
    "en",
    "i need the number of demo requests that came in from linkedin over the last thirty days",
    ask("demoRequests", lastDays(30), { where: [linkedIn] }),
  ],
  [
    "en",
    "could you tell me how many people visited the careers page yesterday",
    ask("visitors", yesterday, { where: [page("careers")] }),
  ],
  ["en", "gimme visitors from google for the last two weeks pls", ask("visitors", weeksBack(2), { where: [google] })],
  ["en", "how many page views did the blog get last wk", ask("pageViews", lastWeek, { where: [page("blog")] })],
  [
    "en",
    "give me the conversion rate for phone users for the last sixty days",
    ask("conversionRate", lastDays(60), { where: [phone] }),
  ],
  ["en", "how many people are online now", ask("visitorsNow", null)],
  [
    "en",
    "i'd like the demo requests from the newsletter campaign for last month",
    ask("demoRequests", lastMonth, { where: [newsletter] }),
  ],
  [
    "en",
    "tell me how many visitors came in via bing in the last hundred days",
    ask("visitors", lastDays(100), { where: [bing] }),
  ],
  [
    "en",
    "i need page views of the documentation for the last fifteen days",
    ask("pageViews", lastDays(15), { where: [page("documentation")] }),
  ],
  ["en", "good morning how many visitors did we have yesterday in total thanks", ask("visitors", yesterday)],
  [
    "en",
    "how many page veiws did the careers page get this mnoth",
    ask("pageViews", thisMonth, { where: [page("careers")] }),
  ],
  ["en", "tarffic from linkedin this quater", ask("visitors", thisQuarter, { where: [linkedIn] })],

  [
    "de",
    "also ich bräuchte die zahl der demoanfragen über linkedin in den letzten dreißig tagen",
    ask("demoRequests", lastDays(30), { where: [linkedIn] }),
  ],
  [
    "de",
    "können sie mir sagen wie viele leute gestern die karriereseite besucht haben",
    ask("visitors", yesterday, { where: [page("careers")] }),
  ],
  [
    "de",
    "äh wie viele besucher kamen in den letzten zwei wochen über google",
    ask("visitors", weeksBack(2), { where: [google] }),
  ],
  [
    "de",
    "servus wie oft wurde der blog letzte woche aufgerufen",
    ask("pageViews", lastWeek, { where: [page("blog")] }),
  ],
  [
    "de",
    "conversion rate der handynutzer in den letzten sechzig tagen bitte",
    ask("conversionRate", lastDays(60), { where: [phone] }),
  ],
  ["de", "wie viele besucher sind im augenblick online", ask("visitorsNow", null)],
  [
    "de",
    "ich hätte gern die demoanfragen aus der newsletter kampagne vom letzten monat",
    ask("demoRequests", lastMonth, { where: [newsletter] }),
  ],
  [
    "de",
    "sag mir wie viele besucher in den letzten hundert tagen über bing kamen",
    ask("visitors", lastDays(100), { where: [bing] }),
  ],
  [
    "de",
    "ich bräuchte die seitenaufrufe der dokumentation der letzten fünfzehn tage",
    ask("pageViews", lastDays(15), { where: [page("documentation")] }),
  ],
  ["de", "guten morgen wie viele besucher hatten wir gestern insgesamt danke", ask("visitors", yesterday)],
  ["de", "seitenaufurfe der karriereseite diesen monta", ask("pageViews", thisMonth, { where: [page("careers")] })],
  ["de", "trafic von linkedin in diesem qaurtal", ask("visitors", thisQuarter, { where: [linkedIn] })],
];

const leads: Entry[] = [
  ["en", "List the leads received this week", ask("leads", thisWeek)],
  ["en", "How many leads belong to Clara?", ask("leads", null, { where: [is("owner", CLARA)] })],
  ["en", "Ben's open leads", ask("leads", null, { where: [is("owner", BEN), open] })],
  ["en", "Give me the unassigned leads", ask("leads", null, { where: [unassigned] })],
  ["en", "How many leads have been assigned to someone already?", ask("leads", null, { where: [assigned] })],
  ["en", "Break down all leads by status", ask("leads", null, { by: "status" })],
  ["en", "How many qualified leads do I have?", ask("leads", null, { where: [mine, status("qualified")] })],
  ["en", "New leads from the last seven days", ask("leads", lastDays(7), { where: [status("new")] })],
  ["en", "How many leads came in through the German form this month?", ask("leads", thisMonth, { where: [german] })],
  ["en", "Which owner has the most leads?", ask("leads", null, { by: "owner", top: 1 })],
  ["en", "Open leads per owner", ask("leads", null, { by: "owner", where: [open] })],
  ["en", "How many leads has Clara closed?", ask("leads", null, { where: [is("owner", CLARA), status("closed")] })],
  ["en", "Unassigned leads that are not closed", ask("leads", null, { where: [unassigned, open] })],
  ["en", "Contacted leads in English, last month", ask("leads", lastMonth, { where: [status("contacted"), english] })],

  ["de", "Liste die Leads, die diese Woche eingegangen sind", ask("leads", thisWeek)],
  ["de", "Wie viele Leads gehören Clara?", ask("leads", null, { where: [is("owner", CLARA)] })],
  ["de", "Bens offene Leads", ask("leads", null, { where: [is("owner", BEN), open] })],
  ["de", "Zeig mir die Leads ohne Besitzer", ask("leads", null, { where: [unassigned] })],
  ["de", "Wie viele Leads wurden schon jemandem zugewiesen?", ask("leads", null, { where: [assigned] })],
  ["de", "Schlüssle alle Leads nach Status auf", ask("leads", null, { by: "status" })],
  ["de", "Wie viele qualifizierte Leads habe ich?", ask("leads", null, { where: [mine, status("qualified")] })],
  ["de", "Neue Leads der letzten sieben Tage", ask("leads", lastDays(7), { where: [status("new")] })],
  [
    "de",
    "Wie viele Leads kamen diesen Monat über das deutsche Formular?",
    ask("leads", thisMonth, { where: [german] }),
  ],
  ["de", "Welcher Besitzer hat die meisten Leads?", ask("leads", null, { by: "owner", top: 1 })],
  ["de", "Offene Leads je Besitzer", ask("leads", null, { by: "owner", where: [open] })],
  [
    "de",
    "Wie viele Leads hat Clara abgeschlossen?",
    ask("leads", null, { where: [is("owner", CLARA), status("closed")] }),
  ],
  ["de", "Unerledigte Leads, die niemandem zugewiesen sind", ask("leads", null, { where: [unassigned, open] })],
  [
    "de",
    "Kontaktierte Leads auf Englisch im letzten Monat",
    ask("leads", lastMonth, { where: [status("contacted"), english] }),
  ],
];

const ambiguous: Entry[] = [
  ["en", "How many requests in English did we get this year?", clarify],
  ["en", "Give me an overview of yesterday", clarify],
  ["en", "How is the launch campaign going?", clarify],
  ["en", "What did desktop users do last week?", clarify],
  ["en", "Enquiries this month, please", clarify],
  ["en", "What happened on Google last week?", clarify],
  ["en", "Requests by referring site this year", ask("demoRequests", thisYear, { by: "source" })],
  ["en", "Enquiries by status, please", ask("leads", null, { by: "status" })],
  ["en", "How many enquiries does Clara own?", ask("leads", null, { where: [is("owner", CLARA)] })],

  ["de", "Wie viele Anfragen auf Englisch kamen heuer?", clarify],
  ["de", "Gib mir einen Überblick über gestern", clarify],
  ["de", "Wie läuft die Launch-Kampagne?", clarify],
  ["de", "Was haben die Desktop-Nutzer letzte Woche gemacht?", clarify],
  ["de", "Sagen Sie mir, wie viele Anfragen diesen Monat kamen", clarify],
  ["de", "Was war letzte Woche auf Google los?", clarify],
  ["de", "Anfragen nach Quelle heuer", ask("demoRequests", thisYear, { by: "source" })],
  ["de", "Anfragen nach Status, bitte", ask("leads", null, { by: "status" })],
  ["de", "Wie viele Anfragen liegen bei Clara?", ask("leads", null, { where: [is("owner", CLARA)] })],
];

const mustRefuse: Entry[] = [
  ["en", "What revenue did the newsletter generate last quarter?", refused("out_of_scope")],
  ["en", "How's the weather today?", refused("out_of_scope")],
  ["en", "How high is our customer churn this year?", refused("out_of_scope")],
  ["en", "What does our product cost per month?", refused("out_of_scope")],
  ["en", "What was the average time spent on the documentation page last month?", refused("not_measured")],
  ["en", "Bounce rate of the landing pages this week", refused("not_measured")],
  ["en", "Visitors by city last month", refused("not_measured")],
  ["en", "Returning visitors per week this month", refused("not_measured")],
  ["en", "Hourly traffic for the last three days", refused("not_measured")],
  ["en", "Which leads originally came from LinkedIn?", refused("not_linkable")],
  ["en", "Leads by referring site this year", refused("not_linkable")],
  ["en", "How many leads came from the retargeting campaign last month?", refused("not_linkable")],
  ["en", "Give me next week's visitor numbers", refused("future")],
  ["en", "Demo requests forecast for next month", refused("future")],
  ["en", "How many leads do we expect next quarter?", refused("future")],
  ["en", "Visitors by horoscope sign last month", refused("unknown_term")],
  ["en", "How many flibberts did the blog get yesterday?", refused("unknown_term")],
  ["en", "List Clara's leads", refused("not_permitted"), "editor"],

  ["de", "Wie viel Umsatz hat der Newsletter im letzten Quartal gebracht?", refused("out_of_scope")],
  ["de", "Wie ist heute das Wetter?", refused("out_of_scope")],
  ["de", "Wie hoch ist heuer die Kundenabwanderung?", refused("out_of_scope")],
  ["de", "Was kostet unser Produkt im Monat?", refused("out_of_scope")],
  ["de", "Durchschnittliche Verweildauer auf der Dokumentation im letzten Monat", refused("not_measured")],
  ["de", "Absprungrate der Landingpages diese Woche", refused("not_measured")],
  ["de", "Besucher nach Stadt im letzten Monat", refused("not_measured")],
  ["de", "Wiederkehrende Besucher pro Woche diesen Monat", refused("not_measured")],
  ["de", "Besucher pro Stunde über die letzten drei Tage", refused("not_measured")],
  ["de", "Welche Leads kamen ursprünglich über LinkedIn?", refused("not_linkable")],
  ["de", "Leads nach Referrer-Seite heuer", refused("not_linkable")],
  ["de", "Wie viele Leads sind über die Launch-Kampagne reingekommen?", refused("not_linkable")],
  ["de", "Zeig mir die Besucherzahlen der nächsten Woche", refused("future")],
  ["de", "Prognose der Demoanfragen für nächsten Monat", refused("future")],
  ["de", "Wie viele Leads erwarten wir nächstes Quartal?", refused("future")],
  ["de", "Besucher nach Sternzeichen im letzten Monat", refused("unknown_term")],
  ["de", "Wie viele Flumpsen hatte der Blog gestern?", refused("unknown_term")],
  ["de", "Liste Claras Leads", refused("not_permitted"), "editor"],
];

const roles: Entry[] = [
  ["en", "Count the leads I own", ask("leads", null, { where: [mine] }), "sales"],
  ["en", "Which of my leads are still new?", ask("leads", null, { where: [mine, status("new")] }), "sales"],
  ["en", "How many leads does Anna own?", ask("leads", null, { where: [is("owner", ANNA)] }), "sales"],
  ["en", "Give me the open leads", refused("not_permitted"), "editor"],
  ["en", "Tell me how many leads were received yesterday", refused("not_permitted"), "editor"],
  ["en", "List leads per owner", refused("not_permitted"), "editor"],
  [
    "en",
    "How many visitors did the blog have this week?",
    ask("visitors", thisWeek, { where: [page("blog")] }),
    "editor",
  ],
  [
    "en",
    "Top 3 entry pages by demo requests last month",
    ask("demoRequests", lastMonth, { by: "entryPage", top: 3 }),
    "editor",
  ],
  [
    "en",
    "Conversion rate of LinkedIn visitors this quarter",
    ask("conversionRate", thisQuarter, { where: [linkedIn] }),
    "editor",
  ],

  ["de", "Wie viele Leads liegen bei mir?", ask("leads", null, { where: [mine] }), "sales"],
  ["de", "Zeig mir meine Leads, die noch neu sind", ask("leads", null, { where: [mine, status("new")] }), "sales"],
  ["de", "Wie viele Leads liegen bei Anna?", ask("leads", null, { where: [is("owner", ANNA)] }), "sales"],
  ["de", "Zeig mir die offenen Leads", refused("not_permitted"), "editor"],
  ["de", "Sagen Sie mir, wie viele Leads gestern reinkamen", refused("not_permitted"), "editor"],
  ["de", "Leads je Besitzer", refused("not_permitted"), "editor"],
  [
    "de",
    "Wie viele Besucher hatte der Blog diese Woche?",
    ask("visitors", thisWeek, { where: [page("blog")] }),
    "editor",
  ],
  [
    "de",
    "Top 3 Einstiegsseiten nach Demoanfragen im letzten Monat",
    ask("demoRequests", lastMonth, { by: "entryPage", top: 3 }),
    "editor",
  ],
  [
    "de",
    "Conversion-Rate der LinkedIn-Besucher in diesem Quartal",
    ask("conversionRate", thisQuarter, { where: [linkedIn] }),
    "editor",
  ],
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

/** The sixth set's questions, ids `s-totals-en-01` and on: asked once, at the very end. */
export const sixthQuestions: Question[] = numbered(byGroup, "s-");
