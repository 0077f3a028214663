/**
 * From a question to a query, or to an honest refusal (issue 45). Deterministic and offline: the dates are read by
 * our own grammar (`dates.ts`), every other word against the catalogue (`lexicon.ts`): a measure, a dimension to
 * cut by, a value to filter on, a grain, a rank. What is left must be filler; a word it cannot place is named back
 * rather than guessed around, since a wrong answer is worse than none.
 */
import { may, type Role } from "#app/vocabulary/roles.ts";
import { dimensionTerms, measureTerms, type Title } from "#app/lib/ask/catalogue.ts";
import { readDates, type DateReading } from "#app/lib/ask/dates.ts";
import { lexiconWith, type DataValues, type Entry, type Lexicon, type Sense } from "#app/lib/ask/lexicon.ts";
import type {
  AskQuery,
  DateRange,
  Dimension,
  Filter,
  Grain,
  Measure,
  Order,
  RefusalReason,
} from "#app/lib/ask/query.ts";
import { addDays, daysBetween } from "#app/lib/analytics/days.ts";
import { fold, numberAt, stem, tokenize, type Token } from "#app/lib/ask/words.ts";

export type AskContext = { today: string; role: Role; data?: DataValues };

/** A word read as another: shown to the asker ("linkedn → LinkedIn"). */
export type Correction = { typed: string; read: string };

/** Why a figure needs a word beside it: the period was not named, or a group stands for several stored values. */
export type ReadingNote = "defaultPeriod" | "contextSetAside";

export type Reading =
  | {
      status: "answered";
      query: AskQuery;
      corrections: Correction[];
      notes: ReadingNote[];
      /** The words read when the clauses around the question were set aside (note `contextSetAside`). */
      readOnly?: string;
    }
  | { status: "refused"; reason: RefusalReason; unknown: string[]; corrections: Correction[] }
  | { status: "clarify"; options: { measure: Measure; question: string }[]; corrections: Correction[] };

type Found = { sense: Sense; tokens: Token[]; negated?: boolean };

/** Statistics without a named period: the dashboard's default, the last 30 days. */
const DEFAULT_DAYS = 30;
const MAX_LIMIT = 50;

export function readQuestion(question: string, context: AskContext): Reading {
  const reading = readWhole(question, context);
  if (
    reading.status !== "refused" ||
    !["unknown_term", "out_of_scope", "not_measured", "not_linkable"].includes(reading.reason)
  )
    return reading;
  const asked = withoutContext(question, context);
  if (asked === undefined) return reading;
  const again = readWhole(asked, context);
  if (again.status !== "answered") return again;
  const readOnly = asked
    .replace(/\s+/gu, " ")
    .trim()
    .replace(/^[\s,;:]*(?:(?:so|and|und|also)\b[\s,]*)*/iu, "");
  return { ...again, notes: [...again.notes, "contextSetAside"], readOnly };
}

/**
 * A question wrapped in context ("Hi! A customer just asked whether …, so could you tell me how many …?"): cut at
 * sentence punctuation and at the words that turn to the asking ("could you", "I'd like to know", "können Sie",
 * "ich bräuchte"). A clause that holds words we cannot place and no term of ours (no figure, cut, grain, rank, owner
 * or period; a value only when the asking part names it too) is context, and is set aside; words outside our data
 * there ("customer", "again") talk about the conversation, not the figure. The rest is read as the question, and an
 * answer says what was read. Nothing set aside: `undefined`, and the refusal stands.
 */
function withoutContext(question: string, context: AskContext): string | undefined {
  const clauses = clausesOf(question);
  if (clauses.length < 2) return undefined;
  const dates = readDates(question, context.today)?.spans ?? [];
  const blanked = blank(question, dates);
  const data = context.data ?? {};
  const read = clauses.map(([start, end]) => {
    const words = readWords(question.slice(start, end), blanked.slice(start, end), data);
    const dated = dates.some(([from, to]) => from < end && to > start);
    return { start, end, words, dated };
  });
  const isContext = (clause: (typeof read)[number], asking: Set<string>) => {
    // "For the newsletter I'm writing: …": what the asker writes is what the clause names, not the figure's filter.
    const composing = clause.words.found.some(({ sense }) => sense.kind === "composing");
    return (
      !clause.dated &&
      (clause.words.unknown.length > 0 || composing) &&
      clause.words.found.every(
        ({ sense }) =>
          contextKinds.has(sense.kind) ||
          // "ich bereite gerade … vor": "gerade" is "now", which beside the figure asked for is no figure.
          (sense.kind === "measure" && sense.measure === "visitorsNow") ||
          (sense.kind === "value" && (composing || asking.has(`${sense.dimension}:${sense.value}`))),
      )
    );
  };
  // The values the clauses that ask name: a context clause may repeat them ("… reads our careers page? How many
  // people looked at the careers page …"), never add one.
  const valuesOf = (clause: (typeof read)[number]) =>
    clause.words.found.flatMap(({ sense }) => (sense.kind === "value" ? [`${sense.dimension}:${sense.value}`] : []));
  const plain = read.filter((clause) => !isContext(clause, new Set()));
  const asking = new Set(plain.flatMap(valuesOf));
  const aside = read.filter((clause) => isContext(clause, asking));
  if (!aside.length || aside.length === read.length) return undefined;
  return blank(
    question,
    aside.map((clause) => [clause.start, clause.end]),
  );
}

/** Senses a context clause may hold: words outside our data or unmeasured, about the talk rather than the figure, and
 * verbs of reading or landing ("whether anyone reads our careers page"), which name no figure of their own. */
const contextKinds = new Set<Sense["kind"]>([
  "outOfScope",
  "composing",
  "notMeasured",
  "leadOnly",
  "viewed",
  "entering",
]);

