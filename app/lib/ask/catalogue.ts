/**
 * The semantic layer (issue 45), as data: what can be asked, in which words, cut by what, seen by whom. The parser
 * reads words against it, the compiler maps its members onto the dashboard's and the inbox's reads, the page
 * shows its reach. A new synonym, value group or permitted cut is a line here, not code.
 *
 * Words are written in their base forms, lower case, with umlauts; the parser folds case, umlauts (ä = ae), and
 * the common English and German endings (plural, case) before comparing, so "Besuchern", "Besucherinnen" and
 * "visitors" need no line of their own. A phrase is several words.
 */
import type { Capability } from "#app/vocabulary/roles.ts";
import type { Dimension, Grain, Measure } from "#app/lib/ask/query.ts";
import { sourceGroups } from "#app/lib/analytics/source-groups.ts";

export type Words = { en: readonly string[]; de: readonly string[] };
export type Title = { en: string; de: string };

export type MeasureTerm = {
  title: Title;
  words: Words;
  /** Which capability of the role model (app/vocabulary/roles.ts) may see it. */
  capability: Capability;
  /** The dimensions it may be cut and filtered by. */
  dimensions: readonly Dimension[];
  /** Counts add up over days; a rate is computed from counts; "now" has no period. */
  kind: "count" | "rate" | "now";
};

const visitDimensions = ["source", "campaign", "entryPage", "language", "device"] as const;

export const measureTerms: Record<Measure, MeasureTerm> = {
  visitors: {
    title: { en: "Visitors", de: "Besucher" },
    words: {
      en: ["visitor", "unique visitor", "people", "ppl", "folks", "user", "visits", "traffic", "audience"],
      de: [
        "besucher",
        "besucherin",
        "besuch",
        "besucht",
        "besucherzahl",
        "leute",
        "nutzer",
        "user",
        "visitor",
        "traffic",
        "personen",
        // "Zugriffe", "Direktzugriffe": visits.
        "zugriff",
      ],
    },
    capability: "statistics",
    dimensions: [...visitDimensions, "page"],
    kind: "count",
  },
  pageViews: {
    title: { en: "Page views", de: "Seitenaufrufe" },
    words: {
      en: ["page view", "pageview", "view", "page impression", "impression", "hit", "page visit"],
      de: [
        "seitenaufruf",
        "aufruf",
        "seitenansicht",
        "ansicht",
        "page view",
        "pageview",
        "view",
        "klick",
        "impression",
      ],
    },
    capability: "statistics",
    dimensions: [...visitDimensions, "page"],
    kind: "count",
  },
  demoRequests: {
    title: { en: "Demo requests", de: "Demo-Anfragen" },
    words: {
      en: [
        "demo request",
        "demo req",
        "demo reqs",
        "demo",
        "conversion",
        "form submission",
        "request for a demo",
        "demo booking",
        "sign up",
      ],
      de: [
        "demoanfrage",
        "demo anfrage",
        "demo",
        "conversion",
        "konversion",
        "formularanfrage",
        "formular anfrage",
        "demo request",
        "demobuchung",
      ],
    },
    capability: "statistics",
    dimensions: visitDimensions,
    kind: "count",
  },
  conversionRate: {
    title: { en: "Conversion rate", de: "Conversion-Rate" },
    words: {
      en: ["conversion rate", "conversion ratio", "cr", "conversion percentage", "rate of conversion"],
      de: ["conversion rate", "conversionrate", "konversionsrate", "umwandlungsrate", "abschlussquote", "cr", "quote"],
    },
    capability: "statistics",
    dimensions: visitDimensions,
    kind: "rate",
  },
  leads: {
    title: { en: "Leads", de: "Leads" },
    words: {
      en: ["lead", "contact request", "prospect", "sales lead"],
      de: ["lead", "kontaktanfrage", "interessent", "interessentin", "kontakt anfrage", "kundenanfrage"],
    },
    capability: "leads",
    dimensions: ["status", "owner", "language"],
    kind: "count",
  },
  visitorsNow: {
    title: { en: "Visitors right now", de: "Besucher gerade jetzt" },
    words: {
      en: [
        "right now",
        "rn",
        "atm",
        "currently",
        "at the moment",
        "at this moment",
        "this moment",
        "online now",
        "online",
        "live",
        "this minute",
        "now",
        // At this instant: "as we speak", "at present".
        "as we speak",
        "at present",
        "presently",
        "this instant",
        "at this instant",
      ],
      de: [
        "gerade",
        "grad",
        "gerade jetzt",
        "momentan",
        "im moment",
        "derzeit online",
        "live",
        "aktuell online",
        "online",
        "in diesem moment",
        "jetzt",
        "gerade eben",
        "im augenblick",
        "in diesem augenblick",
        "augenblicklich",
        "zurzeit",
        "zur zeit",
        "derzeit",
        // "aktuell" alone frames many a figure ("aktuell offene Leads"); on the site it is now.
        "aktuell auf der seite",
        "aktuell auf der website",
        "aktuell auf der webseite",
        "aktuell auf unserer seite",
        "aktuell auf unserer website",
        "aktuell auf unserer webseite",
      ],
    },
    capability: "statistics",
    dimensions: [],
    kind: "now",
  },
};

