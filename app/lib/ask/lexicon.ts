/**
 * The catalogue's words as one table the parser reads a question against (issue 45): every phrase, stemmed, with
 * what it means (a measure, a dimension, a value, a grain, a reason to refuse, or nothing). English and German in
 * one table, since questions mix them. Values from the data (campaigns, operators, referring hosts) join per
 * question.
 */
import {
  ambiguousWords,
  changeWords,
  composingWords,
  convertingWords,
  lackingWords,
  enteringWords,
  dimensionTerms,
  forecastWords,
  openWords,
  shareWords,
  grainWords,
  leadOnlyWords,
  measureTerms,
  negationWords,
  notMeasuredWords,
  outOfScopeWords,
  ownerWords,
  rankWords,
  trendWords,
  viewingWords,
  type Title,
  type ValueTerm,
  type Words,
} from "#app/lib/ask/catalogue.ts";
import { dimensions, grains, measures, type Dimension, type Grain, type Measure } from "#app/lib/ask/query.ts";
import { editDistance, fold, stem, tokenize, typosAllowed } from "#app/lib/ask/words.ts";

export type Sense =
  | { kind: "measure"; measure: Measure }
  | { kind: "dimension"; dimension: Dimension }
  | { kind: "value"; dimension: Dimension; value: string; title: Title }
  | { kind: "grain"; grain: Grain }
  | { kind: "trend" }
  | { kind: "converting" }
  | { kind: "viewed" }
  | { kind: "entering" }
  | { kind: "change" }
  | { kind: "rank"; direction: "top" | "bottom" }
  | { kind: "owner"; who: "me" | "none" | "any" }
  | { kind: "ambiguous"; readings: readonly Measure[] }
  | { kind: "notMeasured" }
  | { kind: "outOfScope" }
  | { kind: "composing" }
  | { kind: "forecast" }
  | { kind: "open" }
  | { kind: "share" }
  | { kind: "leadOnly" }
  | { kind: "negation" }
  | { kind: "lacking" }
  | { kind: "filler" };

export type Entry = {
  stems: readonly string[];
  /** The phrase's words folded but not stemmed: a word typed exactly so beats another that only shares its stem. */
  words: readonly string[];
  sense: Sense;
  /** The phrase as the catalogue writes it. */ phrase: string;
};

/** Values the data holds, to be named in questions: campaigns, operators (by name and address), referring hosts. */
export type DataValues = Partial<
  Record<Dimension, readonly { value: string; title: string; words: readonly string[] }[]>
>;