/** Where a clause turns to the asking: the cut is made before these words. */
const askingTurns =
  /(?:,\s*|\s)(?=(?:and\s+|so\s+|und\s+|also\s+)?(?:could you|can you|would you|i'?d like|i would like|i want|want to|i need|if that'?s|if possible|k(?:ö|oe)nnten sie|k(?:ö|oe)nnen sie|kannst du|k(?:ö|oe)nntest du|ich br(?:ä|ae)uchte|br(?:ä|ae)uchte|ich m(?:ö|oe)chte|m(?:ö|oe)chte|geht das|wenn das geht|wenn m(?:ö|oe)glich)\b)/giu;

/** Words written with a full stop of their own ("vgl.", "lt.", "ggü.", "Okt."): no sentence ends there. */
const abbreviated =
  /(?<!\d|(?<![\p{L}\p{N}])(?:\p{L}|vgl|lt|bzgl|ggü|gg|ca|inkl|bzw|usw|etc|evtl|ggf|vs|nr|dr|jan|feb|mär|mrz|apr|jun|jul|aug|sep|sept|okt|nov|dez))/u;
const sentenceEnd = new RegExp(`${abbreviated.source}[.!?:;]+(?=\\s|$)|[!?:;]+`, "giu");

/** The question's clauses as [start, end]: cut after sentence punctuation (not the dot of "3.", "lnkd.in" or "vgl.")
 * and before a turn to the asking. */
function clausesOf(question: string): [number, number][] {
  const cuts = new Set<number>([0, question.length]);
  for (const match of question.matchAll(sentenceEnd)) cuts.add(match.index + match[0].length);
  // A dash between spaces sets a clause apart as a full stop does ("Ich bereite die Präsentation vor – wie viele …").
  for (const match of question.matchAll(/\s[-–—]+\s/gu)) cuts.add(match.index + match[0].length);
  for (const match of question.matchAll(askingTurns)) cuts.add(match.index);
  const sorted = [...cuts].sort((a, b) => a - b);
  return sorted
    .slice(1)
    .map((end, index): [number, number] => [sorted[index]!, end])
    .filter(([start, end]) => /[\p{L}\p{N}]/u.test(question.slice(start, end)));
}

function readWhole(question: string, context: AskContext): Reading {
  const dates = readDates(question, context.today);
  const words = readWords(question, blank(question, dates?.spans ?? []), context.data ?? {});
  const { unknown, numbers } = words;
  const blanked = blank(question, dates?.spans ?? []);
  const found = impliedFigures(words.found, counting(question), askedWhatDone(blanked), howOften(question));
  const corrections = [...(dates?.corrections ?? []), ...words.corrections];
  const has = (kind: Sense["kind"]) => found.some((item) => item.sense.kind === kind);
  const refuse = (reason: RefusalReason, named: string[] = []): Reading => ({
    status: "refused",
    reason,
    unknown: named,
    corrections,
  });

  // A figure we do not measure is the more telling reason than another word outside our data beside it.
  if (has("notMeasured")) return refuse("not_measured");
  if (has("outOfScope") || has("composing")) return refuse("out_of_scope");
  if (has("forecast")) return refuse("future");
  const measuresAsked = measuresOf(found);
  if (measuresAsked === "ambiguous") {
    const word = found.find((item) => item.sense.kind === "ambiguous")!;
    const readings = (word.sense as Extract<Sense, { kind: "ambiguous" }>).readings;
    if (readings.some((measure) => !may(context.role, measureTerms[measure].capability)))
      return clarifyOrPermitted(question, word, readings, context, corrections);
    return { status: "clarify", options: optionsFor(question, word, readings), corrections };
  }
  // "Gerade auf der Seite", "on the page right now": the site itself, no page of it.
  const cuts =
    measuresAsked[0] === "visitorsNow"
      ? found.filter((item) => !(item.sense.kind === "dimension" && item.sense.dimension === "page"))
      : found;
  const dims = dimensionsOf(question, cuts, measuresAsked);
  if (measuresAsked.length && !permitted(measuresAsked, dims.all, context.role)) return refuse("not_permitted");
  if (has("leadOnly")) {
    const visitSide = dims.all.some((dimension) => dimensionTerms[dimension].capability === "statistics");
    return visitSide || measuresAsked.some((measure) => measureTerms[measure].capability === "statistics")
      ? refuse("not_linkable")
      : refuse("unknown_term", typedOf(found, "leadOnly"));
  }
  if (unknown.length) return refuse("unknown_term", unknown);
  // "Compared with October" alone: which period is compared with it is not said; the words are named back.
  if (dates?.comparedAlone)
    return refuse("unknown_term", [dates.spans.map(([start, end]) => question.slice(start, end)).join(" ")]);
  if (!measuresAsked.length) {
    // "How did we do last month?": a period or a rank without a figure; the figures the asker may see are offered.
    if (!dates && !found.length) return refuse("unknown_term", []);
    const offered = (["visitors", "demoRequests", "leads"] as const).filter((measure) =>
      may(context.role, measureTerms[measure].capability),
    );
    return {
      status: "clarify",
      options: offered.map((measure) => ({ measure, question: withMeasure(question, measure) })),
      corrections,
    };
  }
  if (dates?.future) return refuse("future");
  // "Besucher gerade im Oktober", "visitors online last week": now and another period; neither is guessed.
  const now = found.filter((item) => item.sense.kind === "measure" && item.sense.measure === "visitorsNow");
  if (
    measuresAsked[0] === "visitorsNow" &&
    dates &&
    (dates.range[0] !== context.today || dates.range[1] !== context.today)
  )
    return refuse(
      "unknown_term",
      now.map((item) => item.tokens.map((token) => token.text).join(" ")),
    );
  if (!linkable(measuresAsked, dims.all)) return refuse("not_linkable");

  // "What share of visitors came from LinkedIn?": one filtered count is no share; a rate or a breakdown is.
  if (has("share") && !measuresAsked.includes("conversionRate") && !dims.grouped.length)
    return refuse("unknown_term", typedOf(found, "share"));
  const limitAsked = numbers.length ? Math.min(numbers[0]!, MAX_LIMIT) : undefined;
  if (numbers.length && !has("rank") && !dims.grouped.length) return refuse("unknown_term", words.numberWords);
  const time = timeOf(measuresAsked, dates, found, context.today);
  if (time === "hourly-range") return refuse("not_measured");
  // "Wann hatten wir die meisten Besucher?": a rank with nothing to rank (no breakdown, no grain) would vanish and
  // leave a total; it is named back.
  if (has("rank") && !dims.grouped.length && !time.granularity) return refuse("unknown_term", typedOf(found, "rank"));
  const query: AskQuery = {
    measures: measuresAsked,
    dimensions: dims.grouped,
    filters: dims.filters,
    timeDimensions: time.timeDimensions,
    ...rankOf(found, measuresAsked, dims.grouped, limitAsked, time.granularity, words.tokens),
  };
  if (time.granularity === "hour" && query.filters.length) return refuse("not_measured");
  return { status: "answered", query, corrections, notes: time.defaulted ? ["defaultPeriod"] : [] };
}