/** Words that could mean two measures: asked alone, the question is answered with a choice (`clarify`). */
export const ambiguousWords: readonly { words: Words; readings: readonly Measure[] }[] = [
  { words: { en: ["request", "inquiry", "enquiry"], de: ["anfrage"] }, readings: ["leads", "demoRequests"] },
];

export type ValueTerm = {
  /** The value as the query names it (a group's name, a status, a language code). */
  value: string;
  title: Title;
  words: Words;
  /** For a group: which stored values it stands for (host names, device classes, page ids), exact or by prefix. */
  stored?: { exact?: readonly string[]; prefix?: readonly string[]; pattern?: RegExp };
};

export type DimensionTerm = {
  title: Title;
  words: Words;
  capability: Capability;
  /** Values named in the catalogue; other values come from the data (campaigns, operators, hosts). */
  values: readonly ValueTerm[];
};

const word = (en: string[], de: string[]): Words => ({ en, de });

const pageValues: ValueTerm[] = [
  {
    value: "home",
    title: { en: "Home page", de: "Startseite" },
    words: word(
      ["home page", "homepage", "home", "start page", "front page"],
      ["startseite", "homepage", "home", "hauptseite"],
    ),
    stored: { exact: ["home"] },
  },
  {
    value: "blogPosts",
    title: { en: "Blog posts", de: "Blogartikel" },
    words: word(
      ["blog post", "blog article", "article", "post"],
      ["blogartikel", "blogbeitrag", "blog post", "artikel", "beitrag"],
    ),
    stored: { prefix: ["blogPost:"] },
  },
  { value: "blog", title: { en: "Blog", de: "Blog" }, words: word(["blog"], ["blog"]), stored: { exact: ["blog"] } },
  {
    value: "about",
    title: { en: "About us", de: "Über uns" },
    words: word(["about page", "about us", "about"], ["über uns", "über-uns-seite", "about"]),
    stored: { exact: ["about"] },
  },
  {
    value: "careers",
    title: { en: "Careers", de: "Karriere" },
    words: word(["careers", "career page", "jobs", "job page"], ["karriere", "karriereseite", "jobs", "stellen"]),
    stored: { exact: ["careers"] },
  },
  {
    value: "documentation",
    title: { en: "Documentation", de: "Dokumentation" },
    words: word(["documentation", "docs"], ["dokumentation", "doku", "docs"]),
    stored: { exact: ["documentation"] },
  },
  {
    value: "privacyPolicy",
    title: { en: "Privacy policy", de: "Datenschutzerklärung" },
    words: word(["privacy policy", "privacy page"], ["datenschutzerklärung", "datenschutz"]),
    stored: { exact: ["privacyPolicy"] },
  },
  {
    value: "termsOfService",
    title: { en: "Terms of service", de: "AGB" },
    words: word(["terms of service", "terms"], ["agb", "nutzungsbedingungen"]),
    stored: { exact: ["termsOfService"] },
  },
  {
    value: "impressum",
    title: { en: "Legal notice", de: "Impressum" },
    words: word(["legal notice", "impressum", "imprint"], ["impressum"]),
    stored: { exact: ["impressum"] },
  },
];

