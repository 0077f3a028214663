/**
 * The dates in a question to Ask (issue 45), in English and German: "last week", "im Oktober", "KW 12/2026",
 * "seit Jahresbeginn", "this month vs last month". Our own small grammar rather than a library: the text is cut
 * into tokens, every word folded (März, Maerz and Marz read alike) and looked up in the tables below, and small
 * readers each know one family of expressions. Pure: `today` (a Berlin day) comes from the caller.
 *
 * Where the words leave a choice, the rules are:
 * - A month, quarter, week number or day without a year is the most recent one that has begun ("December" in
 *   November 2026 is December 2025, "since March" never means next March); with a year it is that one.
 * - A period that runs past today ends today (`clipped`); one that has not begun is kept whole (`future`).
 * - "last N days" ends today like the dashboard's presets; "last N weeks/months" are the current one to date and
 *   the N-1 before (18 November, 3 months: 1 September .. 18 November); "next N days" starts tomorrow.
 * - After a comparison word, "last month", "Vorjahr" and "the week before" count back from the period asked
 *   about, not from today ("October vs last year" is October a year earlier); named periods ("vs September")
 *   stand for themselves.
 */
import { addDays } from "#app/lib/analytics/days.ts";
import { grains, type DateRange, type Grain } from "#app/lib/ask/query.ts";

export type DateReading = {
  /** The period asked about, inclusive, clipped to `today` when it runs past it (this month -> 1st .. today). */
  range: DateRange;
  /** Present when the words ask for a comparison: the same number of days before `range`, the same days of an
   * earlier period ("this month vs last month": 1st .. today's date of last month, cut at its end), or the whole
   * earlier calendar period ("October vs last month": all September). */
  compareDateRange?: DateRange;
  /** The natural grain of the words: "last 7 days" day, "last week"/"KW 12" week, "October" month, "Q3" quarter,
   * "2025" year, "today"/"yesterday" day. */
  grain: Grain;
  /** The words name a time that has not begun yet (tomorrow, next week/month, "im Dezember 2026" when today is in
   * November 2026). `range` is then that future period, unclipped. */
  future: boolean;
  /** Whether `range` was cut at today. */
  clipped: boolean;
  /** Only what something is compared with was named ("compared with October"): the period asked about is open. */
  comparedAlone?: true;
  /** Character offsets [start, end) in the input of every word the reading consumed (date words, comparison words,
   * prepositions like "in/im/seit/since/vom/from/between" that belong to them), one per word, in order, so a
   * parser can read the rest of the question without them. */
  spans: [number, number][];
  /** Date words read through a typing error ("lezten" as "letzten"), as typed and as read, to be shown. */
  corrections: { typed: string; read: string }[];
};

// ---------------------------------------------------------------------------------------------------------------
// Words. Every entry is folded like the input, so tables are written as people spell them.

/** Ä, ae and a read alike, and so do ß, ss and s: people type all three, and no two words here collide that way. */
function fold(word: string): string {
  return word.toLowerCase().replace(/ä|ae/g, "a").replace(/ö|oe/g, "o").replace(/ü|ue/g, "u").replace(/ß|ss/g, "s");
}
const wordSet = (...words: string[]) => new Set(words.map(fold));
const phrases = (...texts: string[]) => texts.map((text) => text.split(" ").map(fold));
function tagged<T>(value: T, ...words: string[]) {
  return words.map((word) => [fold(word), value] as const);
}
/** German adjectives come with five endings: letzte, letzten, letzter, letztes, letztem. */
const inflected = (...stems: string[]) =>
  stems.flatMap((stem) => ["e", "en", "er", "es", "em"].map((end) => stem + end));

/** English, German, then other spellings; the first two are long enough to be recognised with one typing error. */
const monthNames = [
  "january januar jänner jan",
  "february februar feber feb",
  "march märz mrz mar",
  "april apr",
  "may mai",
  "june juni jun",
  "july juli jul",
  "august aug",
  "september sept sep",
  "october oktober oct okt",
  "november nov",
  "december dezember dec dez",
].map((names) => names.split(" ").map(fold));
const months = new Map(monthNames.flatMap((names, index) => names.map((name) => [name, index + 1] as const)));
const typoTargets = monthNames.flatMap((names, index) =>
  names.slice(0, 2).flatMap((name) => (name.length >= 5 ? [[name, index + 1] as const] : [])),
);
/** Real words one typing error away from a month name. */
const notMonths = wordSet("match", "marsh", "merch", "manch", "larch", "parch");
const datePrepositions = wordSet(
  ..."in im on am since seit until till bis from von vom ab during während to through thru of vs versus -".split(" "),
);
/** Month words that are other words too, and the words before them that make them months (a day or a year after
 * them does as well): "may" is a verb, "mar" one, and "Jan" a name ("Leads von Jan"). */
const ambiguousMonths = new Map([
  ...tagged(datePrepositions, "may", "mar"),
  ...tagged(new Set([...datePrepositions].filter((word) => !["von", "vom", "from", "of"].includes(word))), "jan"),
]);

const weekdays = new Map(
  [
    "monday montag",
    "tuesday dienstag",
    "wednesday mittwoch",
    "thursday donnerstag",
    "friday freitag",
    "saturday samstag sonnabend",
    "sunday sonntag",
  ].flatMap((names, index) => tagged(index + 1, ...names.split(" "))),
);

const englishOnes = "one two three four five six seven eight nine".split(" ");
const germanOnes = "ein zwei drei vier fünf sechs sieben acht neun".split(" ");
/** Tens up to ninety: "the last ninety days", "den letzten fünfundvierzig Tagen" (German writes the ones first). */
const englishTens = "twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const germanTens = "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig".split(" ");
const numberWords = new Map([
  ..."one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty"
    .split(" ")
    .flatMap((word, index) => tagged(index + 1, word)),
  ...tagged(1, "eins", "eine", "einen", "einem", "einer"),
  ...germanOnes.flatMap((word, index) => tagged(index + 1, word)),
  ..."zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn"
    .split(" ")
    .flatMap((word, index) => tagged(index + 10, word)),
  ...englishTens.flatMap((word, index) => tagged(20 + 10 * index, word)),
  ...germanTens.flatMap((tens, index) => [
    ...tagged(20 + 10 * index, tens),
    ...germanOnes.flatMap((ones, one) => tagged(21 + 10 * index + one, `${ones}und${tens}`)),
  ]),
  ...tagged(100, "hundred", "hundert", "einhundert"),
]);
const ordinalWords = new Map([
  ...tagged(1, "first", ...inflected("erst")),
  ...tagged(2, "second", ...inflected("zweit")),
  ...tagged(3, "third", ...inflected("dritt")),
  ...tagged(4, "fourth", ...inflected("viert")),
]);
/** Words before which a number counts things ("top 5", "mehr als 2025"): never a day or a year. */
const countWords = wordSet(
  ..."top first over über more than als under unter least mindestens höchstens limit fewer less mehr weniger nr no number nummer about around etwa ca rund /".split(
    " ",
  ),
  ...inflected("erst"),
);

/** Calendar units as the readers use them; a weekend is a unit of its own (Saturday and Sunday). */
type Unit = Exclude<Grain, "hour"> | "weekend";
/** What a comparison can count back by: a unit, or a period of the same length ("Vorperiode"). */
type Anchor = Unit | "period";