/** The question with the date words blanked out (same length, so the places of other words stay). */
function blank(text: string, spans: readonly [number, number][]): string {
  let out = text;
  for (const [start, end] of spans) out = out.slice(0, start) + " ".repeat(end - start) + out.slice(end);
  return out;
}

function readWords(question: string, text: string, data: DataValues) {
  const lexicon = lexiconWith(data);
  const tokens = tokenize(text);
  const stems = tokens.map((token) => token.stem);
  const written = tokens.map((token) => token.folded);
  const found: Found[] = [];
  const unknown: string[] = [];
  const numbers: number[] = [];
  const numberWords: string[] = [];
  const corrections: Correction[] = [];
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at]!;
    const entry =
      lexicon.longestAt(stems, at, written, nounSlot(tokens, at) ? isNoun : undefined) ??
      separatedVerb(lexicon, tokens, at);
    if (entry) {
      const words = tokens.slice(at, at + entry.stems.length);
      // "Open" leads are those not closed.
      if (entry.sense.kind === "open") found.push({ sense: closed, tokens: words, negated: true });
      else found.push({ sense: entry.sense, tokens: words });
      at += entry.stems.length;
      continue;
    }
    const number = numberAt(tokens, at);
    if (number !== undefined) {
      numbers.push(number.value);
      numberWords.push(...tokens.slice(at, at + number.length).map((typed) => typed.text));
      at += number.length;
      continue;
    }
    at += 1;
    if (HOST.test(token.folded)) {
      const title = { en: token.folded, de: token.folded };
      found.push({ sense: { kind: "value", dimension: "source", value: token.folded, title }, tokens: [token] });
      continue;
    }
    const named = genitiveOf(lexicon, token);
    if (named) {
      found.push({ sense: named.sense, tokens: [token] });
      continue;
    }
    const parts = lexicon.split(token.folded);
    if (parts) {
      for (const part of parts) found.push({ sense: part.sense, tokens: [token] });
      continue;
    }
    const near = lexicon.nearest(token.stem, token.folded);
    if (near) {
      // The word as corrected may begin a phrase ("conversoin rate" is "conversion rate").
      const patched = [...stems];
      patched[at - 1] = near.stems[0]!;
      // … or end one begun by the word before ("page veiws" is "page views", not a page and a view).
      const back =
        at >= 2 && found.at(-1)?.tokens[0] === tokens[at - 2] ? lexicon.longestAt(patched, at - 2) : undefined;
      if (back && back.stems.length >= 2 && found.at(-1)!.tokens.length === 1) {
        found.pop();
        found.push({ sense: back.sense, tokens: tokens.slice(at - 2, at - 2 + back.stems.length) });
        corrections.push({ typed: token.text, read: titleOf(near) });
        at += back.stems.length - 2;
        continue;
      }
      const phrase = lexicon.longestAt(patched, at - 1) ?? near;
      found.push({ sense: phrase.sense, tokens: tokens.slice(at - 1, at - 1 + phrase.stems.length) });
      corrections.push({ typed: token.text, read: titleOf(near) });
      at += phrase.stems.length - 1;
      continue;
    }
    unknown.push(token.text);
  }
  unknown.push(...unplacedObjects(question, text, tokens, found));
  const meaningful = whoAndWhat(
    compoundHeads(found, text).filter((item) => item.sense.kind !== "filler"),
    tokens,
  );
  return { found: attachNegations(meaningful, unknown, tokens), unknown, numbers, numberWords, corrections, tokens };
}

/** Particles a German verb leaves at the end of its clause: "steigen … ein", "zeigen Sie … an". */
const particles = new Set(["ein", "aus", "ab", "an", "auf", "dar"]);

/**
 * "Auf welcher Seite steigen die meisten Besucher ein?": a separable verb whose particle ends the question is read as
 * the verb and its particle together, the particle itself being a filler where it stands.
 */
function separatedVerb(lexicon: Lexicon, tokens: readonly Token[], at: number): Entry | undefined {
  const particle = tokens.at(-1)?.folded ?? "";
  if (!particles.has(particle) || at >= tokens.length - 2) return undefined;
  const entry = lexicon.longestAt([tokens[at]!.stem, stem(particle)], 0);
  return entry?.stems.length === 2 ? { ...entry, stems: entry.stems.slice(0, 1) } : undefined;
}