/** Ask's words for the groups of referring sites (a group without a line here is asked for by its name). */
const sourceWords: Record<string, Words> = {
  LinkedIn: word(["linkedin"], ["linkedin"]),
  Google: word(["google", "google search"], ["google", "google suche"]),
  Bing: word(["bing"], ["bing"]),
  DuckDuckGo: word(["duckduckgo", "ddg"], ["duckduckgo", "ddg"]),
  X: word(["twitter", "x.com"], ["twitter", "x.com"]),
  Xing: word(["xing"], ["xing"]),
  Facebook: word(["facebook"], ["facebook"]),
  GitHub: word(["github"], ["github"]),
};

export const dimensionTerms: Record<Dimension, DimensionTerm> = {
  source: {
    title: { en: "Referring site", de: "Verweisende Website" },
    words: word(
      [
        "source",
        "referrer",
        "referring site",
        "referral",
        "channel",
        "where from",
        "where",
        "origin",
        "traffic source",
      ],
      [
        "quelle",
        "herkunft",
        "referrer",
        "verweisende website",
        "verweisende seite",
        "verweisende webseite",
        "verweis",
        "kanal",
        "woher",
        "traffic quelle",
        "zugriffsquelle",
      ],
    ),
    capability: "statistics",
    values: [
      // The groups of referring sites the dashboard shows too (app/lib/analytics/source-groups.ts), with Ask's words.
      ...sourceGroups.map((group) => ({
        value: group.name,
        title: { en: group.title ?? group.name, de: group.title ?? group.name },
        words: sourceWords[group.name] ?? word([group.name.toLowerCase()], [group.name.toLowerCase()]),
        stored: { ...(group.exact && { exact: group.exact }), ...(group.pattern && { pattern: group.pattern }) },
      })),
      {
        value: "direct",
        title: { en: "Direct (no referring site)", de: "Direkt (ohne verweisende Website)" },
        words: word(["direct", "directly", "typed in", "no referrer"], ["direkt", "ohne referrer"]),
        stored: { exact: [""] },
      },
    ],
  },
  campaign: {
    title: { en: "Campaign", de: "Kampagne" },
    words: word(["campaign", "utm campaign", "utm"], ["kampagne", "utm kampagne", "utm", "campaign"]),
    capability: "statistics",
    values: [],
  },
  entryPage: {
    title: { en: "Entry page", de: "Einstiegsseite" },
    words: word(
      ["entry page", "landing page", "entry", "first page"],
      ["einstiegsseite", "einstieg", "landingpage", "erste seite"],
    ),
    capability: "statistics",
    values: pageValues,
  },
  page: {
    title: { en: "Page", de: "Seite" },
    words: word(["page", "url"], ["seite", "unterseite", "url"]),
    capability: "statistics",
    values: pageValues,
  },
  language: {
    title: { en: "Language", de: "Sprache" },
    words: word(["language", "locale"], ["sprache", "sprachversion"]),
    capability: "statistics",
    values: [
      {
        value: "en",
        title: { en: "English", de: "Englisch" },
        words: word(["english", "english speaking", "english page"], ["englisch", "englischsprachig", "english"]),
      },
      {
        value: "de",
        title: { en: "German", de: "Deutsch" },
        words: word(["german", "german speaking", "german page"], ["deutsch", "deutschsprachig", "german"]),
      },
    ],
  },
  device: {
    title: { en: "Device", de: "Gerät" },
    words: word(["device", "device type", "platform"], ["gerät", "endgerät", "geräteklasse", "plattform", "device"]),
    capability: "statistics",
    values: [
      {
        value: "phone",
        title: { en: "Phone", de: "Smartphone" },
        words: word(
          ["phone", "mobile", "smartphone", "cell phone", "mobile phone"],
          ["handy", "smartphone", "mobil", "mobilgerät", "telefon", "phone", "mobile"],
        ),
        stored: { prefix: ["phone"] },
      },
      {
        value: "tablet",
        title: { en: "Tablet", de: "Tablet" },
        words: word(["tablet", "ipad"], ["tablet", "ipad"]),
        stored: { prefix: ["tablet"] },
      },
      {
        value: "desktop",
        title: { en: "Desktop", de: "Desktop" },
        words: word(["desktop", "computer", "laptop", "pc"], ["desktop", "computer", "rechner", "laptop", "pc"]),
        stored: { prefix: ["desktop"] },
      },
    ],
  },
  status: {
    title: { en: "Status", de: "Status" },
    words: word(["status", "stage", "state"], ["status", "stand", "phase"]),
    capability: "leads",
    values: [
      {
        value: "new",
        title: { en: "New", de: "Neu" },
        words: word(["new", "fresh", "untouched"], ["neu", "neue", "neuen", "neues", "unbearbeitet"]),
      },
      {
        value: "contacted",
        title: { en: "Contacted", de: "Kontaktiert" },
        words: word(["contacted"], ["kontaktiert"]),
      },
      {
        value: "qualified",
        title: { en: "Qualified", de: "Qualifiziert" },
        words: word(["qualified"], ["qualifiziert"]),
      },
      {
        value: "closed",
        title: { en: "Closed", de: "Abgeschlossen" },
        words: word(["closed", "done", "finished"], ["abgeschlossen", "geschlossen", "erledigt"]),
      },
    ],
  },
  owner: {
    title: { en: "Owner", de: "Zuständig" },
    words: word(
      [
        "owner",
        "assignee",
        "assigned",
        "who owns",
        "who has",
        "sales rep",
        "colleague",
        "per person",
        "each person",
        "everyone",
        // Taking a lead on: "nobody has picked it up".
        "picked up",
        "pick up",
        "claimed",
        "taken over",
      ],
      [
        "besitzer",
        "zuständig",
        "zuständige",
        "zugewiesen",
        "bearbeiter",
        "verantwortlich",
        "kollege",
        "kollegin",
        "wer hat",
        "jeder im team",
        // "Wie viele Leads hat jeder?": everyone's, one by one.
        "jeder",
        "pro person",
        "je person",
        "übernommen",
        "zugeteilt",
        "zugeordnet",
      ],
    ),
    capability: "leads",
    values: [],
  },
};