const determiners = new Map([
  ...tagged(0, "this", "current", "present", ...inflected("dies", "aktuell", "laufend", "jetzig")),
  ...tagged(-1, "last", "previous", "prior", "past", "preceding", ...inflected("letzt", "vergangen", "vorig")),
  ...tagged(-1, ...inflected("vorherig", "vorangegangen", "zurückliegend")),
  ...tagged(1, "next", "coming", "upcoming", ...inflected("nächst", "kommend")),
  ...tagged(-2, ...inflected("vorletzt")),
  ...tagged(2, ...inflected("übernächst")),
]);
const unitWords = new Map<string, Anchor>([
  ...tagged<Anchor>("day", "day", "tag", "tages"),
  ...tagged<Anchor>("week", "week", "woche", "wk"),
  ...tagged<Anchor>("weekend", "weekend", "wochenende", "wochenendes"),
  ...tagged<Anchor>("month", "month", "monat", "monats"),
  ...tagged<Anchor>("quarter", "quarter", "quartal", "quartals"),
  ...tagged<Anchor>("year", "year", "jahr", "jahres", "jahrs", "yr"),
  ...tagged<Anchor>("period", "period", "zeitraum", "zeitraums", "periode"),
]);
/** Units after a count: "7 days", "zwei Wochen", "den letzten 3 Monaten". */
const countUnits = new Map<string, Grain>([
  ...tagged<Grain>("hour", "hour", "hours", "stunde", "stunden", "hr", "hrs", "std"),
  ...tagged<Grain>("day", "day", "days", "tag", "tage", "tagen"),
  ...tagged<Grain>("week", "week", "weeks", "woche", "wochen", "wk", "wks"),
  ...tagged<Grain>("month", "month", "months", "monat", "monate", "monaten", "mth", "mths"),
  ...tagged<Grain>("quarter", "quarter", "quarters", "quartal", "quartale", "quartalen"),
  ...tagged<Grain>("year", "year", "years", "jahr", "jahre", "jahren", "yr", "yrs"),
]);
/** German compounds for the period before: Vorwoche, Vormonat, Vorjahr. */
const previousCompounds = new Map<string, Anchor>([
  ...tagged<Anchor>("day", "vortag", "vortages"),
  ...tagged<Anchor>("week", "vorwoche"),
  ...tagged<Anchor>("month", "vormonat", "vormonats"),
  ...tagged<Anchor>("quarter", "vorquartal", "vorquartals"),
  ...tagged<Anchor>("year", "vorjahr", "vorjahres", "vorjahrs"),
]);
/** Words that name the current period alone: Austrian and Bavarian "heuer" is this year. */
const currentWords = new Map<string, Anchor>([...tagged<Anchor>("year", "heuer", "heurig", "heurigen")]);
/** Compounds that only make sense as what something is compared with. */
const comparedCompounds = new Map<string, Anchor>([
  ...tagged<Anchor>("period", "vorperiode", "vorzeitraum", "vorzeitraums"),
  ...tagged<Anchor>("year", "vorjahreszeitraum", "vorjahreszeitraums", "vorjahresmonat", "vorjahresmonats"),
  ...tagged<Anchor>("year", "vorjahresquartal", "vorjahresquartals", "vorjahreswoche"),
]);
const startCompounds = new Map<string, Unit>([
  ...tagged<Unit>("year", "jahresbeginn", "jahresanfang", "jahresstart"),
  ...tagged<Unit>("month", "monatsbeginn", "monatsanfang"),
  ...tagged<Unit>("week", "wochenbeginn", "wochenanfang"),
  ...tagged<Unit>("quarter", "quartalsbeginn", "quartalsanfang"),
]);
const startOf = phrases("start of", "beginning of", "start", "beginning", "anfang", "beginn");
const toDate = new Map<string, Unit>([
  ...tagged<Unit>("year", "year to date", "ytd"),
  ...tagged<Unit>("quarter", "quarter to date", "qtd"),
  ...tagged<Unit>("month", "month to date", "mtd"),
  ...tagged<Unit>("week", "week to date", "wtd"),
]);
const toDatePhrases = [...toDate.keys()].map((key) => key.split(" "));

const namedDays: [string[], number][] = [
  ...tagged(-3, "vorvorgestern"),
  ...tagged(-2, "day before yesterday", "vorgestern"),
  ...tagged(2, "day after tomorrow", "übermorgen"),
  ...tagged(0, "today", "heute"),
  ...tagged(-1, "yesterday", "gestern"),
  ...tagged(1, "tomorrow", "morgen"),
].map(([text, offset]) => [text.split(" "), offset]);
/** "heute Morgen", "yesterday evening": still that day. */
const partsOfDay = wordSet(
  ..."morgen früh vormittag mittag nachmittag abend nacht morning afternoon evening night".split(" "),
);
/** "am Morgen", "jeden Morgen", "guten Morgen": the morning, not tomorrow. */
const beforeMorning = wordSet(..."am jeden guten den diesen dieser zum vom jeder dem einen einem".split(" "));

/** Words that belong to the date after them: "in den letzten 7 Tagen", "over the past 3 months", "the whole of
 * 2025", "im gesamten Jahr". */
const leads = phrases(
  ..."in im on am during over for within throughout of the der die das den dem des vom von from während innerhalb für über bisher bislang".split(
    " ",
  ),
  "so far",
  ..."whole|whole of|entire|all of|full|all|the month of|whole month of|entire month of|im monat".split("|"),
  ...inflected("ganz", "gesamt", "komplett"),
);
/** "this month so far", "seit März bis heute". */
const suffixes = phrases(
  ..."so far|to date|until now|till now|up to now|until today|till today|up to today|bisher|bislang|bis jetzt|bis heute|bis dato".split(
    "|",
  ),
);
const articles = wordSet(..."the der die das den dem des zum zur".split(" "));
const sinceWords = wordSet("since", "seit", "ab");
const connectors = {
  from: wordSet(..."to till until through thru bis -".split(" ")),
  between: wordSet("and", "und", "-"),
  none: wordSet(..."till until through thru bis -".split(" ")),
};
type SpanLead = keyof typeof connectors;
const spanLeads = new Map([
  ...tagged<SpanLead>("from", "from", "vom", "von"),
  ...tagged<SpanLead>("between", "between", "zwischen"),
]);
const weekLabels = wordSet("kw", "cw", "wk", "kalenderwoche", "week", "woche");
/** "pro Woche 3 Besuche": a grain and a count, no week number. */
const perWords = wordSet("per", "pro", "each", "every", "a", "jede", "jeden", "jeder");
const quarterWords = wordSet("quarter", "quartal", "quartals");
const yearLabels = phrases("year", "jahr", "jahre", "jahres");
const yearJoins = phrases("/", ",", "of", "des jahres", "im jahr");
const agoWords = wordSet("ago", "earlier");