/** Words that carry no meaning of their own here: question words, articles, verbs of asking and bringing. */
const fillers: Words = {
  en: [
    "a",
    "an",
    "the",
    "of",
    "to",
    "in",
    "on",
    "at",
    "for",
    "from",
    "by",
    "with",
    "and",
    "or",
    "nor",
    "as",
    "than",
    "into",
    "how",
    "many",
    "much",
    "what",
    "which",
    "who",
    "whose",
    "when",
    "why",
    "where",
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "do",
    "does",
    "did",
    "have",
    "has",
    "had",
    "we",
    "our",
    "us",
    "i",
    "me",
    "you",
    "your",
    "it",
    "its",
    "they",
    "their",
    "there",
    "this",
    "that",
    "these",
    "those",
    "please",
    "show",
    "tell",
    "give",
    "list",
    "get",
    "got",
    "see",
    "let",
    "know",
    "want",
    "would",
    "like",
    "could",
    "can",
    "number",
    "count",
    "amount",
    "total",
    "overall",
    "all",
    "any",
    "some",
    "so",
    "far",
    "come",
    "came",
    "coming",
    "bring",
    "brought",
    "send",
    "sent",
    "generate",
    "generated",
    "make",
    "made",
    "site",
    "website",
    "web",
    "per",
    "each",
    "split",
    "broken",
    "down",
    "breakdown",
    "break",
    "up",
    "just",
    "only",
    "ever",
    "still",
    "here",
    "perform",
    "performed",
    "performance",
    "work",
    "worked",
    "good",
    "well",
    "better",
    "more",
    "less",
    "fewer",
    "change",
    "changed",
    "grow",
    "grew",
    "growth",
    "increase",
    "decrease",
    "drop",
    "rise",
    "hey",
    "hi",
    "ok",
    "okay",
    "um",
    "uh",
    "actually",
    "maybe",
    "roughly",
    "about",
    "around",
    "approximately",
    "exactly",
    "me",
    "if",
    "figure",
    "figures",
    "stats",
    "statistics",
    "data",
    "numbers",
    "value",
    "values",
    "result",
    "results",
    "currently",
    "receive",
    "received",
    "arrive",
    "arrived",
    "create",
    "created",
    "reach",
    "reached",
    "end",
    "ended",
    "get",
    "getting",
    "look",
    "looking",
    "looked",
    "check",
    "find",
    "out",
    "hm",
    "hmm",
    "quick",
    "quickly",
    "compare",
    "compared",
    "comparison",
    "split",
    "distribution",
    "rank",
    "ranking",
    "sorted",
    "sort",
    "order",
    "ordered",
    "one",
    "ones",
    "them",
    "through",
    "via",
    "use",
    "used",
    "using",
    "across",
    "yet",
    "s",
    "will",
    "hw",
    "r",
    "u",
    "vs",
    "versus",
    "against",
    "doing",
    "done",
    "go",
    "went",
    "going",
    "stand",
    "standing",
    "who",
    "we've",
    "there's",
    "what's",
    "how's",
    "in total",
    "altogether",
    "so far",
    "anyone",
    "anybody",
    "average",
    "on average",
    // Before the people a figure is of ("page views among German-speaking visitors"): see parse.ts.
    "among",
    "amongst",
    // "how often was it viewed": the verb says what is counted.
    "often",
    "how often",
    "times",
    // Where a lead or a visit came from at first: "first came through Bing" is where from, which leads never say.
    "first",
    "originally",
    "initially",
    // Events without a figure: "what happened on LinkedIn yesterday" is asked back with the figures to choose;
    // so is an overview, which names none.
    "overview",
    "summary",
    "summarize",
    "summarise",
    "recap",
    "happen",
    "happened",
    "happening",
    "going on",
    // Requests and politeness: what is wanted is said by the other words.
    "need",
    "needed",
    "i'd",
    "i'm",
    "we'd",
    "let's",
    "kindly",
    "possible",
    "thanks",
    "thank",
    "every",
    // Verbs of owning: who has a lead is said by the name beside them ("How many leads does Clara own?").
    "own",
    "owns",
    "owned",
    "belong",
    "belongs",
    // Greetings and spoken fillers.
    "hello",
    "howdy",
    "also",
    "well then",
    // "either … or": the "or" joins the values; "either" adds nothing (and is no "neither").
    "either",
    // Verbs of bringing and of breaking down: "which campaign drove the most traffic", "segmented by device".
    "drive",
    "drove",
    "driven",
    "drives",
    "segment",
    "segmented",
    "grouped",
    "group",
    // A word for the kind of thing: "device type", "what kind of source" (after "by" alone it is named back).
    "type",
    "kind",
    "category",
    // Chat shorthand.
    "gimme",
    "lemme",
    "wanna",
    "gonna",
    "thru",
    "pls",
    "plz",
    "thx",
    "btw",
    "fyi",
    "asap",
    "yo",
    // Chat spellings of the short verbs: "how many leads does clara hav".
    "hav",
    "hv",
    "wat",
    // Words that add nothing to what is asked: "leads that aren't new anymore", "how are things looking".
    "anymore",
    "any more",
    "any longer",
    "things",
    "stuff",
    // Verbs of how something went: "how did the conversion rate fare", "how are demo requests shaping up".
    "fare",
    "fared",
    "faring",
    "shaping",
    "shaped",
    // State adverbs beside a status or an owner add nothing: "already qualified", "leads Clara has by now".
    "already",
    "by now",
    "as of now",
    "as yet",
    // Several owners' leads together are one total: "Ben and Clara between them", "combined".
    "together",
    "combined",
    "between them",
    "between the two of them",
    "between both of them",
    // Verbs of being on the site: "people browsing the site" are its visitors (right now with a word for now).
    "browse",
    "browsing",
    "browsed",
    "surf",
    "surfing",
    "surfed",
    // Task verbs that frame a request and carry no meaning of their own: "analyse the conversion rate by campaign",
    // "plot visitors per week". What they frame is read as ever: "analyse our revenue" is still out of scope.
    "analyse",
    "analysed",
    "analysing",
    "analyze",
    "analyzed",
    "analyzing",
    "analysis",
    "evaluate",
    "evaluated",
    "evaluating",
    "evaluation",
    "assess",
    "review",
    "plot",
    "plotted",
    "display",
    "calculate",
    "compute",
    "determine",
    "work out",
    "pull",
    "pull up",
    "fetch",
    "retrieve",
    "provide",
    "look up",
    "visualise",
    "visualize",
    // Whose figures they are: "according to the stats", "regarding demo requests", "e.g. LinkedIn".
    "according",
    "according to",
    "regarding",
    "concerning",
    // "in terms of visitors" names the figure; its "terms" are no terms of service.
    "in terms of",
    "with regard to",
    "with respect to",
    "dashboard",
    "e.g",
    "i.e",
    "etc",
  ],
  de: [
    "der",
    "die",
    "das",
    "den",
    "dem",
    "des",
    "ein",
    "eine",
    "einen",
    "einem",
    "einer",
    "eines",
    "und",
    "oder",
    "als",
    "wie",
    "viele",
    "viel",
    "wieviele",
    "wieviel",
    "was",
    "welche",
    "welcher",
    "welches",
    "welchen",
    "wer",
    "wann",
    "warum",
    "ist",
    "sind",
    "war",
    "waren",
    "gab",
    "gibt",
    "es",
    "hat",
    "haben",
    "hatten",
    "hatte",
    "wir",
    "uns",
    "unser",
    "unsere",
    "unseren",
    "unserer",
    "unseres",
    "ich",
    "mir",
    "mich",
    "du",
    "sie",
    "ihr",
    "bitte",
    "zeig",
    "zeige",
    "zeigen",
    "nenn",
    "nenne",
    "liste",
    "auflisten",
    "gib",
    "sag",
    "sage",
    "anzahl",
    "gesamtzahl",
    "gesamtanzahl",
    "zahl",
    "zahlen",
    "menge",
    "gesamt",
    "insgesamt",
    "alle",
    "im",
    "in",
    "am",
    "an",
    "auf",
    "aus",
    "bei",
    "mit",
    "von",
    "zu",
    "zum",
    "zur",
    "fuer",
    "nach",
    "pro",
    "je",
    "kamen",
    "kam",
    "gekommen",
    "kommen",
    "kommt",
    "brachten",
    "brachte",
    "gebracht",
    "bringen",
    "bringt",
    "erzeugt",
    "generiert",
    "bekommen",
    "bekamen",
    "erhalten",
    "eingegangen",
    "eingegangene",
    "gingen",
    "website",
    "webseite",
    "internetseite",
    "site",
    "denn",
    "eigentlich",
    "mal",
    "so",
    "schon",
    "noch",
    "genau",
    "ungefaehr",
    "etwa",
    "ca",
    "circa",
    "aufgeteilt",
    "aufgeschluesselt",
    "verteilung",
    "verteilt",
    "aufteilung",
    "hallo",
    "hey",
    "ok",
    "okay",
    "aeh",
    "aehm",
    "hm",
    "hmm",
    "statistik",
    "statistiken",
    "daten",
    "werte",
    "wert",
    "ergebnis",
    "gut",
    "besser",
    "mehr",
    "weniger",
    "veraendert",
    "veraenderung",
    "gewachsen",
    "wachstum",
    "gestiegen",
    "gesunken",
    "angelegt",
    "erreicht",
    "liefen",
    "lief",
    "laeuft",
    "gelaufen",
    "performt",
    "funktioniert",
    "sehen",
    "wissen",
    "moechte",
    "wuerde",
    "gern",
    "gerne",
    "kannst",
    "koennen",
    "kann",
    "einmal",
    "vergleich",
    "vergleiche",
    "vergleichen",
    "sortiert",
    "rangliste",
    "hier",
    "hoch",
    "sich",
    "ansehen",
    "anschauen",
    "ueber",
    "verteilen",
    "stehen",
    "steht",
    "da",
    "schlaegt",
    "schlug",
    "rein",
    "reingekommen",
    "hereingekommen",
    "herein",
    "jemand",
    "werden",
    "wird",
    "wurde",
    "wurden",
    "jeweils",
    "lief",
    "laufen",
    "gelaufen",
    "aktuell",
    "stand",
    "bisher",
    "bislang",
    "vs",
    "versus",
    "gegen",
    "benutzt",
    "genutzt",
    "verwendet",
    "wo",
    "schluessel",
    "durchschnitt",
    "schnitt",
    "im schnitt",
    "unter",
    "oft",
    "wie oft",
    "häufig",
    "wie häufig",
    "los",
    "passiert",
    "geschehen",
    "getan",
    "gemacht",
    "machen",
    "tun",
    "tut sich",
    // An overview names no figure: asked back.
    "überblick",
    "übersicht",
    "zusammenfassung",
    "zusammenfassen",
    "geben",
    "tat sich",
    // Where from at first: "kamen ursprünglich über Bing".
    "ursprünglich",
    "zuerst",
    "erstmals",
    // Verbs of owning: "Wie viele Leads liegen bei Clara?", "gehören Ben".
    "gehören",
    "gehört",
    "gehörten",
    "liegen",
    "liegt",
    "lagen",
    // Greetings, regional ones too, and spoken fillers.
    "grüezi",
    "servus",
    "moin",
    "grüß gott",
    "guten tag",
    "also",
    "äh",
    "ähm",
    "vom",
    "entweder",
    // Verbs of breaking down: "nach Quelle aufschlüsseln", "aufgegliedert nach Gerät".
    "aufschlüsseln",
    "aufschlüsselung",
    "aufteilen",
    "aufgliedern",
    "aufgegliedert",
    "aufgliederung",
    "unterteilen",
    "unterteilt",
    "gruppiert",
    "gruppieren",
    // A word for the kind of thing: "Gerätetyp", "Quellenart" (after "nach" alone it is named back).
    "typ",
    "art",
    "kategorie",
    // Requests and politeness.
    "brauche",
    "bräuchte",
    "brauch",
    "benötige",
    "hätte",
    "hätten",
    "könntest",
    "könnten",
    "würdest",
    "danke",
    "wäre",
    "wären",
    "möglich",
    "guten morgen",
    "kurz",
    "schnell",
    "jede",
    "jedes",
    "jedem",
    "jeden",
    // Chat shorthand: "warn" for waren, "gabs" for gab es.
    "warn",
    "gabs",
    "pls",
    "bzw",
    // "Wie sieht's mit Xing aus?": a verb of looking, the figure is asked back.
    "sieht",
    "aussehen",
    "aussieht",
    "ausgesehen",
    // Separable verbs of how something went: "Wie sahen die Besucherzahlen aus?", "Wie schnitten die Demoanfragen
    // ab?", "Wie standen die Leads da?", "Wie fielen die Seitenaufrufe aus?". Their particles ("aus", "ab", "da")
    // are fillers too; "standen" is written out, since its stem is the status word "Stand".
    "sah",
    "sahen",
    "aussah",
    "aussahen",
    "schneiden",
    "schneidet",
    "schnitt",
    "schnitten",
    "abschneiden",
    "abgeschnitten",
    "ab",
    "standen",
    "fiel",
    "fielen",
    "ausfallen",
    "ausgefallen",
    "schlugen",
    "geschlagen",
    "entwickeln sich",
    // State adverbs: "bereits zugewiesen", "inzwischen abgeschlossen", "bis jetzt".
    "bereits",
    "immer",
    "inzwischen",
    "mittlerweile",
    "bis jetzt",
    "bis dato",
    // Several owners together: "Ben und Clara zusammen", "gemeinsam".
    "zusammen",
    "gemeinsam",
    "zusammengenommen",
    "zusammengerechnet",
    "in summe",
    "zwischen den beiden",
    // Verbs of looking after leads, owning them: "Wie viele Leads betreut Clara?".
    "betreuen",
    "betreut",
    "betreuten",
    // Where something is: "In welchem Status befinden sich die meisten Leads?".
    "befinden",
    "befindet",
    "welchem",
    "welch",
    // Relative pronouns: "Leads, denen ein Besitzer fehlt".
    "denen",
    "dessen",
    "deren",
    // Verbs of being on the site: "Wie viele Leute surfen gerade auf der Website?".
    "surfen",
    "surft",
    "surften",
    "gesurft",
    "stöbern",
    // Task verbs that frame a request, in their inflections, infinitives with "zu" and particles: "auswerten",
    // "werte … aus", "auszuwerten", "stellen Sie … dar", "anzeigen lassen", "ermitteln". "Stelle" and "stellen Sie"
    // are written out: "Stellen" alone are job offers, the careers page.
    "auswerten",
    "auswerte",
    "wertet",
    "ausgewertet",
    "auszuwerten",
    "auswertung",
    "analysieren",
    "analysiere",
    "analysiert",
    "analysier",
    "analyse",
    "darstellen",
    "dargestellt",
    "darzustellen",
    "darstellung",
    "stelle",
    "stell",
    "stellt",
    "stellen sie",
    "stellen sie bitte",
    "dar",
    "anzeigen",
    "zeig an",
    "angezeigt",
    "anzuzeigen",
    "zeigt",
    "lassen",
    "lass",
    "aufgelistet",
    "aufzulisten",
    "listen sie",
    "ermitteln",
    "ermittle",
    "ermittelt",
    "berechnen",
    "berechne",
    "berechnet",
    "herausfinden",
    "rausfinden",
    "nachsehen",
    "nachschauen",
    "ausgeben",
    "visualisieren",
    "aufbereiten",
    "aufbereitet",
    // Abbreviations of hurried German: "lt. Statistik", "laut Dashboard", "bzgl. Demoanfragen", "z. B. LinkedIn";
    // "vgl." and "gg." compare (dates.ts, and values set against each other in parse.ts).
    "vgl",
    "gg",
    "lt",
    "laut",
    "gemäß",
    "bzgl",
    "bezüglich",
    "hinsichtlich",
    "in bezug auf",
    "bezogen auf",
    "angeht",
    "betrifft",
    "z.b",
    "z b",
    "zb",
    "ggf",
    "evtl",
    "usw",
    "etc",
    "dashboard",
  ],
};