/**
 * "Referrer-Seite", "Einstiegsseite", "Quellen-Page": a compound whose head is the word for a page names the kind of
 * thing its first part already names (a referring site, an entry page), not a second dimension to cut by.
 */
function compoundHeads(found: readonly Found[], text: string): Found[] {
  return found.filter((item, index) => {
    const before = found[index - 1];
    if (!before || item.sense.kind !== "dimension" || item.sense.dimension !== "page") return true;
    if (before.sense.kind !== "dimension" || before.sense.dimension === "page") return true;
    const [last, first] = [before.tokens.at(-1)!, item.tokens[0]!];
    const joined = last === first || text.slice(last.end, first.start) === "-";
    return !joined;
  });
}

/** Words whose object is what the figure is cut by ("by source", "nach Land", "je Besitzer"). */
const byWords = new Set(["by", "nach", "per", "pro", "je"]);
const ratioWords = new Set(["per", "pro", "je"]);
/** Words that ask which thing ("which country", "welches Land"): a noun follows. */
const whichWords = new Set(["which", "what", "welche", "welcher", "welches", "welchen", "welchem"]);
const slotSkips = new Set(
  "the our a an der die das den dem des ein eine einem einer einen unseren unserer unsere".split(" "),
);
/** Senses a noun has: what a question can count, cut, filter or be refused for; verbs and fillers are not among them. */
const nounKinds = new Set<Sense["kind"]>([
  "measure",
  "dimension",
  "value",
  "grain",
  "trend",
  "owner",
  "ambiguous",
  "notMeasured",
  "outOfScope",
  "leadOnly",
]);
const isNoun = (sense: Sense) => nounKinds.has(sense.kind);

/** The token before `at`, articles skipped, asks for a noun: a word that is a verb and a noun is read as the noun
 * there ("nach Land" is a country, "people who land on the blog" enter it). */
function nounSlot(tokens: readonly Token[], at: number): boolean {
  let before = at - 1;
  while (before >= 0 && slotSkips.has(tokens[before]!.folded)) before--;
  const word = tokens[before]?.folded ?? "";
  return byWords.has(word) || whichWords.has(word);
}

/**
 * "by …", "nach …", "je …" must be followed by what to cut by: a word there that is no noun of ours (a filler, a
 * verb) would otherwise vanish and leave a total nobody asked for ("Besucher nach Typ"). It is named back instead.
 * A date right after the word ("nach dem 3. November") is read by the date grammar and is no object.
 */
function unplacedObjects(question: string, text: string, tokens: readonly Token[], found: readonly Found[]): string[] {
  const owner = new Map(found.flatMap((item) => item.tokens.map((token) => [token, item] as const)));
  const unplaced: string[] = [];
  for (const [index, token] of tokens.entries()) {
    if (!byWords.has(token.folded) || owner.get(token)?.sense.kind !== "filler") continue;
    let next = index + 1;
    while (next < tokens.length && (slotSkips.has(tokens[next]!.folded) || byWords.has(tokens[next]!.folded))) next++;
    const object = tokens[next];
    if (!object || question.slice(token.end, object.start) !== text.slice(token.end, object.start)) continue;
    const item = owner.get(object);
    // "by now" is one phrase, whose second word is no object of its first.
    if (item === owner.get(token)) continue;
    // "per visitor", "pro Besucher": a ratio of two figures, which we do not compute ("by visitors" sorts).
    const ratio = ratioWords.has(token.folded) && item?.sense.kind === "measure";
    if (item && (!isNoun(item.sense) || ratio)) unplaced.push(object.text);
  }
  return unplaced;
}

/** Words before the people a figure is of: "demo requests from people on desktop", "unter deutschsprachigen
 * Besuchern", "Seitenaufrufe der Handynutzer". */
const populationWords = new Set(
  ["from", "of", "among", "amongst", "by", "for", "von", "vom", "bei", "unter", "aus", "für"].map(fold),
);
const articles = new Set(["the", "our", "der", "die", "den", "dem", "des", "unseren", "unserer", "unsere"]);
/** Figures' words that are verbs after the people who do them: "people hit the page", "users viewed it". */
const viewVerbs = new Set(["view", "views", "viewed", "viewing"]);
const visitVerbs = new Set([...viewVerbs, "hit", "hits", "visit", "visited", "visiting"]);

/**
 * People named beside another figure are who the figure is of, not a second figure ("demo requests from people on
 * desktop", "Demoanfragen von Desktop-Nutzern"), and a figure's word right after them is their verb ("ppl hit the
 * careers page"): read otherwise, the answer would carry a figure nobody asked for.
 */
function whoAndWhat(found: Found[], tokens: readonly Token[]): Found[] {
  const people = (item: Found) => item.sense.kind === "measure" && item.sense.measure === "visitors";
  const otherFigure = found.some(
    (item) =>
      (item.sense.kind === "measure" && !["visitors", "visitorsNow"].includes(item.sense.measure)) ||
      item.sense.kind === "converting" ||
      item.sense.kind === "viewed",
  );
  const owner = new Map(found.flatMap((item) => item.tokens.map((token) => [token, item] as const)));
  return found.flatMap((item, index): Found[] => {
    const previous = found[index - 1];
    const adjacent = previous && tokens.indexOf(item.tokens[0]!) === tokens.indexOf(previous.tokens.at(-1)!) + 1;
    const verb = item.tokens[0]!.folded;
    // The people's verb: viewing is kept as such (how often they viewed is counted in views), hitting and visiting
    // say nothing more than the people do.
    if (item.sense.kind === "measure" && adjacent && people(previous) && visitVerbs.has(verb))
      return viewVerbs.has(verb) ? [{ ...item, sense: { kind: "viewed" } }] : [];
    return people(item) && otherFigure && afterPopulationWord(item, tokens, owner) ? [] : [item];
  });
}