/** Words that ask for a grain of time ("per week", "monatlich"); with a period, the answer is a line. */
export const grainWords: Record<Grain, Words> = {
  hour: word(
    [
      "per hour",
      "by hour",
      "hourly",
      "each hour",
      "time of day",
      "hour of the day",
      "hour by hour",
      "from hour to hour",
      "hour to hour",
    ],
    [
      "pro stunde",
      "nach stunde",
      "stündlich",
      "je stunde",
      "uhrzeit",
      "tageszeit",
      "stunde für stunde",
      "von stunde zu stunde",
    ],
  ),
  day: word(
    ["per day", "by day", "daily", "each day", "day by day", "every day", "from day to day", "day to day"],
    ["pro tag", "nach tag", "täglich", "je tag", "tageweise", "jeden tag", "tag für tag", "von tag zu tag"],
  ),
  week: word(
    ["per week", "by week", "weekly", "each week", "week by week", "from week to week", "week to week"],
    ["pro woche", "nach woche", "wöchentlich", "je woche", "wochenweise", "woche für woche", "von woche zu woche"],
  ),
  month: word(
    ["per month", "by month", "monthly", "each month", "month by month", "from month to month", "month to month"],
    ["pro monat", "nach monat", "monatlich", "je monat", "monatsweise", "monat für monat", "von monat zu monat"],
  ),
  quarter: word(
    [
      "per quarter",
      "by quarter",
      "quarterly",
      "each quarter",
      "quarter by quarter",
      "from quarter to quarter",
      "quarter to quarter",
    ],
    [
      "pro quartal",
      "nach quartal",
      "quartalsweise",
      "je quartal",
      "vierteljährlich",
      "quartal für quartal",
      "von quartal zu quartal",
    ],
  ),
  year: word(
    ["per year", "by year", "yearly", "annually", "each year", "year by year", "from year to year", "year to year"],
    ["pro jahr", "nach jahr", "jährlich", "je jahr", "jahr für jahr", "von jahr zu jahr"],
  ),
};