function termEntries(words: Words, sense: Sense): Entry[] {
  return [...words.en, ...words.de].map((phrase) => entryOf(phrase, sense));
}

function entryOf(phrase: string, sense: Sense): Entry {
  const tokens = tokenize(phrase);
  return { stems: tokens.map((token) => token.stem), words: tokens.map((token) => token.folded), sense, phrase };
}

function valueEntries(dimension: Dimension, value: ValueTerm): Entry[] {
  return termEntries(value.words, { kind: "value", dimension, value: value.value, title: value.title });
}

/** The catalogue's part of the table, built once. */
function catalogueEntries(): Entry[] {
  return [
    ...measures.flatMap((measure) => termEntries(measureTerms[measure].words, { kind: "measure", measure })),
    ...dimensions.flatMap((dimension) => [
      ...termEntries(dimensionTerms[dimension].words, { kind: "dimension", dimension }),
      ...dimensionTerms[dimension].values.flatMap((value) => valueEntries(dimension, value)),
    ]),
    ...grains.flatMap((grain) => termEntries(grainWords[grain], { kind: "grain", grain })),
    ...termEntries(trendWords, { kind: "trend" }),
    ...termEntries(convertingWords, { kind: "converting" }),
    ...termEntries(viewingWords, { kind: "viewed" }),
    ...termEntries(enteringWords, { kind: "entering" }),
    ...termEntries(changeWords, { kind: "change" }),
    ...termEntries(rankWords.top, { kind: "rank", direction: "top" }),
    ...termEntries(rankWords.bottom, { kind: "rank", direction: "bottom" }),
    ...termEntries(ownerWords.me, { kind: "owner", who: "me" }),
    ...termEntries(ownerWords.none, { kind: "owner", who: "none" }),
    ...termEntries(ownerWords.any, { kind: "owner", who: "any" }),
    ...ambiguousWords.flatMap(({ words, readings }) => termEntries(words, { kind: "ambiguous", readings })),
    ...termEntries(notMeasuredWords, { kind: "notMeasured" }),
    ...termEntries(outOfScopeWords, { kind: "outOfScope" }),
    ...termEntries(composingWords, { kind: "composing" }),
    ...termEntries(forecastWords, { kind: "forecast" }),
    ...termEntries(openWords, { kind: "open" }),
    ...termEntries(shareWords, { kind: "share" }),
    ...termEntries(leadOnlyWords, { kind: "leadOnly" }),
    ...termEntries(negationWords, { kind: "negation" }),
    ...termEntries(lackingWords, { kind: "lacking" }),
    ...termEntries(fillers, { kind: "filler" }),
  ];
}