/** Words that ask for a comparison; a second period must follow them. */
const comparisonHeads = phrases(
  ..."compared with|compared to|compared against|compared|compare with|compare to|compare against|in comparison with|in comparison to|comparison with|comparison to|vs|versus|against|relative to|im vergleich zu|im vergleich zum|im vergleich zur|im vergleich mit|im vergleich|vergleich zu|vergleich zum|vergleich zur|vergleich mit|verglichen mit|verglichen zu|verglichen zum|verglichen zur|verglichen|gegenüber|ggü|gg|vgl|vgl mit|vgl zu|vgl zum|vgl zur|im vgl|im vgl zu|im vgl zum|im vgl zur|im vgl mit|than|als|gegen|as opposed to|im gegensatz zu|im gegensatz zum|im gegensatz zur".split(
    "|",
  ),
);
/** Heads that name what they compare with: "year over year". */
const impliedComparisons = new Map<string, Unit>([
  ...tagged<Unit>("year", "year over year", "yoy", "vorjahresvergleich"),
  ...tagged<Unit>("quarter", "quarter over quarter", "qoq"),
  ...tagged<Unit>("month", "month over month", "mom", "vormonatsvergleich"),
  ...tagged<Unit>("week", "week over week", "vorwochenvergleich"),
]);
const impliedPhrases = [...impliedComparisons.keys()].map((key) => key.split(" "));
/** "Compare October with September": the verb comes first, the linking word after the first period. */
const compareVerbs = wordSet("compare", "comparing", "vergleiche", "vergleich", "vergleichen", "vergleicht");
const compareLinks = phrases("with", "to", "against", "and", "mit", "zu", "zum", "zur", "und", "gegen");
/** "the same period last year", "den gleichen Zeitraum des Vorjahres". */
const samePeriod = phrases(
  ..."same period|same time|same days|same day|same weekday|same week|same month|same quarter|same|gleichen zeitraum|gleiche zeitraum|selben zeitraum|gleichen tag|selben tag|gleichen wochentag|selben wochentag|gleichen zeit|gleichen tage|gleiche woche|gleichen woche|gleichen monat|gleiche monat|gleichen quartal|gleiche quartal".split(
    "|",
  ),
);
/** Words before what a period is compared with: "than on Monday", "als am Vortag". */
const targetLeads = wordSet(..."the der die das den dem des zum zur am im on at in".split(" "));
/** "the previous 7 days": counted back from the period asked about, not from today. */
const precedingWords = wordSet("previous", "prior", "preceding", ...inflected("vorherig", "vorangegangen", "vorig"));
const sameJoins = wordSet(..."of in from the des im vom dem der one".split(" "));
/** "compared to before": the period just before, by the grain asked about. */
const beforeWords = wordSet("before", "previously", "earlier", "vorher", "davor", "zuvor");
/** Words written with a full stop that belongs to them ("Okt.", "vs.", "vgl.": German "vergleiche", "gg.": "gegen"). */
const abbreviations = wordSet(
  ..."jan feb mar mär mrz apr jun jul aug sep sept oct okt nov dec dez vs ggü gg vgl kw cw wk".split(" "),
);

// ---------------------------------------------------------------------------------------------------------------
// Tokens

type Token = {
  /** Folded word; digits as typed; "-" for any dash. */
  word: string;
  start: number;
  end: number;
  /** A number's value and how many digits it was written with (a year has four). */
  num?: number;
  digits?: number;
  /** "3." or "3rd": a position, not a count. */
  ordinal?: boolean;
  /** "2025-10-03", "3.10.2025" and "3.10." (no year), "2025-10" (no day). */
  date?: { year?: number; month: number; day?: number };
  /** The month a word names, typos included: found once here rather than by every reader. */
  month?: number;
  /** A word read through a typing error: what it was read as (shown to the asker when the reading uses it). */
  read?: string;
};

/** A host name ("lnkd.in", "google.de") is one word: its "in" or "de" is no preposition. */
const tokenPattern =
  /(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?![\d-])|(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?|(\d+)(st|nd|rd|th|\.)?(?![\p{L}\d])|\p{L}[\p{L}\d-]*(?:\.[\p{L}\d-]+)*\.\p{L}{2,}(?![\p{L}\d])|\p{L}+|[-–—/,]/giu;

function tokenize(text: string): Token[] {
  const tokens = Array.from(text.matchAll(tokenPattern), (match) => {
    const [raw, isoYear, isoMonth, isoDay, day, month, year, digits, suffix] = match;
    const token: Token = { word: fold(raw), start: match.index, end: match.index + raw.length };
    if (isoYear && isoMonth)
      token.date = { year: Number(isoYear), month: Number(isoMonth), day: isoDay ? Number(isoDay) : undefined };
    else if (day && month)
      token.date = { month: Number(month), day: Number(day), year: year ? fullYear(year) : undefined };
    else if (digits) Object.assign(token, numberToken(digits, suffix));
    else if (/^[-–—]$/u.test(raw)) token.word = "-";
    else readMonthWord(token) || readDayWord(token);
    return token;
  });
  correctUnits(tokens);
  correctDeterminers(tokens);
  return tokens;
}

/** Whether the word names a month, typos included. */
function readMonthWord(token: Token): boolean {
  token.month = months.get(token.word);
  if (token.month !== undefined) return true;
  if (token.word.length < 5 || notMonths.has(token.word)) return false;
  const near = typoTargets.find(([name]) => withinOneEdit(token.word, name));
  if (near) [token.read, token.month] = near;
  return near !== undefined;
}

/** Day words long enough to be read through one typing error ("gesern", "yestreday", "vorgesten"); "morgen" and
 * "heute" are not among them: a word one letter from them is as often another word. */
const typoDays = ["yesterday", "gestern", "vorgestern", "today", "tomorrow", "übermorgen"].map(fold);

function readDayWord(token: Token): void {
  if (token.word.length < 5 || typoDays.includes(token.word)) return;
  const near = typoDays.find((word) => withinOneEdit(token.word, word));
  if (near) [token.read, token.word] = [near, near];
}

/** Determiners long enough to be read with one typing error ("lezten", "letze", "previuos"), and only before a
 * unit or a count ("lezten Monat", "letze 7 Tage"): elsewhere a word one letter away is more likely another word. */
const typoDeterminers = [...determiners.keys()].filter((word) => word.length >= 5);

function correctDeterminers(tokens: Token[]): void {
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    if (!next || token.word.length < 5 || determiners.has(token.word)) continue;
    const counted = next.num !== undefined || numberWords.has(next.word);
    if (!counted && !unitWords.has(next.word) && !countUnits.has(next.word)) continue;
    const near = typoDeterminers.find((word) => withinOneEdit(token.word, word));
    if (near) [token.read, token.word] = [near, near];
  }
}

/** Units of a calendar read with one typing error ("last wek", "this mnth", "letzten Quatal"), and only right after a
 * determiner (itself perhaps one letter off: "previus mnth") or a count: elsewhere a word one letter from "week" or "Jahr" is more likely another word. The short
 * German plurals ("Tage") are left out, since "this page" is one letter from "this Tage". */
const typoUnits = ["week", "weeks", "month", "months", "quarter", "quarters", "year", "years"]
  .concat(["woche", "wochen", "monat", "monate", "monaten", "quartal", "quartale", "quartalen", "jahren"])
  .map(fold);

function correctUnits(tokens: Token[]): void {
  for (const [index, token] of tokens.entries()) {
    const before = tokens[index - 1];
    if (!before || token.word.length < 3 || unitWords.has(token.word) || countUnits.has(token.word)) continue;
    const determined =
      determiners.has(before.word) ||
      (before.word.length >= 5 && typoDeterminers.some((word) => withinOneEdit(before.word, word)));
    if (!determined && before.num === undefined && !numberWords.has(before.word)) continue;
    const near = typoUnits.find((word) => withinOneEdit(token.word, word));
    if (near) [token.read, token.word] = [near, near];
  }
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** A trailing full stop makes "3." an ordinal, but "2025." just ends a sentence. */
function numberToken(digits: string, suffix: string | undefined): Partial<Token> {
  return { num: Number(digits), digits: digits.length, ordinal: suffix !== undefined && digits.length < 4 };
}

/** One letter wrong, missing, extra, or two neighbours swapped ("Oktobr", "Febuary", "Janaury"). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2);
  return rest(i, i) || rest(i + 1, i + 1) || rest(i + 1, i) || rest(i, i + 1) || swapped;
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar arithmetic on day names

type Period = { from: string; to: string; grain: Grain };

const yearOf = (day: string) => Number(day.slice(0, 4));
const monthNumberOf = (day: string) => Number(day.slice(5, 7));

/** A day from numbers that may run over: month 13 is next January, day 0 the last of the month before. */
function dayOf(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day, 12)).toISOString().slice(0, 10);
}
const monthLength = (year: number, month: number) => Number(dayOf(year, month + 1, 0).slice(8));
const monthEndOf = (day: string) => dayOf(yearOf(day), monthNumberOf(day) + 1, 0);