/** "What did phone users do last month?", "Was haben die Handynutzer gemacht?": a question about what people did,
 * with its verb of doing last, names no figure. */
function askedWhatDone(text: string): boolean {
  const words = fold(text).match(/[\p{L}']+/gu) ?? [];
  return words.some((word) => word === "what" || word === "was") && doneWords.has(words.at(-1) ?? "");
}
const doneWords = new Set(["do", "doing", "done", "gemacht", "getan", "machen", "tun", "getrieben", "treiben"]);

/** "most often", "am häufigsten", "wie oft": the question asks how often something was done, which is counted in views. */
function howOften(question: string): boolean {
  return /\b(often|frequently|oft|haeufigsten?|haeufig)\b/u.test(fold(question));
}

/** "How many", "wie viele", "Anzahl": the question counts (people, conversions), it does not ask how often or how well. */
function counting(question: string): boolean {
  return /\b(how many|wie ?viele?|number of|anzahl)\b/u.test(fold(question));
}

/**
 * Figures a verb implies: converting is the rate ("how well do visitors convert"), or the count when the question
 * counts ("how many converted"), and the people converting are no figure of their own; viewing is page views when
 * nothing else names a figure ("wie oft wurde die Startseite aufgerufen"), but who counts viewers is left to ask.
 */
function impliedFigures(found: readonly Found[], counts: boolean, whatDone: boolean, often = false): Found[] {
  const converting = found.some((item) => item.sense.kind === "converting");
  const viewing = found.some((item) => item.sense.kind === "viewed");
  const peopleOnly = found.every((item) => item.sense.kind !== "measure" || item.sense.measure === "visitors");
  // "Which pages did phone users view most often?": how often people viewed is counted in views; the people are
  // whom the views are of. ("How many users viewed …" still counts the people.)
  const viewsOfPeople = viewing && often && !counts && !converting && peopleOnly;
  const named = !viewsOfPeople && found.some((item) => item.sense.kind === "measure");
  return found.flatMap((item): Found[] => {
    const { sense } = item;
    // "What did phone users do?": the people are whom it is about; which figure of theirs is asked back.
    if (whatDone && !counts && sense.kind === "measure" && sense.measure === "visitors") return [];
    if (sense.kind === "converting")
      return [{ ...item, sense: { kind: "measure", measure: counts ? "demoRequests" : "conversionRate" } }];
    if ((converting || viewsOfPeople) && sense.kind === "measure" && sense.measure === "visitors") return [];
    if (sense.kind === "viewed")
      return named || converting || counts ? [] : [{ ...item, sense: { kind: "measure", measure: "pageViews" } }];
    return [item];
  });
}

function afterPopulationWord(item: Found, tokens: readonly Token[], owner: Map<Token, Found>): boolean {
  let at = tokens.indexOf(item.tokens[0]!) - 1;
  let genitive = false;
  // Values and articles between: "from (the) (German-speaking) people", "von (Desktop-)Nutzern".
  for (; at >= 0; at--) {
    const token = tokens[at]!;
    if (articles.has(token.folded)) genitive ||= token.folded === "der" || token.folded === "des";
    else if (owner.get(token)?.sense.kind !== "value") break;
  }
  const word = tokens[at];
  if (!word) return false;
  // "from people", or a genitive after a figure: "Seitenaufrufe der Handynutzer".
  return populationWords.has(word.folded) || (genitive && owner.get(word)?.sense.kind === "measure");
}

/** A referring site typed as a host name ("lnkd.in", "news.ycombinator.com") is that host alone, not its group. */
const HOST = /^[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,}$/;

/** "Bens Leads", "Claras Leads": a German genitive of a colleague's name, which stripping endings leaves alone in
 * names too short to strip ("Bens" keeps four letters). */
function genitiveOf(lexicon: Lexicon, token: Token): Entry | undefined {
  if (!token.folded.endsWith("s") || token.folded.length < 3) return undefined;
  const name = lexicon.longestAt([stem(token.folded.slice(0, -1))], 0);
  return name?.sense.kind === "value" && name.sense.dimension === "owner" && name.stems.length === 1 ? name : undefined;
}

/**
 * "not from Google", "noch nicht erledigt", "keinen Besitzer": a negation turns the next value (or an owner) around.
 * One with nothing to turn around is a word not understood: guessing past a "not" is how answers go wrong.
 */
function attachNegations(found: Found[], unknown: string[], tokens: readonly Token[]): Found[] {
  const kept: Found[] = [];
  for (let index = 0; index < found.length; index++) {
    const item = found[index]!;
    if (item.sense.kind === "lacking") {
      const target = lackedOwner(found, index, tokens);
      if (target) target.negated = !target.negated;
      else unknown.push(item.tokens.map((token) => token.text).join(" "));
      continue;
    }
    if (item.sense.kind !== "negation") {
      kept.push(item);
      continue;
    }
    const target = found
      .slice(index + 1, index + 3)
      .find(
        (next) =>
          next.sense.kind === "value" ||
          next.sense.kind === "owner" ||
          (next.sense.kind === "dimension" && (next.sense.dimension === "owner" || next.sense.dimension === "source")),
      );
    // "without a referring site", "ohne Verweis": the direct visits; only right after the negation ("without
    // breaking it down by source" is no such thing, and is named back).
    if (target?.sense.kind === "dimension" && target.sense.dimension === "source") {
      if (!nextTo(item, target, tokens)) unknown.push(item.tokens.map((token) => token.text).join(" "));
      else target.sense = direct;
    } else if (target) negateList(found, found.indexOf(target), tokens);
    else unknown.push(item.tokens.map((token) => token.text).join(" "));
  }
  return kept;
}

/** The owner a verb of lacking turns around: the word for an owner right after it ("waiting for an owner") or right
 * before it ("auf einen Besitzer warten"); a colleague's name is none ("waiting for Ben" is not understood). */
function lackedOwner(found: readonly Found[], index: number, tokens: readonly Token[]): Found | undefined {
  // "Welche Leads warten, nach Besitzer?": an owner after "by" or "which" is what to cut by, not what is lacked.
  const isOwner = (item: Found | undefined) =>
    ((item?.sense.kind === "owner" && item.sense.who === "any") ||
      (item?.sense.kind === "dimension" && item.sense.dimension === "owner")) &&
    !nounSlot(tokens, tokens.indexOf(item.tokens[0]!));
  const [lack, after, before] = [found[index]!, found[index + 1], found[index - 1]];
  if (isOwner(after) && nextTo(lack, after!, tokens)) return after;
  // "auf einen Besitzer warten"; but "owners missing leads" are owners without leads, which we cannot count.
  const lacked = after?.sense.kind === "measure" || after?.sense.kind === "ambiguous";
  return isOwner(before) && !before!.negated && !lacked && nextTo(before!, lack, tokens) ? before : undefined;
}

/** Words that may stand between a negation or a lack and what it turns: articles and "still", "noch", "auf". */
const betweenTurn = new Set([
  ...slotSkips,
  "any",
  "still",
  "yet",
  "for",
  "on",
  "is",
  "are",
  "noch",
  "immer",
  "auf",
  "jegliche",
  "ist",
  "sind",
]);

/** `second` follows `first` with only such words between them. */
function nextTo(first: Found, second: Found, tokens: readonly Token[]): boolean {
  const between = tokens.slice(tokens.indexOf(first.tokens.at(-1)!) + 1, tokens.indexOf(second.tokens[0]!));
  return between.every((token) => betweenTurn.has(token.folded));
}

/** Words that join values into one list: a "not" before the list turns all of it ("not Ben or Clara", "weder
 * LinkedIn noch Xing", "außer Bing und Google"). */
const listJoins = new Set(["or", "and", "nor", "oder", "und", "noch"]);
const listRepeats = new Set(["from", "von", "vom", "aus", "ueber", "by", "to"]);

function negateList(found: Found[], first: number, tokens: readonly Token[]): void {
  const target = found[first]!;
  // A value negated by its word ("not open") turns back.
  target.negated = !target.negated;
  for (let index = first + 1; index < found.length; index++) {
    const [before, item] = [found[index - 1]!, found[index]!];
    const sameList =
      item.sense.kind === "value" && target.sense.kind === "value" && item.sense.dimension === target.sense.dimension;
    const between = tokens.slice(tokens.indexOf(before.tokens.at(-1)!) + 1, tokens.indexOf(item.tokens[0]!));
    const joined =
      between.some((token) => listJoins.has(token.folded)) &&
      between.every((token) => listJoins.has(token.folded) || listRepeats.has(token.folded));
    if (!sameList || !joined) return;
    item.negated = !item.negated;
  }
}

const direct: Sense = {
  kind: "value",
  dimension: "source",
  value: "direct",
  title: dimensionTerms.source.values.find((value) => value.value === "direct")!.title,
};

const closed: Sense = {
  kind: "value",
  dimension: "status",
  value: "closed",
  title: { en: "Closed", de: "Abgeschlossen" },
};

function titleOf(entry: Entry): string {
  return entry.sense.kind === "value" ? entry.sense.title.en : entry.phrase;
}

function typedOf(found: readonly Found[], kind: Sense["kind"]): string[] {
  return found.filter((item) => item.sense.kind === kind).map((item) => item.tokens.map((t) => t.text).join(" "));
}

const leadSide = (sense: Sense) =>
  (sense.kind === "value" || sense.kind === "dimension") && dimensionTerms[sense.dimension].capability === "leads";
const visitSide = (sense: Sense) =>
  (sense.kind === "value" || sense.kind === "dimension") && dimensionTerms[sense.dimension].capability === "statistics";

/** The measures asked for, in the order named; inferred from the other words when none is named. */
function measuresOf(found: readonly Found[]): Measure[] | "ambiguous" {
  const named = [...new Set(found.flatMap((item) => (item.sense.kind === "measure" ? [item.sense.measure] : [])))];
  // "Visitors right now" is one figure, not two; "now" beside another figure is no period.
  if (named.includes("visitorsNow")) {
    const others = named.filter((measure) => measure !== "visitorsNow" && measure !== "visitors");
    if (!others.length) return ["visitorsNow"];
    named.splice(named.indexOf("visitorsNow"), 1);
  }
  // "The conversion rate of LinkedIn visitors": the visitors are what the rate is of, not a second figure.
  if (named.includes("conversionRate") && named.includes("visitors")) named.splice(named.indexOf("visitors"), 1);
  if (named.length) return named;
  const senses = found.map((item) => item.sense);
  const aboutLeads = senses.some((sense) => leadSide(sense) || sense.kind === "owner");
  const ambiguous = senses.find((sense) => sense.kind === "ambiguous");
  if (ambiguous) {
    // Only a cut that one reading cannot take decides ("Anfragen nach Quelle" are demo requests, "by status"
    // leads); a language is both a visit's and a lead's, so "Anfragen nach Sprache" is still asked back.
    const cuts = senses.flatMap((sense): Dimension[] =>
      sense.kind === "value" || sense.kind === "dimension"
        ? [sense.dimension]
        : sense.kind === "owner"
          ? ["owner"]
          : [],
    );
    const readings = (ambiguous as Extract<Sense, { kind: "ambiguous" }>).readings.filter((measure) =>
      cuts.every((dimension) => measureTerms[measure].dimensions.includes(dimension)),
    );
    return readings.length === 1 ? [readings[0]!] : "ambiguous";
  }
  if (aboutLeads) return ["leads"];
  // A dimension named says what is counted ("top pages": page views); a value alone ("Show me LinkedIn") does not,
  // nor does the word that only says what kind of value it is ("the retargeting campaign", "die Seite Karriere").
  const valued = new Set(senses.flatMap((sense) => (sense.kind === "value" ? [sense.dimension] : [])));
  const dimension = senses.find(
    (sense) => sense.kind === "dimension" && visitSide(sense) && !valued.has(sense.dimension),
  ) as Extract<Sense, { kind: "dimension" }> | undefined;
  if (!dimension) return [];
  return dimension.dimension === "page" ? ["pageViews"] : ["visitors"];
}

/** Dimensions named without a value are cut by; values are filters (several of one dimension: any of them). */
function dimensionsOf(question: string, found: readonly Found[], measuresAsked: readonly Measure[]) {
  const entryNamed = found.some((item) => item.sense.kind === "dimension" && item.sense.dimension === "entryPage");
  const pageAllowed = measuresAsked.every((measure) => measureTerms[measure].dimensions.includes("page"));
  // A page's words name both the page viewed and the entry page: the entry page when the question says "entry" or
  // a verb of entering ("landed on", "eingestiegen"), or the measure counts visits (demo requests come per visit, whose entry page is known).
  const entering = found.some((item) => item.sense.kind === "entering");
  const pageDimension: Dimension = entryNamed || entering || !pageAllowed ? "entryPage" : "page";
  const values = new Map<string, { member: Dimension; negated: boolean; values: string[]; from: number; to: number }>();
  const cut: Dimension[] = [];
  const filters: Filter[] = [];
  for (const item of found) {
    const { sense } = item;
    if (sense.kind === "value") {
      const dimension = sense.dimension === "page" || sense.dimension === "entryPage" ? pageDimension : sense.dimension;
      const key = `${dimension}${item.negated ? ":not" : ""}`;
      const list = values.get(key)?.values ?? [];
      if (!list.includes(sense.value)) list.push(sense.value);
      const from = values.get(key)?.from ?? item.tokens[0]!.start;
      values.set(key, {
        member: dimension,
        negated: Boolean(item.negated),
        values: list,
        from,
        to: item.tokens[0]!.start,
      });
    } else if (sense.kind === "owner") {
      filters.push(
        sense.who === "me"
          ? { member: "owner", operator: item.negated ? "notEquals" : "equals", values: ["me"] }
          : { member: "owner", operator: (sense.who === "none") !== Boolean(item.negated) ? "notSet" : "set" },
      );
    } else if (sense.kind === "dimension" && sense.dimension === "owner" && item.negated) {
      // "leads that don't have an owner", "keinen Besitzer"
      filters.push({ member: "owner", operator: "notSet" });
    } else if (sense.kind === "dimension") {
      const dimension =
        sense.dimension === "page" && pageDimension === "entryPage" && !entryNamed ? "entryPage" : sense.dimension;
      if (!cut.includes(dimension)) cut.push(dimension);
    }
  }
  const compared = new Set<Dimension>();
  for (const { member, negated, values: list, from, to } of values.values()) {
    filters.push({ member, operator: negated ? "notEquals" : "equals", values: list });
    // "LinkedIn vs Google", "compare phone and desktop": values set against each other are shown side by side;
    // "Ben or Clara", "LinkedIn und Xing" are one filter (any of them), answered with one figure.
    const asked = (cut.includes(member) && whichAsked.test(fold(question))) || comparative.test(fold(question));
    if (!negated && list.length > 1 && (asked || setAgainst(question, from, to))) compared.add(member);
  }
  for (const member of compared) if (!cut.includes(member)) cut.push(member);
  const filtered = new Set(filters.filter((filter) => !compared.has(filter.member)).map((filter) => filter.member));
  // "Demo requests from LinkedIn, by source" cuts; "the source LinkedIn" only filters.
  const grouped = cut.filter((dimension) => !filtered.has(dimension) || dimension === "owner");
  const all = [...new Set([...grouped, ...filtered])];
  return { grouped: grouped.filter((dimension) => !(dimension === "owner" && filtered.has("owner"))), filters, all };
}

/** Words that set two values against each other: between them ("LinkedIn vs Google", "Handy gegen Desktop"), or a
 * verb of comparing before them ("compare phone and desktop", "vergleiche LinkedIn mit Xing"). */
const againstWords =
  /\b(vs|versus|against|gegen|gegenueber|ggue|gg|vgl|compared?|comparing|verglichen|vergleich\w*)\b/u;

/** "Which language had more visitors, German or English?": a comparative, or "which" with the dimension named beside
 * its values, asks which of them; the values are shown side by side. */
const whichAsked = /\b(which|what|welche[nmrs]?|wer|who)\b/u;
const comparative = /\b(more|fewer|less|better|worse|higher|lower|mehr|weniger|besser|schlechter|hoeher|niedriger)\b/u;

function setAgainst(question: string, from: number, to: number): boolean {
  return againstWords.test(fold(question.slice(from, to))) || againstWords.test(fold(question.slice(0, from)));
}

function permitted(measuresAsked: readonly Measure[], dims: readonly Dimension[], role: Role): boolean {
  return (
    measuresAsked.every((measure) => may(role, measureTerms[measure].capability)) &&
    dims.every((dimension) => may(role, dimensionTerms[dimension].capability))
  );
}

function linkable(measuresAsked: readonly Measure[], dims: readonly Dimension[]): boolean {
  const sides = new Set(measuresAsked.map((measure) => measureTerms[measure].capability));
  if (sides.size > 1 && dims.length) return false;
  return measuresAsked.every((measure) =>
    dims.every((dimension) => measureTerms[measure].dimensions.includes(dimension)),
  );
}

function clarifyOrPermitted(
  question: string,
  word: Found,
  readings: readonly Measure[],
  context: AskContext,
  corrections: Correction[],
): Reading {
  // One reading the asker may not see: the question means the other (an editor's "Anfragen" are demo requests).
  const allowed = readings.filter((measure) => may(context.role, measureTerms[measure].capability));
  if (allowed.length === 1) return readWhole(replaceWords(question, word, measureTerms[allowed[0]!].title.en), context);
  return { status: "clarify", options: optionsFor(question, word, allowed), corrections };
}

function optionsFor(question: string, word: Found, readings: readonly Measure[]) {
  const german = isGerman(question);
  return readings.map((measure) => ({
    measure,
    question: replaceWords(question, word, measureTerms[measure].title[german ? "de" : "en"]),
  }));
}

/** The question with a figure named: appended, as the asker would add it ("How did we do last month? — Visitors"). */
function withMeasure(question: string, measure: Measure): string {
  const german = isGerman(question);
  return `${question.replace(/[?.!\s]+$/u, "")}: ${measureTerms[measure].title[german ? "de" : "en"]}`;
}

function isGerman(question: string): boolean {
  return /[äöüß]|\b(der|die|das|wie|viele|welche|letzte[nm]?|im|war|waren|gestern|heute|lief)\b/i.test(question);
}

function replaceWords(question: string, word: Found, by: string): string {
  const start = word.tokens[0]!.start;
  const end = word.tokens.at(-1)!.end;
  return question.slice(0, start) + by + question.slice(end);
}

type Time = {
  timeDimensions: AskQuery["timeDimensions"];
  granularity: Grain | undefined;
  defaulted: boolean;
};

function timeOf(
  measuresAsked: readonly Measure[],
  dates: DateReading | undefined,
  found: readonly Found[],
  today: string,
): Time | "hourly-range" {
  if (measuresAsked.includes("visitorsNow")) return { timeDimensions: [], granularity: undefined, defaulted: false };
  const grainNamed = found.find((item) => item.sense.kind === "grain")?.sense as
    Extract<Sense, { kind: "grain" }> | undefined;
  // "How have visitors developed?" is a line; "… compared with last month" says what the change is measured against.
  const trend =
    found.some((item) => item.sense.kind === "trend") ||
    (found.some((item) => item.sense.kind === "change") && !dates?.compareDateRange);
  const statistics = measuresAsked.some((measure) => measureTerms[measure].capability === "statistics");
  const range: DateRange | undefined =
    dates?.range ?? (statistics ? [addDays(today, -(DEFAULT_DAYS - 1)), today] : undefined);
  if (!range) return { timeDimensions: [], granularity: undefined, defaulted: false };
  const granularity = grainNamed?.grain ?? (trend ? grainFor(range) : undefined);
  if (granularity === "hour" && range[0] !== range[1]) return "hourly-range";
  return {
    timeDimensions: [
      {
        dimension: "time",
        dateRange: range,
        ...(dates?.compareDateRange ? { compareDateRange: dates.compareDateRange } : {}),
        ...(granularity ? { granularity } : {}),
      },
    ],
    granularity,
    defaulted: !dates,
  };
}

/** The grain a trend over this period is drawn in: hours for a day, days up to two months, then weeks, months. */
export function grainFor([from, to]: DateRange): Grain {
  const days = daysBetween(from, to).length;
  if (days === 1) return "hour";
  if (days <= 62) return "day";
  if (days <= 190) return "week";
  return "month";
}

function rankOf(
  found: readonly Found[],
  measuresAsked: readonly Measure[],
  grouped: readonly Dimension[],
  limitAsked: number | undefined,
  granularity: Grain | undefined,
  tokens: readonly Token[],
): Pick<AskQuery, "order" | "limit"> {
  const rank = found.find((item) => item.sense.kind === "rank");
  const direction = rank && (rank.sense as Extract<Sense, { kind: "rank" }>).direction === "bottom" ? "asc" : "desc";
  const first = measuresAsked[0]!;
  if (!grouped.length && !granularity) return {};
  if (!grouped.length) return rank ? { order: [[first, direction]], limit: limitAsked ?? 1 } : {};
  const order: Order[] = [[first, direction]];
  if (limitAsked !== undefined) return { order, limit: limitAsked };
  if (!rank) return { order };
  // "Which source brought the most …?" asks for one; "the best sources" for them in order.
  const singular = grouped.some((dimension) => namedInBaseForm(found, dimension, tokens));
  return singular ? { order, limit: 1 } : { order };
}

/** German determiners of one thing only: "welchem Kollegen" is one colleague, whatever the noun's ending says. */
const singularWhich = new Set(["welchem", "welches"]);

function namedInBaseForm(found: readonly Found[], dimension: Dimension, tokens: readonly Token[]): boolean {
  // The entry page may be named with the word for a page ("Auf welcher Seite steigen die meisten ein?").
  const named: Dimension[] = dimension === "entryPage" ? ["entryPage", "page"] : [dimension];
  const words = named.map((each) => dimensionTerms[each].words);
  const base = new Set(words.flatMap((each) => [...each.en, ...each.de]).map(fold));
  return found.some((item) => {
    if (item.sense.kind !== "dimension" || !named.includes(item.sense.dimension)) return false;
    const before = tokens[tokens.indexOf(item.tokens[0]!) - 1]?.folded ?? "";
    return base.has(item.tokens.map((token) => token.folded).join(" ")) || singularWhich.has(before);
  });
}

export type { Title };