/** "Over time": a line at the grain that suits the period. */
export const trendWords = word(
  ["trend", "over time", "development", "evolution", "history", "course", "timeline", "chart"],
  ["trend", "verlauf", "entwicklung", "zeitverlauf", "im zeitverlauf", "kurve", "diagramm"],
);

/** Verbs of change over a period ("how have visitors developed"): a line, unless a comparison says what with. */
export const changeWords = word(
  ["developed", "develop", "evolved", "evolve", "trended", "trending", "progressed"],
  ["entwickelt", "entwickeln", "entwickelten", "entwickelte", "verlaufen", "verlief"],
);

/** Top and bottom: the order of a breakdown. */
export const rankWords = {
  top: word(
    [
      "top",
      "best",
      "most",
      "highest",
      "biggest",
      "largest",
      "leading",
      "strongest",
      "most important",
      "most often",
      "most frequent",
      "most frequently",
      "most popular",
      "popular",
    ],
    [
      "top",
      "beste",
      "meiste",
      "höchste",
      "größte",
      "stärkste",
      "führende",
      "wichtigste",
      // "meist" begins compounds with a participle: "meistaufgerufen", "meistgelesen", "meistbesucht".
      "meist",
      "häufigste",
      "am häufigsten",
      "am meisten",
      "beliebteste",
    ],
  ),
  bottom: word(
    // From the bottom of a ranking: "bottom 3 pages", "the least visited", "am seltensten aufgerufen".
    ["worst", "least", "fewest", "lowest", "smallest", "weakest", "bottom", "rarest", "least often", "least popular"],
    ["schlechteste", "wenigste", "niedrigste", "kleinste", "schwächste", "seltenste", "am seltensten", "am wenigsten"],
  ),
};

/** Verbs of converting: "how well do visitors convert" asks for the rate, "how many converted" for the count. */
export const convertingWords = word(
  ["convert", "converts", "converted", "converting"],
  ["konvertieren", "konvertiert", "konvertierte", "konvertierten", "konvertiere"],
);

/** Verbs of viewing a page: without a figure named, the question counts page views ("wie oft wurde die Startseite
 * aufgerufen", "die meistgelesenen Artikel"). */
export const viewingWords = word(
  ["viewed", "read", "opened", "looked at", "clicked"],
  ["aufgerufen", "aufgerufene", "angesehen", "angesehene", "angeschaut", "gesehen", "gelesen", "gelesene", "geöffnet"],
);

/** Verbs of entering the site: the page they name is the entry page ("people who landed on the blog", "über die
 * Karriereseite eingestiegen"). */
export const enteringWords = word(
  ["enter", "entered", "entering", "land", "landed", "lands", "arrived on", "started on", "start on"],
  ["eingestiegen", "einsteigen", "steigen ein", "stiegen ein", "gelandet", "landen", "landeten", "eingetreten"],
);

/** Leads not closed yet ("open leads", "offene Leads"): every status but closed. */
export const openWords = word(
  ["open", "still open", "pending", "outstanding", "unresolved"],
  ["offen", "offene", "noch offen", "unerledigt", "ausstehend"],
);

/** The asker's own leads, and those of nobody. */
export const ownerWords = {
  me: word(
    [
      "my",
      "mine",
      "assigned to me",
      "my own",
      "i own",
      "i have",
      "do i have",
      "have i",
      "do i own",
      "i got",
      "belong to me",
      "belongs to me",
      "with me",
    ],
    [
      "meine",
      "mein",
      "mir zugewiesen",
      "mir zugeordnet",
      "meiner",
      "habe ich",
      "ich habe",
      "hab ich",
      "ich hab",
      "gehören mir",
      "gehört mir",
      "bei mir",
    ],
  ),
  any: word(
    [
      "assigned to someone",
      "assigned to somebody",
      "someone",
      "somebody",
      "with an owner",
      "have an owner",
      "has an owner",
    ],
    ["jemandem zugewiesen", "jemandem zugeordnet", "jemandem", "mit besitzer", "einen besitzer", "zugewiesene"],
  ),
  none: word(
    [
      "unassigned",
      "without owner",
      "no owner",
      "nobody",
      "no one",
      "not assigned",
      "ownerless",
      "need an owner",
      "needs an owner",
      "needing an owner",
      "in need of an owner",
    ],
    [
      "ohne besitzer",
      "ohne zuständigkeit",
      "nicht zugewiesen",
      "niemandem zugewiesen",
      "niemand",
      "unzugewiesen",
      "ohne owner",
      "herrenlos",
      "unassigned",
    ],
  ),
};