function validDay(year: number, month: number, day: number): string | undefined {
  return month >= 1 && month <= 12 && day >= 1 && day <= monthLength(year, month) ? dayOf(year, month, day) : undefined;
}

/** 1 Monday … 7 Sunday. */
const weekdayOf = (day: string) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The same day some months away, kept inside the target month (31 March, a month back, is 28 February). */
function shiftMonths(day: string, months: number): string {
  const month = monthNumberOf(day) + months;
  return dayOf(yearOf(day), month, Math.min(Number(day.slice(8)), monthLength(yearOf(day), month)));
}

const dayPeriod = (day: string): Period => ({ from: day, to: day, grain: "day" });
const monthPeriod = (year: number, month: number): Period => ({
  from: dayOf(year, month, 1),
  to: dayOf(year, month + 1, 0),
  grain: "month",
});
const quarterPeriod = (year: number, quarter: number): Period => ({
  from: dayOf(year, quarter * 3 - 2, 1),
  to: dayOf(year, quarter * 3 + 1, 0),
  grain: "quarter",
});
const yearPeriod = (year: number): Period => ({ from: `${year}-01-01`, to: `${year}-12-31`, grain: "year" });

/** ISO week `week` of ISO year `year`; week 1 holds 4 January, so week 53 exists only when its Thursday still does. */
function isoWeek(year: number, week: number): Period | undefined {
  const monday = addDays(mondayOf(dayOf(year, 1, 4)), 7 * (week - 1));
  return yearOf(addDays(monday, 3)) === year ? { from: monday, to: addDays(monday, 6), grain: "week" } : undefined;
}

/** The calendar period `offset` units away from the one holding `today` (weeks are ISO weeks). */
function calendarPeriod(unit: Unit, offset: number, today: string): Period {
  const [year, month] = [yearOf(today), monthNumberOf(today)];
  const monday = addDays(mondayOf(today), 7 * offset);
  switch (unit) {
    case "day":
      return dayPeriod(addDays(today, offset));
    case "week":
      return { from: monday, to: addDays(monday, 6), grain: "week" };
    case "weekend":
      return { from: addDays(monday, 5), to: addDays(monday, 6), grain: "day" };
    case "month":
      return monthPeriod(year, month + offset);
    case "quarter":
      return quarterPeriod(year, Math.ceil(month / 3) + offset);
    case "year":
      return yearPeriod(year + offset);
  }
}

const monthsIn: Partial<Record<Grain, number>> = { month: 1, quarter: 3, year: 12 };
const daysIn = (grain: Grain, count: number) => (grain === "week" ? 7 * count : count);

/**
 * "the last 3 months" on 18 November: 1 September .. 18 November (the current month to date and the two before:
 * what a chart per month of them shows); weeks likewise from a Monday; days end today, as the dashboard's presets;
 * "the last 24 hours": yesterday and today.
 */
function lastPeriod(grain: Grain, count: number, today: string): Period {
  if (grain === "hour") return { from: addDays(today, -Math.ceil(count / 24)), to: today, grain };
  if (grain === "day") return { from: addDays(today, 1 - count), to: today, grain };
  const unit = grain as Exclude<Grain, "hour" | "day">;
  return { from: calendarPeriod(unit, 1 - count, today).from, to: today, grain };
}

/** "the next 7 days" are the seven after today: today has begun. */
function nextPeriod(grain: Grain, count: number, today: string): Period {
  const months = monthsIn[grain];
  const ahead = grain === "hour" ? Math.ceil(count / 24) : daysIn(grain, count);
  return { from: addDays(today, 1), to: months ? shiftMonths(today, count * months) : addDays(today, ahead), grain };
}

/** Of two grains the finer: "vom 1. März bis Mai" is counted in days. */
const finer = (a: Grain, b: Grain) => (grains.indexOf(a) <= grains.indexOf(b) ? a : b);

// ---------------------------------------------------------------------------------------------------------------
// Points: what a reader found, before today, a year or the other end of a span places it in time.

type Point =
  /** Placed by the words themselves: "last week", "2025", "gestern". */
  | { kind: "fixed"; period: Period }
  /** Recurs every year until placed: "October", "3. Oktober", "Q3", "KW 12" (`year` when the words name it). */
  | { kind: "yearly"; grain: Grain; year?: number; month?: number; at: (year: number) => Period | undefined }
  /** A bare day number: "1." in "vom 1. bis 15. Oktober" takes its month from the other end. */
  | { kind: "day"; day: number };
type Yearly = Extract<Point, { kind: "yearly" }>;
type Found<T> = { value: T; next: number };
/** A question being read; `points` remembers what `readPoint` found where, since spans, "since" and single
 * periods all ask at the same places. */
type Scan = { text: string; tokens: Token[]; today: string; points: Map<number, Found<Point> | undefined> };

const fixed = (period: Period): Point => ({ kind: "fixed", period });

function monthPoint(month: number, year?: number): Point | undefined {
  if (month < 1 || month > 12) return undefined;
  return { kind: "yearly", grain: "month", month, year, at: (y) => monthPeriod(y, month) };
}

function dayPoint(month: number, day: number, year?: number): Point | undefined {
  // 2024 is a leap year: 29 February is a day even without a year (the most recent one is taken).
  if (!validDay(2024, month, day)) return undefined;
  const at = (y: number) => {
    const found = validDay(y, month, day);
    return found ? dayPeriod(found) : undefined;
  };
  return { kind: "yearly", grain: "day", month, year, at };
}

/** A point with the year the words gave it, if that year has it (no KW 53 in 2025, no 29 February 2026). */
function checked(point: Point | undefined): Point | undefined {
  return point?.kind === "yearly" && point.year !== undefined && !point.at(point.year) ? undefined : point;
}

/** The latest time a yearly point began on or before `day` (from next year: ISO week 1 may begin in December). */
function latestFrom(point: Yearly, day: string): Period | undefined {
  if (point.year !== undefined) return point.at(point.year);
  for (let year = yearOf(day) + 1; year >= yearOf(day) - 8; year--) {
    const period = point.at(year);
    if (period && period.from <= day) return period;
  }
  return undefined;
}

/** The first time a yearly point ends on or after `day`: the end of a span ("vom 20. Dezember bis 5. Januar"). */
function firstUntil(point: Yearly, day: string): Period | undefined {
  if (point.year !== undefined) return point.at(point.year);
  for (let year = yearOf(day) - 1; year <= yearOf(day) + 1; year++) {
    const period = point.at(year);
    if (period && period.to >= day) return period;
  }
  return undefined;
}