export class Lexicon {
  /** Entries by the stem of their first word, longest phrase first. */
  private readonly byFirst = new Map<string, Entry[]>();
  /** Stems of one-word entries that carry meaning: what a typo or a compound's part is compared with. */
  private readonly meaningful = new Map<string, Entry>();
  /** The same entries by their word as written (folded, not stemmed): a typo in an ending ("besucehr") is one
   * swap away from "besucher" but two from the stem "besuch". */
  private readonly written = new Map<string, Entry>();
  /** Stems of one-word fillers: a compound's part that adds nothing. */
  private readonly fillers = new Set<string>();

  constructor(entries: readonly Entry[]) {
    for (const entry of entries) {
      const first = entry.stems[0];
      if (first === undefined) continue;
      const list = this.byFirst.get(first) ?? [];
      list.push(entry);
      this.byFirst.set(first, list);
      if (entry.stems.length === 1 && entry.sense.kind === "filler") this.fillers.add(first);
      else if (entry.stems.length === 1 && !this.meaningful.has(first)) this.meaningful.set(first, entry);
      if (entry.stems.length === 1 && entry.sense.kind !== "filler" && !this.written.has(entry.words[0]!))
        this.written.set(entry.words[0]!, entry);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  }

  /**
   * The longest entry whose words begin at `stems[at]`; of equally long ones, the one written as typed (`words`,
   * folded): "stats" shares its stem with the status word "state", but is written as the filler "stats".
   */
  longestAt(
    stems: readonly string[],
    at: number,
    words?: readonly string[],
    prefer?: (sense: Sense) => boolean,
  ): Entry | undefined {
    let found: Entry | undefined;
    let rank = -1;
    for (const entry of this.byFirst.get(stems[at]!) ?? []) {
      if (found && entry.stems.length < found.stems.length) break;
      if (!entry.stems.every((part, index) => stems[at + index] === part)) continue;
      // Written as typed counts most, then the kind of word the place asks for (a noun after "by" or "nach").
      const asTyped = Boolean(words && entry.words.every((word, index) => words[at + index] === word));
      const score = (asTyped ? 2 : 0) + (prefer?.(entry.sense) ? 1 : 0);
      if (score > rank) [found, rank] = [entry, score];
    }
    return found;
  }

  /** A meaningful one-word entry within the typing errors a word of this length may carry, if exactly one is nearest. */
  nearest(word: string, typed = word): Entry | undefined {
    // The word as typed says how many errors it may carry ("gogle" is five letters, its stem "gogl" four).
    const limit = typosAllowed(typed.length);
    if (!limit) return undefined;
    let best: Entry | undefined;
    let bestDistance = limit + 1;
    let tie = false;
    const consider = (typed: string, candidate: string, entry: Entry) => {
      // A negation, or a lack, is read only as written: a slip that turned a question around ("either" as
      // "neither") would answer its opposite.
      // Nor is writing: "waiting" is one letter from "writing", and would be refused as out of scope.
      if (candidate.length < 4 || ["negation", "lacking", "composing"].includes(entry.sense.kind)) return;
      const allowed = Math.min(limit, typosAllowed(candidate.length));
      const edits = editDistance(typed, candidate, allowed);
      if (edits > allowed) return;
      // Two swapped letters are the commoner slip: "leasd" is "leads" before it is "least".
      const distance = edits === 1 && swapped(typed, candidate) ? 0.5 : edits;
      if (distance < bestDistance) [best, bestDistance, tie] = [entry, distance, false];
      else if (distance === bestDistance && best && !sameSense(best.sense, entry.sense)) tie = true;
    };
    for (const [candidate, entry] of this.meaningful) consider(word, candidate, entry);
    // As written, and with the plural s the catalogue's base forms leave out ("leads", "sources").
    for (const [candidate, entry] of this.written) {
      consider(typed, candidate, entry);
      consider(typed, `${candidate}s`, entry);
    }
    return bestDistance <= limit && !tie ? best : undefined;
  }

  /** A German compound of two known words ("linkedinbesucher", "startseitenaufrufe", "gerätetyp"), with a joint
   * s, n, e, es or en. */
  split(folded: string): Entry[] | undefined {
    for (let cut = 3; cut <= folded.length - 4; cut++) {
      const headStem = stem(folded.slice(0, cut));
      const head = this.meaningful.get(headStem);
      if (!head && !this.fillers.has(headStem)) continue;
      for (const joint of ["", "s", "n", "e", "es", "en"]) {
        const rest = folded.slice(cut);
        if (!rest.startsWith(joint)) continue;
        const tailStem = stem(rest.slice(joint.length));
        const tail = this.meaningful.get(tailStem);
        // Two known words, or one and a word that means nothing here ("Besucherzahlen": visitors and numbers).
        if (head && tail) return [head, tail];
        if ((head && this.fillers.has(tailStem)) || (tail && !head)) return [head ?? tail!];
      }
    }
    return undefined;
  }
}

/** `a` is `b` with two neighbouring letters swapped. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, index) => (letter === b[index] ? [] : [index]));
  const [i, j] = differ;
  return differ.length === 2 && j === i! + 1 && a[i!] === b[j] && a[j] === b[i!];
}

/** Two words that mean the same ("visitor", "visits") are no tie between readings. */
function sameSense(a: Sense, b: Sense): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

let shared: Entry[] | undefined;
/** The last table built and the values it was built with: the data's values change seldom, questions often, and
 * building the table anew for each question is most of the time a question takes (issue 45: parsing ≤ 5 ms). */
let last: { key: string; lexicon: Lexicon } | undefined;

/** The table for one question: the catalogue's words and the data's values. */
export function lexiconWith(data: DataValues): Lexicon {
  const key = JSON.stringify(data);
  if (last?.key === key) return last.lexicon;
  last = { key, lexicon: buildLexicon(data) };
  return last.lexicon;
}

function buildLexicon(data: DataValues): Lexicon {
  shared ??= catalogueEntries();
  const fromData = dimensions.flatMap((dimension) =>
    (data[dimension] ?? []).flatMap((item) =>
      item.words.map((phrase) =>
        entryOf(phrase, { kind: "value", dimension, value: item.value, title: { en: item.title, de: item.title } }),
      ),
    ),
  );
  return new Lexicon([...shared, ...fromData]);
}

/** Every word the catalogue knows, folded, for completion as one types. */
export function knownPhrases(data: DataValues, language: "en" | "de"): string[] {
  const words = new Set<string>();
  const add = (list: Words) => list[language].forEach((phrase) => words.add(phrase));
  for (const measure of measures) add(measureTerms[measure].words);
  for (const dimension of dimensions) {
    add(dimensionTerms[dimension].words);
    for (const value of dimensionTerms[dimension].values) add(value.words);
    for (const item of data[dimension] ?? []) words.add(item.title);
  }
  return [...words].sort((a, b) => fold(a).localeCompare(fold(b)));
}