/** Where visitors are: we keep no location at all, so a country asked about is a figure we do not measure. */
const countries = word(
  [
    "germany",
    "austria",
    "switzerland",
    "france",
    "netherlands",
    "belgium",
    "luxembourg",
    "denmark",
    "sweden",
    "norway",
    "finland",
    "poland",
    "czechia",
    "italy",
    "spain",
    "portugal",
    "united kingdom",
    "uk",
    "england",
    "ireland",
    "usa",
    "united states",
    "america",
    "canada",
    "india",
    "china",
    "japan",
    "brazil",
    "europe",
    "abroad",
  ],
  [
    "deutschland",
    "österreich",
    "schweiz",
    "frankreich",
    "niederlande",
    "holland",
    "belgien",
    "luxemburg",
    "dänemark",
    "schweden",
    "norwegen",
    "finnland",
    "polen",
    "tschechien",
    "italien",
    "spanien",
    "portugal",
    "großbritannien",
    "england",
    "irland",
    "usa",
    "vereinigte staaten",
    "amerika",
    "kanada",
    "indien",
    "china",
    "japan",
    "brasilien",
    "europa",
    "ausland",
  ],
);

/** Questions about figures we do not measure, by design or not yet (refused `not_measured`). */
export const notMeasuredWords = word(
  [
    "bounce rate",
    "bounce",
    "how long",
    "stay",
    "average visit",
    "time on page",
    "time on site",
    "session duration",
    "dwell time",
    "scroll depth",
    "returning visitor",
    "new visitor",
    "exit rate",
    "exit page",
    "click rate",
    "heatmap",
    "screen resolution",
    "age",
    "gender",
    "city",
    "cities",
    "town",
    "towns",
    "country",
    "region",
    "ip address",
    "returning",
    "recurring",
    "repeat visitor",
    "time spent",
    "spent time",
    "spend time",
    "how much time",
    "second time",
    "more than once",
    "several times",
    "multiple times",
    "again",
    "come back",
    "came back",
    "loyal",
    ...countries.en,
  ],
  [
    "absprungrate",
    "bounce rate",
    "wie lange",
    "bleiben",
    "verweildauer",
    "sitzungsdauer",
    "besuchsdauer",
    "scrolltiefe",
    "wiederkehrende besucher",
    "neue besucher",
    "ausstiegsrate",
    "ausstiegsseite",
    "klickrate",
    "heatmap",
    "bildschirmauflösung",
    "alter",
    "geschlecht",
    "stadt",
    "städte",
    "länder",
    // "Besucher nach Land": the noun, read so where a noun is asked for (a verb of landing elsewhere).
    "land",
    "herkunftsland",
    "bundesland",
    "ip adresse",
    "wiederkehrend",
    "verbracht",
    "verbrachte zeit",
    "wie viel zeit",
    "zweites mal",
    "zweiten mal",
    "mehr als einmal",
    "mehrmals",
    "mehrfach",
    "erneut",
    "stammbesucher",
    "stammleser",
    "wiedergekommen",
    "kamen wieder",
    "zurückgekehrt",
    ...countries.de,
  ],
);

/** Questions about what is yet to come: an expectation is about a time that has not begun (refused `future`),
 * with or without a period named ("How many visitors do we expect?", "Mit wie vielen Leads rechnen wir?"). */
export const forecastWords = word(
  ["expect", "expected", "expecting", "predict", "predicted", "prediction", "projected", "projection", "anticipate"],
  [
    "erwarten",
    "erwartet",
    "erwartung",
    "rechnen wir",
    "rechnen",
    "vorhersagen",
    "voraussichtlich",
    "prognose",
    "prognostiziert",
    "hochrechnung",
  ],
);