function resolve(point: Point, today: string): Period | undefined {
  if (point.kind === "fixed") return point.period;
  return point.kind === "yearly" ? latestFrom(point, today) : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Token helpers

const wordAt = (s: Scan, i: number) => s.tokens[i]?.word ?? "";
/** Token `i` touches the one before it ("KW12", "Q3"). */
const glued = (s: Scan, i: number) => i > 0 && s.tokens[i - 1]?.end === s.tokens[i]?.start;

/** The index after a phrase at `i`; a hyphen between its words is fine ("year-to-date"). */
function matchPhrase(s: Scan, i: number, words: readonly string[]): number | undefined {
  let j = i;
  for (const [k, word] of words.entries()) {
    if (k > 0 && wordAt(s, j) === "-" && word !== "-") j++;
    if (wordAt(s, j) !== word) return undefined;
    j++;
  }
  return j;
}

/** The longest of some phrases at `i`. */
function matchAny(s: Scan, i: number, list: readonly (readonly string[])[]): number | undefined {
  let best: number | undefined;
  for (const words of list) {
    const next = matchPhrase(s, i, words);
    if (next !== undefined && (best === undefined || next > best)) best = next;
  }
  return best;
}

/** The words from `i` to `next` as a table key, hyphens left out ("year-to-date" is "year to date"). */
function phraseKey(s: Scan, i: number, next: number): string {
  return s.tokens
    .slice(i, next)
    .flatMap((token) => (token.word === "-" ? [] : [token.word]))
    .join(" ");
}

function skip(s: Scan, i: number, words: ReadonlySet<string>): number {
  let j = i;
  while (words.has(wordAt(s, j))) j++;
  return j;
}

/** A count: digits, or a number word up to 31 ("zwei", "einundzwanzig", "twenty-one"). */
function countAt(s: Scan, i: number): Found<number> | undefined {
  const token = s.tokens[i];
  if (token?.num !== undefined)
    return token.ordinal || token.digits! > 3 ? undefined : { value: token.num, next: i + 1 };
  const value = numberWords.get(wordAt(s, i));
  if (value === undefined) return undefined;
  const j = wordAt(s, i + 1) === "-" ? i + 2 : i + 1;
  const ones = englishOnes.indexOf(wordAt(s, j)) + 1;
  const tens = value >= 20 && value < 100 && value % 10 === 0;
  return tens && ones ? { value: value + ones, next: j + 1 } : { value, next: i + 1 };
}

/** A day of the month in digits: "3", "3.", "3rd". */
function dayNumberAt(s: Scan, i: number): number | undefined {
  const token = s.tokens[i];
  return token?.num !== undefined && token.digits! <= 2 && token.num >= 1 && token.num <= 31 ? token.num : undefined;
}

/** A year after a point: "2025", "/2025", "/25", ", 2025", "of 2025", "des Jahres 2025". */
function yearAfter(s: Scan, i: number): Found<number> | undefined {
  const j = matchAny(s, i, yearJoins) ?? i;
  const token = s.tokens[j];
  if (token?.num === undefined) return undefined;
  if (token.digits === 4 && token.num >= 2000 && token.num <= 2099) return { value: token.num, next: j + 1 };
  return token.digits === 2 && wordAt(s, j - 1) === "/" ? { value: 2000 + token.num, next: j + 1 } : undefined;
}

/** Reads an optional year at `i` and makes the point with it. */
function withYear(s: Scan, i: number, make: (year?: number) => Point | undefined): Found<Point> | undefined {
  const year = yearAfter(s, i);
  const point = checked(make(year?.value));
  return point && { value: point, next: year?.next ?? i };
}

// ---------------------------------------------------------------------------------------------------------------
// Readers of one point each; `readPoint` tries them in order (days before months: "October 3rd" is a day).

type Reader = (s: Scan, i: number) => Found<Point> | undefined;

/** "2025-10-03", "3.10.2025", "3.10.", "2025-10". */
const readNumericDate: Reader = (s, i) => {
  const date = s.tokens[i]?.date;
  if (!date) return undefined;
  const point = checked(
    date.day === undefined ? monthPoint(date.month, date.year) : dayPoint(date.month, date.day, date.year),
  );
  return point && { value: point, next: i + 1 };
};

/** "3. Oktober", "3 October 2025", "the 3rd of October". */
const readDayThenMonth: Reader = (s, i) => {
  const day = dayNumberAt(s, i);
  if (day === undefined || countWords.has(wordAt(s, i - 1))) return undefined;
  const j = wordAt(s, i + 1) === "of" ? i + 2 : i + 1;
  const month = s.tokens[j]?.month;
  if (month === undefined) return undefined;
  // "the top 5 may …": before "may" a plain number is a count, unless a preposition dates it ("on 5 May").
  const dated = s.tokens[i]!.ordinal || !ambiguousMonths.has(wordAt(s, j)) || datePrepositions.has(wordAt(s, i - 1));
  return dated ? withYear(s, j + 1, (year) => dayPoint(month, day, year)) : undefined;
};

/** "October 3rd", "October 3, 2025", "Oct 3". */
const readMonthThenDay: Reader = (s, i) => {
  const month = s.tokens[i]?.month;
  const day = dayNumberAt(s, i + 1);
  if (month === undefined || day === undefined) return undefined;
  return withYear(s, i + 2, (year) => dayPoint(month, day, year));
};

/** "October", "Oktober 2025", "Okt."; "may" only where it cannot be the verb. */
const readMonth: Reader = (s, i) => {
  const month = s.tokens[i]?.month;
  if (month === undefined) return undefined;
  const dated = ambiguousMonths.get(wordAt(s, i))?.has(wordAt(s, i - 1)) ?? true;
  if (!dated && !yearAfter(s, i + 1)) return undefined;
  return withYear(s, i + 1, (year) => monthPoint(month, year));
};

const isQuarter = (n: number | undefined): n is number => n !== undefined && n >= 1 && n <= 4;

/** "Q3", "3. Quartal", "drittes Quartal", "third quarter", "Quartal 3". */
function quarterAt(s: Scan, i: number): Found<number> | undefined {
  const token = s.tokens[i];
  const after = s.tokens[i + 1]?.num;
  if (token?.word === "q" && glued(s, i + 1) && isQuarter(after)) return { value: after, next: i + 2 };
  const ordinal = token?.ordinal ? token.num : ordinalWords.get(wordAt(s, i));
  if (isQuarter(ordinal) && quarterWords.has(wordAt(s, i + 1))) return { value: ordinal, next: i + 2 };
  return quarterWords.has(wordAt(s, i)) && isQuarter(after) ? { value: after, next: i + 2 } : undefined;
}

/** "Q3 2025", "im dritten Quartal 2025", "the third quarter of 2025". */
const readQuarter: Reader = (s, i) => {
  const quarter = quarterAt(s, i);
  if (!quarter) return undefined;
  const at = (y: number) => quarterPeriod(y, quarter.value);
  return withYear(s, quarter.next, (year) => ({ kind: "yearly", grain: "quarter", year, at }));
};

/** "KW 12", "KW12/2026", "Kalenderwoche 12", "calendar week 12", "week 12", "W12": an ISO week. */
const readWeekNumber: Reader = (s, i) => {
  const number = perWords.has(wordAt(s, i - 1)) ? undefined : weekNumberAt(s, i);
  const token = number === undefined ? undefined : s.tokens[number];
  const week = token?.num;
  if (number === undefined || week === undefined || token!.digits! > 2 || week < 1 || week > 53) return undefined;
  return withYear(s, number + 1, (year) => ({ kind: "yearly", grain: "week", year, at: (y) => isoWeek(y, week) }));
};

/** Where the number of "KW 12" is: after a label ("week number 12", "Kalenderwoche Nr. 12"), or glued to a "W". */
function weekNumberAt(s: Scan, i: number): number | undefined {
  const word = wordAt(s, i);
  if (word === "w") return glued(s, i + 1) ? i + 1 : undefined;
  const label = weekLabels.has(word) ? i + 1 : matchPhrase(s, i, ["calendar", "week"]);
  return label !== undefined && numberLabels.has(wordAt(s, label)) ? label + 1 : label;
}
const numberLabels = wordSet("number", "no", "nr", "nummer");

/** "die 45. Kalenderwoche", "the 45th calendar week", "45. KW": an ordinal before a calendar week's label (a plain
 * "3. Woche" may be a month's third week, so it is left unread). */
const calendarWeekLabels = wordSet("kw", "cw", "kalenderwoche");
const readOrdinalWeek: Reader = (s, i) => {
  const token = s.tokens[i];
  const week = token?.ordinal ? token.num : undefined;
  const label = wordAt(s, i + 1);
  if (week === undefined || week < 1 || week > 53 || !(calendarWeekLabels.has(label) || label === "calendar"))
    return undefined;
  const next = label === "calendar" ? matchPhrase(s, i + 1, ["calendar", "week"]) : i + 2;
  if (next === undefined) return undefined;
  return withYear(s, next, (year) => ({ kind: "yearly", grain: "week", year, at: (y) => isoWeek(y, week) }));
};

/** "2025", "im Jahr 2025", "the year 2025"; a bare 20xx only where it counts nothing ("top 2025" is no year). */
const readYear: Reader = (s, i) => {
  const labelled = matchAny(s, i, yearLabels);
  const token = s.tokens[labelled ?? i];
  if (token?.num === undefined || token.digits !== 4 || token.num < 2000 || token.num > 2099) return undefined;
  if (labelled === undefined && countWords.has(wordAt(s, i - 1))) return undefined;
  return { value: fixed(yearPeriod(token.num)), next: (labelled ?? i) + 1 };
};

/** "today", "gestern", "vorgestern", "the day after tomorrow", "heute Morgen". */
const readNamedDay: Reader = (s, i) => {
  for (const [words, offset] of namedDays) {
    const next = matchPhrase(s, i, words);
    if (next === undefined || (words[0] === "morgen" && beforeMorning.has(wordAt(s, i - 1)))) continue;
    const end = partsOfDay.has(wordAt(s, next)) ? next + 1 : next;
    return { value: fixed(dayPeriod(addDays(s.today, offset))), next: end };
  }
  return undefined;
};

/** "year to date", "YTD", "month to date". */
const readToDate: Reader = (s, i) => {
  const next = matchAny(s, i, toDatePhrases);
  if (next === undefined) return undefined;
  return { value: fixed(calendarPeriod(toDate.get(phraseKey(s, i, next))!, 0, s.today)), next };
};

/** "the last 7 days", "letzte zwei Wochen", "past 3 months", "in den nächsten 7 Tagen". */
const readLastN: Reader = (s, i) => {
  const direction = determiners.get(wordAt(s, i));
  const count = direction ? countAt(s, i + 1) : undefined;
  const grain = count && count.value > 0 ? countUnits.get(wordAt(s, count.next)) : undefined;
  if (!count || !grain) return undefined;
  const period = direction! < 0 ? lastPeriod(grain, count.value, s.today) : nextPeriod(grain, count.value, s.today);
  return { value: fixed(period), next: count.next + 1 };
};

type Relative = { unit: Anchor; offset: number };

/** "this week", "letzten Monat", "nächstes Quartal", "Vorjahr", "vorletzte Woche"; when comparing also
 * "Vorperiode", "the week before", "den Zeitraum davor". */
function readRelative(s: Scan, i: number, comparing: boolean): Found<Relative> | undefined {
  const compound = previousCompounds.get(wordAt(s, i)) ?? (comparing ? comparedCompounds.get(wordAt(s, i)) : undefined);
  if (compound) return { value: { unit: compound, offset: -1 }, next: i + 1 };
  const current = currentWords.get(wordAt(s, i));
  if (current) return { value: { unit: current, offset: 0 }, next: i + 1 };
  const offset = determiners.get(wordAt(s, i));
  const unit = unitWords.get(wordAt(s, i + 1));
  if (offset !== undefined && unit) return { value: { unit, offset }, next: i + 2 };
  // "the week before last" in any case; "the week before" only when it counts back from the period asked about.
  const alone = unitWords.get(wordAt(s, i));
  const beforeLast = alone && matchPhrase(s, i + 1, ["before", "last"]);
  if (alone && beforeLast) return { value: { unit: alone, offset: -2 }, next: beforeLast };
  const before = comparing && beforeWords.has(wordAt(s, i + 1));
  return alone && before ? { value: { unit: alone, offset: -1 }, next: i + 2 } : undefined;
}

const readRelativePoint: Reader = (s, i) => {
  const found = readRelative(s, i, false);
  if (!found || found.value.unit === "period") return undefined;
  return { value: fixed(calendarPeriod(found.value.unit, found.value.offset, s.today)), next: found.next };
};

/** "Monday", "am Montag" (the most recent, today included), "last Monday", "next Friday", "this Sunday". */
const readWeekday: Reader = (s, i) => {
  const offset = determiners.get(wordAt(s, i));
  const j = offset === undefined ? i : i + 1;
  const weekday = weekdays.get(wordAt(s, j));
  if (weekday === undefined) return undefined;
  return { value: fixed(dayPeriod(weekdayNear(s.today, weekday, offset))), next: j + 1 };
};

function weekdayNear(today: string, weekday: number, offset: number | undefined): string {
  const back = (weekdayOf(today) - weekday + 7) % 7;
  if (offset === undefined) return addDays(today, -back);
  if (offset < 0) return addDays(today, -(back || 7));
  return offset > 0 ? addDays(today, (7 - back) % 7 || 7) : addDays(mondayOf(today), weekday - 1);
}

/** "3 days ago", "a week ago", "vor zwei Wochen", "vor einem Jahr": `count` units back. */
function readAgo(s: Scan, i: number): Found<{ unit: Unit; count: number }> | undefined {
  const german = wordAt(s, i) === "vor";
  const count = ["a", "an"].includes(wordAt(s, i)) ? { value: 1, next: i + 1 } : countAt(s, german ? i + 1 : i);
  const grain = count && countUnits.get(wordAt(s, count.next));
  if (!count || !grain || grain === "hour" || (!german && !agoWords.has(wordAt(s, count.next + 1)))) return undefined;
  return { value: { unit: grain, count: count.value }, next: count.next + (german ? 1 : 2) };
}

/** "3 days ago" is that day; "2 weeks ago" that calendar week, "a month ago" that calendar month. */
const readAgoPoint: Reader = (s, i) => {
  const found = readAgo(s, i);
  return found && { value: fixed(calendarPeriod(found.value.unit, -found.value.count, s.today)), next: found.next };
};

const pointReaders: Reader[] = [
  readNumericDate,
  readDayThenMonth,
  readMonthThenDay,
  readMonth,
  readQuarter,
  readWeekNumber,
  readOrdinalWeek,
  readYear,
  readNamedDay,
  readToDate,
  readLastN,
  readRelativePoint,
  readWeekday,
  readAgoPoint,
];

function readPoint(s: Scan, i: number): Found<Point> | undefined {
  if (s.points.has(i)) return s.points.get(i);
  let found: Found<Point> | undefined;
  for (const read of pointReaders) if ((found = read(s, i))) break;
  s.points.set(i, found);
  return found;
}

function readSingle(s: Scan, i: number): Found<Period> | undefined {
  const point = readPoint(s, i);
  const period = point && resolve(point.value, s.today);
  return period && { value: period, next: point.next };
}

// ---------------------------------------------------------------------------------------------------------------
// Spans and "since"

/** A bare day number; without "vom"/"between" only an ordinal one ("1.–15.10."), so "5 - 10 leads" is no span. */
function readBareDay(s: Scan, i: number, led: boolean): Found<Point> | undefined {
  const day = dayNumberAt(s, i);
  return day !== undefined && (led || s.tokens[i]?.ordinal) ? { value: { kind: "day", day }, next: i + 1 } : undefined;
}

/** "vom 1. bis 15. Oktober", "from October 1 to 15", "between 1 and 15 October", "1.–15.10.", "März bis Mai". */
function readSpan(s: Scan, i: number): Found<Period> | undefined {
  const lead = spanLeads.get(wordAt(s, i));
  const start = lead ? skip(s, i + 1, articles) : i;
  const first = readPoint(s, start) ?? readBareDay(s, start, lead !== undefined);
  if (!first || !linked(s, first, lead)) return undefined;
  const end = skip(s, first.next + 1, articles);
  const second = readPoint(s, end) ?? readBareDay(s, end, true);
  const period = second && joinSpan(first.value, second.value, s.today);
  return period && { value: period, next: second.next };
}

/** The word after the first end links a span; a bare "to" only between days ("October 1 to 15"), since in
 * "compare October to September" it links a comparison. */
function linked(s: Scan, first: Found<Point>, lead: SpanLead | undefined): boolean {
  const word = wordAt(s, first.next);
  if (connectors[lead ?? "none"].has(word)) return true;
  const point = first.value;
  return word === "to" && (point.kind === "day" || (point.kind === "yearly" && point.grain === "day"));
}

function joinSpan(first: Point, second: Point, today: string): Period | undefined {
  const start = first.kind === "day" ? borrowMonth(first.day, second) : first;
  if (!start || start.kind === "day") return undefined;
  const [from, to] = placeSpan(start, second, today);
  if (!from || !to || from.from > to.to) return undefined;
  return { from: from.from, to: to.to, grain: finer(from.grain, to.grain) };
}

/** "vom 1. bis 15. Oktober": the first day is in the month (and year) of the second. */
function borrowMonth(day: number, other: Point): Point | undefined {
  const dated = other.kind === "yearly" && other.grain === "day" && other.month !== undefined;
  return dated ? checked(dayPoint(other.month!, day, other.year)) : undefined;
}

/** Both ends placed: the start as any point is, the end on or after it, unless only the end names its year. */
function placeSpan(start: Exclude<Point, { kind: "day" }>, end: Point, today: string) {
  if (start.kind === "yearly" && start.year === undefined && end.kind === "yearly" && end.year !== undefined) {
    const last = end.at(end.year);
    return [last && latestFrom(start, last.from), last] as const;
  }
  const first = start.kind === "fixed" ? start.period : latestFrom(start, today);
  if (!first) return [undefined, undefined] as const;
  if (end.kind === "fixed") return [first, end.period] as const;
  if (end.kind === "yearly") return [first, firstUntil(end, first.from)] as const;
  // "from October 1 to 15": the same month as the start.
  const day = first.grain === "day" ? validDay(yearOf(first.from), monthNumberOf(first.from), end.day) : undefined;
  return [first, day ? dayPeriod(day) : undefined] as const;
}

/** "since March", "seit dem 1. Oktober", "seit Montag", "seit Jahresbeginn", "since the start of the month",
 * "seit 3 Tagen": from the start of that time to today. */
function readSince(s: Scan, i: number): Found<Period> | undefined {
  if (!sinceWords.has(wordAt(s, i))) return undefined;
  const j = skip(s, i + 1, articles);
  const found = readPeriodStart(s, j);
  const anchor = found && resolve(found.value, s.today);
  if (!found || !anchor) return undefined;
  // "ab nächster Woche" has not begun: it stays the future period it names.
  const period = anchor.from > s.today ? anchor : { from: anchor.from, to: s.today, grain: anchor.grain };
  return { value: period, next: found.next };
}

function readPeriodStart(s: Scan, j: number): Found<Point> | undefined {
  const compound = startCompounds.get(wordAt(s, j));
  if (compound) return { value: fixed(calendarPeriod(compound, 0, s.today)), next: j + 1 };
  const start = matchAny(s, j, startOf);
  const k = start === undefined ? j : skip(s, start, articles);
  const unit = start === undefined ? undefined : unitWords.get(wordAt(s, k));
  if (unit && unit !== "period") return { value: fixed(calendarPeriod(unit, 0, s.today)), next: k + 1 };
  return readPoint(s, k) ?? (start === undefined ? readCountSince(s, j) : undefined);
}

/** "seit 3 Tagen", "seit zwei Wochen": as long as the last so many. */
function readCountSince(s: Scan, i: number): Found<Point> | undefined {
  const count = countAt(s, i);
  const grain = count && countUnits.get(wordAt(s, count.next));
  return count && grain ? { value: fixed(lastPeriod(grain, count.value, s.today)), next: count.next + 1 } : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The first period of a question, with the words around it

function readPrimary(s: Scan, i: number): Found<Period> | undefined {
  let j: number | undefined = i;
  for (let lead = 0; j !== undefined && lead <= 4; lead++) {
    const found = readSince(s, j) ?? readSpan(s, j) ?? readSingle(s, j);
    if (found) return { value: found.value, next: matchAny(s, found.next, suffixes) ?? found.next };
    j = matchAny(s, j, leads);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Comparisons

type Base = { range: DateRange; grain: Grain; clipped: boolean };

/** The range `times` units before `base`; a whole month (quarter, year) maps to the whole earlier one, a month
 * to date to the same days, cut at the end of the shorter month; 29 February a year back is 28 February. */
function shiftBack(base: Base, unit: Anchor, times: number): DateRange {
  const [from, to] = base.range;
  const length = unit === "period" ? daysFrom(from, to) + 1 : unit === "day" ? 1 : 0;
  const days = (unit === "week" || unit === "weekend" ? 7 : length) * times;
  if (days) return [addDays(from, -days), addDays(to, -days)];
  const months = (monthsIn[unit as Grain] ?? 1) * times;
  const whole = !base.clipped && monthsIn[base.grain] !== undefined && to === monthEndOf(to);
  const end = shiftMonths(to, -months);
  return [shiftMonths(from, -months), whole ? monthEndOf(end) : end];
}

/** What the comparison is with, at `i`; undefined when no period follows the comparison word. */
function readTarget(s: Scan, i: number, base: Base): Found<DateRange> | undefined {
  const j = skip(s, i, targetLeads);
  const same = matchAny(s, j, samePeriod);
  const k = same === undefined ? j : skip(s, same, sameJoins);
  // "the day before yesterday" is a day of its own, not "the day before" and a stray word.
  const day = same === undefined ? readNamedDay(s, j) : undefined;
  if (day?.value.kind === "fixed") return { value: [day.value.period.from, day.value.period.to], next: day.next };
  const ago = readAgo(s, k);
  if (ago) return { value: shiftBack(base, ago.value.unit, ago.value.count), next: ago.next };
  const relative = readRelative(s, k, true);
  if (relative?.value.offset === -1) return { value: shiftBack(base, relative.value.unit, 1), next: relative.next };
  if (same !== undefined) return undefined;
  const preceding = readPreceding(s, j, base) ?? readElliptic(s, j, base);
  if (preceding) return preceding;
  if (beforeWords.has(wordAt(s, j))) return { value: shiftBack(base, defaultAnchor(base.grain), 1), next: j + 1 };
  const named = readSpan(s, j) ?? readSingle(s, j);
  if (!named) return undefined;
  const { from, to } = named.value;
  return { value: [from, from <= s.today && to > s.today ? s.today : to], next: named.next };
}

const defaultAnchor = (grain: Grain): Anchor => (grain === "hour" || grain === "day" ? "period" : grain);

/** "the 30 days before", "den 7 Tagen davor", "the previous 7 days", "die vorangegangenen zwei Wochen": so many
 * units right before the period asked about (never the last ones before today: that would be the period itself). */
function readPreceding(s: Scan, j: number, base: Base): Found<DateRange> | undefined {
  const led = precedingWords.has(wordAt(s, j));
  const count = countAt(s, led ? j + 1 : j);
  const grain = count && count.value > 0 ? countUnits.get(wordAt(s, count.next)) : undefined;
  if (!count || !grain || grain === "hour") return undefined;
  const after = beforeWords.has(wordAt(s, count.next + 1));
  if (!led && !after) return undefined;
  const start = base.range[0];
  const months = monthsIn[grain];
  const from = months ? shiftMonths(start, -months * count.value) : addDays(start, -daysIn(grain, count.value));
  return { value: [from, addDays(start, -1)], next: count.next + (after ? 2 : 1) };
}

/** "im Vergleich zum vorletzten", "compared with the previous one": a determiner alone stands for the calendar unit
 * asked about; "previous" counts back from that period, "vorletzten" names the one before last. */
function readElliptic(s: Scan, j: number, base: Base): Found<DateRange> | undefined {
  const offset = determiners.get(wordAt(s, j));
  if (offset === undefined || offset >= 0 || base.grain === "hour" || base.grain === "day") return undefined;
  const next = wordAt(s, j + 1) === "one" ? j + 2 : j + 1;
  if (unitWords.has(wordAt(s, next)) || countAt(s, next)) return undefined;
  if (offset === -1) return { value: shiftBack(base, base.grain, 1), next };
  const { from, to } = calendarPeriod(base.grain, offset, s.today);
  return { value: [from, to], next };
}

/** The comparison word at `k` ("vs", "im Vergleich zur", or a link after an earlier "compare") and its target. */
function readComparisonAt(s: Scan, k: number, linked: boolean, base: Base): Found<DateRange> | undefined {
  const implied = matchAny(s, k, impliedPhrases);
  if (implied !== undefined)
    return { value: shiftBack(base, impliedComparisons.get(phraseKey(s, k, implied))!, 1), next: implied };
  const head = matchAny(s, k, comparisonHeads) ?? (linked ? matchAny(s, k, compareLinks) : undefined);
  return head === undefined ? undefined : readTarget(s, head, base);
}

function readComparison(s: Scan, primary: [number, number], base: Base) {
  let verb = s.tokens.findIndex((token, i) => i < primary[0] && compareVerbs.has(token.word));
  for (let k = primary[1]; k < s.tokens.length; k++) {
    const found = readComparisonAt(s, k, verb >= 0, base);
    if (found) return { range: found.value, words: [[k, found.next], ...(verb >= 0 ? [[verb, verb + 1]] : [])] };
    if (compareVerbs.has(wordAt(s, k))) verb = k;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------

/** Character spans of the tokens in some index ranges; "Okt." and "vs." take their full stop along. */
function charSpans(s: Scan, ranges: readonly (readonly number[])[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const [from = 0, to = 0] of ranges)
    for (const token of s.tokens.slice(from, to)) {
      const dot = abbreviations.has(token.word) && s.text[token.end] === ".";
      spans.push([token.start, token.end + (dot ? 1 : 0)]);
    }
  return spans.sort((a, b) => a[0] - b[0]);
}

/** The date words in some index ranges that were read through a typing error. */
function correctionsIn(s: Scan, ranges: readonly (readonly number[])[]): DateReading["corrections"] {
  return ranges.flatMap(([from = 0, to = 0]) =>
    s.tokens
      .slice(from, to)
      .flatMap((token) => (token.read ? [{ typed: s.text.slice(token.start, token.end), read: token.read }] : [])),
  );
}

/** The first period from token `from` on, with the index of its first word. */
function firstPeriod(s: Scan, from: number): { start: number; found: Found<Period> } | undefined {
  for (let start = from; start < s.tokens.length; start++) {
    const found = readPrimary(s, start);
    if (found) return { start, found };
  }
  return undefined;
}

/** A comparison word that ends right before token `i`: "Compared to last year, how many … this month?". */
function comparisonBefore(s: Scan, i: number): number | undefined {
  for (let k = Math.max(0, i - 4); k < i; k++) if (matchAny(s, k, comparisonHeads) === i) return k;
  return undefined;
}

/**
 * "Visitors compared with last week", "Besucher vs. Vormonat": only what is compared with is named. The period before
 * the current one of a calendar unit stands for "the current one, so far, against it": this week to date against the
 * same weekdays of last week. Anything else ("compared with October") leaves open what is compared, so the reading
 * says so (`comparedAlone`) and the question is asked back rather than answered for the wrong period.
 */
function comparedWithOnly(s: Scan, head: number, first: { start: number; found: Found<Period> }): DateReading {
  const { from, to, grain } = first.found.value;
  const unit = grain === "hour" ? undefined : grain;
  const before = unit ? calendarPeriod(unit, -1, s.today) : undefined;
  const ranges = [[head, first.found.next]];
  const reading = { grain, spans: charSpans(s, ranges), corrections: correctionsIn(s, ranges) };
  if (unit && before && before.from === from && before.to === to) {
    const current = calendarPeriod(unit, 0, s.today);
    const clipped = current.to > s.today;
    const range: DateRange = [current.from, clipped ? s.today : current.to];
    return {
      ...reading,
      range,
      compareDateRange: shiftBack({ range, grain, clipped }, unit, 1),
      future: false,
      clipped,
    };
  }
  return { ...reading, range: [from, to], future: from > s.today, clipped: false, comparedAlone: true };
}

/**
 * The period a question asks about, and what it compares it with; undefined when it names no time. Only the
 * first period is read: a second one without a comparison word is left for the caller to see. A period right
 * after a comparison word is what the next one is compared with, when there is a next one.
 */
export function readDates(text: string, today: string): DateReading | undefined {
  const s: Scan = { text, tokens: tokenize(text), today, points: new Map() };
  const first = firstPeriod(s, 0);
  if (!first) return undefined;
  const head = comparisonBefore(s, first.start);
  const main = head === undefined ? undefined : firstPeriod(s, first.found.next);
  if (head !== undefined && !main) return comparedWithOnly(s, head, first);
  const { start, found } = main ?? first;
  const { from, to, grain } = found.value;
  const future = from > today;
  const clipped = !future && to > today;
  const range: DateRange = [from, clipped ? today : to];
  const base = { range, grain, clipped };
  const target = main && readTarget(s, first.start, base);
  const read = target
    ? { range: target.value, words: [[head!, target.next]] }
    : readComparison(s, [start, found.next], base);
  // A period compared with itself is a misreading: its words are left for the caller to find not understood.
  const comparison = read && (read.range[0] !== range[0] || read.range[1] !== range[1]) ? read : undefined;
  const ranges = [[start, found.next], ...(comparison?.words ?? [])];
  return {
    range,
    ...(comparison ? { compareDateRange: comparison.range } : {}),
    grain,
    future,
    clipped,
    spans: charSpans(s, ranges),
    corrections: correctionsIn(s, ranges),
  };
}