/** A share of a whole: said of a rate ("conversion rate in percent") or of a breakdown, whose parts show it; of one
 * filtered count it would be answered with the count, so there it is named back (parse.ts). */
export const shareWords = word(
  ["share", "percent", "percentage", "proportion", "fraction"],
  ["anteil", "prozent", "prozentual", "prozentsatz"],
);

/** Writing, asked for ("write me a newsletter") or told about ("for the newsletter I'm writing: …"): refused
 * `out_of_scope` when asked for; a clause that tells what the asker is writing is context, and what it names is
 * what is written about, not a filter of the figure (parse.ts, `withoutContext`). */
export const composingWords = word(
  ["write", "writing", "wrote", "draft", "drafting", "compose", "composing"],
  ["schreib", "schreibe", "schreiben", "schreibt", "verfasse", "verfassen", "verfasst"],
);

/** Questions about things outside our data (refused `out_of_scope`). */
export const outOfScopeWords = word(
  [
    "money",
    "earn",
    "earned",
    "earnings",
    "sun",
    "sunshine",
    "cloudy",
    "windy",
    "storm",
    "revenue",
    "turnover",
    "profit",
    "sales figures",
    "income",
    "cost",
    "costs",
    "price",
    "invoice",
    "weather",
    "rain",
    "raining",
    "snow",
    "snowing",
    "sunny",
    "temperature",
    "forecast",
    "pricing",
    "priced",
    "how much is",
    "subscription",
    "license",
    "stock",
    "share price",
    "salary",
    "employees",
    "churn",
    "churn rate",
    "attrition",
    "customers",
    "purchase",
    "deal value",
    "pipeline value",
    "budget",
    "ad spend",
    "cpc",
    "ranking",
    "seo position",
  ],
  [
    "geld",
    "verdient",
    "verdienen",
    "verdienst",
    "sonne",
    "sonnenschein",
    "bewölkt",
    "windig",
    "gewitter",
    "sturm",
    "umsatz",
    "gewinn",
    "erlös",
    "einnahmen",
    "kosten",
    "preis",
    "rechnung",
    "wetter",
    "regen",
    "regnet",
    "schnee",
    "schneit",
    "sonnig",
    "temperatur",
    "wettervorhersage",
    "kostet",
    "preise",
    "preisliste",
    "tarif",
    "lizenz",
    "abonnement",
    "aktie",
    "aktienkurs",
    "gehalt",
    "mitarbeiter",
    "kündigung",
    "abwanderung",
    "kundenabwanderung",
    "kunden",
    "bestellung",
    "auftragswert",
    "budget",
    "werbebudget",
    "cpc",
    "ranking",
    "seo position",
  ],
);

/** Words that turn the value after them around ("not from Google", "noch nicht erledigt"). */
export const negationWords = word(
  [
    "not",
    "don't",
    "doesn't",
    "didn't",
    "isn't",
    "aren't",
    "wasn't",
    "weren't",
    "without",
    "except",
    "excluding",
    "other than",
    "no",
    "neither",
  ],
  ["nicht", "kein", "keine", "keinen", "keiner", "ohne", "außer", "ausser", "ausgenommen", "abgesehen von", "weder"],
);

/** Verbs of lacking ("waiting for an owner", "warten auf einen Besitzer"): they turn an owner named beside them
 * around, before or after (German puts the verb last), and nothing else: "waiting for Ben" is not understood. */
export const lackingWords = word(
  ["waiting for", "waiting on", "wait for", "waits for", "awaiting", "await", "lack", "lacks", "lacking", "missing"],
  ["warten", "wartet", "warteten", "fehlt", "fehlen", "fehlte"],
);

/** Properties of a lead that exist only on the lead: cut by a visit's dimension, they would need the join we never make. */
export const leadOnlyWords = word(
  ["company", "companies", "firm", "email", "e-mail", "name", "phone number", "message"],
  ["firma", "firmen", "unternehmen", "e-mail", "email", "name", "telefonnummer", "nachricht"],
);
