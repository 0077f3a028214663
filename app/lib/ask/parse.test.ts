import { describe, expect, it } from "vitest";
import { readQuestion, type AskContext } from "#app/lib/ask/parse.ts";

// A Saturday; last month is October 2026, last week 16–22 November.
const owner: AskContext = {
  today: "2026-11-28",
  role: "owner",
  data: {
    owner: [{ value: "ben@example.com", title: "Ben Kraus", words: ["Ben Kraus", "Ben", "ben@example.com"] }],
    campaign: [{ value: "newsletter", title: "newsletter", words: ["newsletter"] }],
  },
};
const editor: AskContext = { ...owner, role: "editor" };

const read = (question: string, context = owner) => readQuestion(question, context);
const queryOf = (question: string, context = owner) => {
  const reading = read(question, context);
  if (reading.status !== "answered") throw new Error(`${question}: ${JSON.stringify(reading)}`);
  return reading.query;
};

describe("reading a question in English and German", () => {
  it("reads the same question in both languages as the same query", () => {
    const english = queryOf("Which sources brought demo requests last month?");
    expect(english).toEqual({
      measures: ["demoRequests"],
      dimensions: ["source"],
      filters: [],
      timeDimensions: [{ dimension: "time", dateRange: ["2026-10-01", "2026-10-31"] }],
      order: [["demoRequests", "desc"]],
    });
    expect(queryOf("Welche Quellen brachten letzten Monat Demo-Anfragen?")).toEqual(english);
  });

  it("reads inflections, compounds, lower case and no punctuation", () => {
    const linkedIn = { member: "source", operator: "equals", values: ["LinkedIn"] };
    expect(queryOf("wie viele leute kamen letzte woche von linkedin").filters).toEqual([linkedIn]);
    expect(queryOf("LinkedIn-Besucher im Oktober")).toMatchObject({ measures: ["visitors"], filters: [linkedIn] });
    expect(queryOf("Besuchern aus Google gestern").filters).toEqual([
      { member: "source", operator: "equals", values: ["Google"] },
    ]);
    expect(queryOf("Seitenaufrufe der Startseite diese Woche")).toMatchObject({
      measures: ["pageViews"],
      filters: [{ member: "page", operator: "equals", values: ["home"] }],
    });
  });

  it("reads a typing error within one letter and says so", () => {
    const reading = read("how many vistors came from google yesterday");
    expect(reading.status).toBe("answered");
    expect(reading.corrections).toEqual([{ typed: "vistors", read: "visitor" }]);
  });

  it("cuts, ranks and draws over time as asked", () => {
    expect(queryOf("top 5 pages in the last 30 days")).toMatchObject({
      measures: ["pageViews"],
      dimensions: ["page"],
      order: [["pageViews", "desc"]],
      limit: 5,
    });
    expect(queryOf("Welche Kampagne brachte die meisten Demo-Anfragen?")).toMatchObject({
      dimensions: ["campaign"],
      limit: 1,
    });
    expect(queryOf("visitors per week since March").timeDimensions).toEqual([
      { dimension: "time", dateRange: ["2026-03-01", "2026-11-28"], granularity: "week" },
    ]);
    expect(queryOf("Conversion-Rate nach Gerät diesen Monat im Vergleich zum Vormonat")).toMatchObject({
      measures: ["conversionRate"],
      dimensions: ["device"],
      timeDimensions: [{ dateRange: ["2026-11-01", "2026-11-28"], compareDateRange: ["2026-10-01", "2026-10-28"] }],
    });
  });

  it("reads leads by owner and status: mine, nobody's, a colleague's", () => {
    expect(queryOf("my new leads").filters).toEqual([
      { member: "owner", operator: "equals", values: ["me"] },
      { member: "status", operator: "equals", values: ["new"] },
    ]);
    expect(queryOf("Wie viele Leads sind niemandem zugewiesen?").filters).toEqual([
      { member: "owner", operator: "notSet" },
    ]);
    expect(queryOf("leads of Ben this year").filters).toEqual([
      { member: "owner", operator: "equals", values: ["ben@example.com"] },
    ]);
    // "New" is the status new, with a period too: the leads of that period still new.
    const stillNew = [{ member: "status", operator: "equals", values: ["new"] }];
    expect(queryOf("new leads last week").filters).toEqual(stillNew);
    expect(queryOf("Wie viele neue Leads sind diese Woche eingegangen?").filters).toEqual(stillNew);
    expect(queryOf("Of October's leads, which are still untouched?").filters).toEqual(stillNew);
  });

  it("gives statistics the dashboard's period when none is named, and leads all of theirs", () => {
    const reading = read("visitors by device");
    expect(reading).toMatchObject({ status: "answered", notes: ["defaultPeriod"] });
    expect(queryOf("visitors by device").timeDimensions[0]?.dateRange).toEqual(["2026-10-30", "2026-11-28"]);
    expect(queryOf("leads by status").timeDimensions).toEqual([]);
  });
});

describe("negations and the asker", () => {
  it("turns the value after a 'not' around, and refuses a 'not' with nothing to turn", () => {
    expect(queryOf("How many visitors last month did not come from Google?").filters).toEqual([
      { member: "source", operator: "notEquals", values: ["Google"] },
    ]);
    expect(queryOf("Wie viele Leads sind noch nicht erledigt?").filters).toEqual([
      { member: "status", operator: "notEquals", values: ["closed"] },
    ]);
    expect(queryOf("How many leads don't have an owner?").filters).toEqual([{ member: "owner", operator: "notSet" }]);
    expect(queryOf("Wie viele Leads haben noch keinen Besitzer?").filters).toEqual([
      { member: "owner", operator: "notSet" },
    ]);
    expect(read("visitors not last week")).toMatchObject({
      status: "refused",
      reason: "unknown_term",
      unknown: ["not"],
    });
  });

  it("reads 'do I have' and 'habe ich' as the asker's, 'who has the most' as one owner", () => {
    expect(queryOf("How many leads do I have?").filters).toEqual([
      { member: "owner", operator: "equals", values: ["me"] },
    ]);
    expect(queryOf("Wie viele Leads habe ich?").filters).toEqual([
      { member: "owner", operator: "equals", values: ["me"] },
    ]);
    expect(queryOf("Wer hat die meisten qualifizierten Leads?")).toMatchObject({
      dimensions: ["owner"],
      order: [["leads", "desc"]],
      limit: 1,
    });
  });

  it("asks which figure when only a value or a period is named", () => {
    expect(read("Show me LinkedIn").status).toBe("clarify");
    expect(read("Wie lief der letzte Monat?").status).toBe("clarify");
  });

  it("asks which figure of theirs when the question is what people did, or asks for an overview", () => {
    expect(read("What did the Xing people do this week?").status).toBe("clarify");
    expect(read("Was haben die Tablet-Nutzer gestern gemacht?").status).toBe("clarify");
    // The figure chosen answers it.
    expect(queryOf("What did the Xing people do this week?: Visitors").measures).toEqual(["visitors"]);
    expect(read("Can I get a summary of last month?").status).toBe("clarify");
    expect(read("Bitte eine Zusammenfassung der letzten Woche").status).toBe("clarify");
    expect(queryOf("Übersicht der Demoanfragen nach Quelle").dimensions).toEqual(["source"]);
  });
});

describe("refusing rather than guessing", () => {
  it.each([
    ["What was our revenue in Q3?", "out_of_scope"],
    ["Wie war das Wetter gestern?", "out_of_scope"],
    ["bounce rate last week", "not_measured"],
    ["Verweildauer auf der Preisseite", "not_measured"],
    ["which companies came from LinkedIn", "not_linkable"],
    ["Leads aus Google letzten Monat", "not_linkable"],
    ["visitors next month", "future"],
    ["Besucher nächste Woche", "future"],
    ["how many flurbs did the gizmo sell", "unknown_term"],
  ])("%s → %s", (question, reason) => {
    expect(read(question)).toMatchObject({ status: "refused", reason });
  });

  it("names the words it could not place", () => {
    expect(read("visitors from the moon last week")).toMatchObject({ status: "refused", unknown: ["moon"] });
  });

  it("tells an editor nothing about leads, not even a zero, and answers their statistics", () => {
    for (const question of ["How many leads came last week?", "Wie viele Leads sind neu?", "leads by owner"])
      expect(read(question, editor)).toMatchObject({ status: "refused", reason: "not_permitted" });
    expect(read("visitors last week", editor).status).toBe("answered");
  });

  it("asks back when a word means two things, and not when the role decides", () => {
    const reading = read("Wie viele Anfragen kamen diese Woche?");
    expect(reading.status).toBe("clarify");
    if (reading.status === "clarify")
      expect(reading.options.map((option) => option.measure)).toEqual(["leads", "demoRequests"]);
    expect(read("Wie viele Anfragen kamen diese Woche?", editor)).toMatchObject({
      status: "answered",
      query: { measures: ["demoRequests"] },
    });
  });

  it("lets only a cut that one reading cannot take decide what 'requests' are", () => {
    // A language is a visit's and a lead's: still both readings.
    expect(read("requests per language in October").status).toBe("clarify");
    expect(read("Wie viele Anfragen auf Englisch gab es letzte Woche?").status).toBe("clarify");
    expect(queryOf("Anfragen je Kanal im Oktober").measures).toEqual(["demoRequests"]);
    expect(queryOf("enquiries by status").measures).toEqual(["leads"]);
  });
});

describe("typing errors and words that only share a stem", () => {
  it("reads two swapped letters across a word's ending, and says so", () => {
    expect(read("Wie viele Nutezr kamen gestern?")).toMatchObject({
      status: "answered",
      query: { measures: ["visitors"] },
      corrections: [{ typed: "Nutezr", read: "nutzer" }],
    });
    expect(read("how many leasd are new")).toMatchObject({ status: "answered", query: { measures: ["leads"] } });
    // Swapped letters before another letter: "leasd" is "leads", not "least" (a rank that would vanish).
    expect(queryOf("how many leasd came last week").measures).toEqual(["leads"]);
  });

  it("prefers the word as written to another that only shares its stem ('stats' is no 'state')", () => {
    expect(read("Stats for Google last week").status).toBe("clarify");
    expect(queryOf("leads by state").dimensions).toEqual(["status"]);
    // "visited" is the figure's word, not a filler beside it.
    expect(queryOf("the most visited page yesterday").measures).toEqual(["visitors"]);
  });
});

describe("people beside a figure", () => {
  it("reads people after 'from', 'among', 'von', 'bei' or a genitive as whom another figure is of", () => {
    for (const question of [
      "page views among users from LinkedIn last week",
      "Seitenaufrufe der Handynutzer letzte Woche",
      "demo requests by German speaking people in October",
      "Demo-Anfragen bei Tablet-Nutzern im Oktober",
    ])
      expect(queryOf(question).measures, question).toHaveLength(1);
    expect(queryOf("Seitenaufrufe der Handynutzer letzte Woche")).toMatchObject({
      measures: ["pageViews"],
      filters: [{ member: "device", operator: "equals", values: ["phone"] }],
    });
  });

  it("keeps two figures asked side by side", () => {
    expect(queryOf("visitors and demo requests from Google last week").measures).toEqual(["visitors", "demoRequests"]);
    expect(queryOf("Besucher und Seitenaufrufe gestern").measures).toEqual(["visitors", "pageViews"]);
  });

  it("reads a figure's word right after the people as their verb: 'users viewed', 'people hit'", () => {
    expect(queryOf("how many users viewed the blog yesterday").measures).toEqual(["visitors"]);
    expect(queryOf("how many people hit the docs last week").measures).toEqual(["visitors"]);
    expect(queryOf("how many views did the blog get yesterday").measures).toEqual(["pageViews"]);
  });
});

describe("verbs that imply a figure, and superlatives that rank", () => {
  it("reads 'how well … convert' as the conversion rate and 'how many … converted' as demo requests", () => {
    expect(queryOf("How well did Bing visitors convert last month?")).toMatchObject({
      measures: ["conversionRate"],
      filters: [{ member: "source", operator: "equals", values: ["Bing"] }],
    });
    expect(queryOf("Wie gut haben die Handynutzer im Oktober konvertiert?").measures).toEqual(["conversionRate"]);
    expect(queryOf("How many visitors converted yesterday?").measures).toEqual(["demoRequests"]);
    expect(queryOf("Wie viele Besucher haben gestern konvertiert?").measures).toEqual(["demoRequests"]);
  });

  it("reads a page viewed, read or opened as page views when no figure is named", () => {
    expect(queryOf("Wie häufig wurde die Doku letzte Woche aufgerufen?")).toMatchObject({
      measures: ["pageViews"],
      filters: [{ member: "page", operator: "equals", values: ["documentation"] }],
    });
    expect(queryOf("how often was the careers page opened in October").measures).toEqual(["pageViews"]);
    // Counting who viewed it could mean people or views: asked back.
    expect(read("Wie viele haben die Startseite angesehen?").status).toBe("clarify");
  });

  it("ranks by superlatives and German 'meist-' compounds", () => {
    expect(queryOf("die meistgelesenen Seiten im Oktober")).toMatchObject({
      measures: ["pageViews"],
      dimensions: ["page"],
      order: [["pageViews", "desc"]],
    });
    expect(queryOf("Which pages were viewed most often last week?")).toMatchObject({
      measures: ["pageViews"],
      order: [["pageViews", "desc"]],
    });
    expect(queryOf("the most frequent sources this month")).toMatchObject({
      measures: ["visitors"],
      dimensions: ["source"],
      order: [["visitors", "desc"]],
    });
  });
});

describe("questions that name no figure", () => {
  it("asks back when a campaign or page is only named with the word for its kind", () => {
    expect(read("How did the newsletter campaign do last month?").status).toBe("clarify");
    expect(read("Wie lief die Kampagne newsletter im Oktober?").status).toBe("clarify");
    // The word alone still cuts, and says what is counted.
    expect(queryOf("campaigns last month")).toMatchObject({ measures: ["visitors"], dimensions: ["campaign"] });
  });

  it("asks back about events without a figure instead of naming the words unknown", () => {
    expect(read("What's going on with Google today?").status).toBe("clarify");
    expect(read("Was ist gestern auf der Startseite passiert?").status).toBe("clarify");
    expect(read("what happened last week").status).toBe("clarify");
  });
});

describe("verbs of entering", () => {
  const entry = (values: string[]) => [{ member: "entryPage", operator: "equals", values }];

  it("reads the page people landed on or entered by as the entry page", () => {
    expect(queryOf("How many visitors landed on the blog last week?").filters).toEqual(entry(["blog"]));
    expect(queryOf("Wie viele Leute sind gestern auf der Startseite gelandet?").filters).toEqual(entry(["home"]));
    expect(queryOf("Besucher, die im Oktober über die Doku eingestiegen sind").filters).toEqual(
      entry(["documentation"]),
    );
    // Without such a verb, a page is the page viewed.
    expect(queryOf("How many people visited the blog last week?").filters).toEqual([
      { member: "page", operator: "equals", values: ["blog"] },
    ]);
  });

  it("cuts by the entry page when asked which page people entered on", () => {
    expect(queryOf("On which pages did visitors land in October?").dimensions).toEqual(["entryPage"]);
  });
});

describe("requests, politeness and chat shorthand", () => {
  it.each([
    ["I need the demo requests from Xing for last month", ["demoRequests"]],
    ["Ich bräuchte mal kurz die Besucherzahlen von gestern", ["visitors"]],
    ["Könntest du mir bitte die Demo-Anfragen pro Woche zeigen?", ["demoRequests"]],
    ["gimme leads by status pls", ["leads"]],
    ["how many visitors came thru bing yesterday thx", ["visitors"]],
    ["wie viele leute warn gestern auf der startseite", ["visitors"]],
    ["Seitenaufrufe für jede Seite gestern", ["pageViews"]],
    ["how many folks are on the site atm", ["visitorsNow"]],
  ])("%s", (question, measures) => {
    expect(queryOf(question).measures).toEqual(measures);
  });
});

describe("change over time", () => {
  const grainOf = (question: string) => queryOf(question).timeDimensions[0]?.granularity;

  it("draws a line for verbs of change, in the grain the period suits", () => {
    expect(grainOf("How have demo requests evolved since March?")).toBe("month");
    expect(grainOf("Wie hat sich die Conversion-Rate im Oktober entwickelt?")).toBe("day");
  });

  it("compares rather than draws when the change is measured against another period", () => {
    const time = queryOf("Wie hat sich der Traffic diesen Monat im Vergleich zum Vormonat entwickelt?")
      .timeDimensions[0];
    expect(time).toMatchObject({ compareDateRange: ["2026-10-01", "2026-10-28"] });
    expect(time?.granularity).toBeUndefined();
  });

  it("reads 'Monat für Monat' and 'year by year' as grains", () => {
    expect(grainOf("Besucher Monat für Monat seit Januar")).toBe("month");
    expect(grainOf("page views year by year since 2024")).toBe("year");
  });
});

describe("refusing for the right reason", () => {
  it.each([
    ["Will it snow in Berlin tomorrow?", "out_of_scope"],
    ["Wie ist die Temperatur heute?", "out_of_scope"],
    ["Was kosten die Lizenzen?", "out_of_scope"],
    ["How much is a subscription?", "out_of_scope"],
    ["How many people came back to the site last week?", "not_measured"],
    ["Wie viele wiederkehrende Nutzer hatten wir gestern?", "not_measured"],
    ["visitors from Switzerland last month", "not_measured"],
    ["Besucher aus der Schweiz im Oktober", "not_measured"],
    ["Wie viele Deutschlandbesucher gab es gestern?", "not_measured"],
  ])("%s → %s", (question, reason) => {
    expect(read(question)).toMatchObject({ status: "refused", reason });
  });

  it("still reads the language, not the country, from 'German'", () => {
    expect(queryOf("German visitors last week").filters).toEqual([
      { member: "language", operator: "equals", values: ["de"] },
    ]);
  });
});

describe("words of the trade", () => {
  it("reads 'Zugriffe' as visits, alone and in compounds", () => {
    expect(queryOf("Zugriffe von LinkedIn gestern")).toMatchObject({
      measures: ["visitors"],
      filters: [{ member: "source", operator: "equals", values: ["LinkedIn"] }],
    });
    expect(queryOf("Direktzugriffe im Oktober")).toMatchObject({
      measures: ["visitors"],
      filters: [{ member: "source", operator: "equals", values: ["direct"] }],
    });
  });

  it("reads taking a lead on as its owner: nobody has picked it up, keiner hat ihn übernommen", () => {
    const unowned = [{ member: "owner", operator: "notSet" }];
    expect(queryOf("leads no one has claimed").filters).toEqual(unowned);
    expect(queryOf("Wie viele Leads hat keiner übernommen?").filters).toEqual(unowned);
    expect(queryOf("Welche Leads hat niemand übernommen?").filters).toEqual(unowned);
    expect(queryOf("How many leads did Ben pick up this month?").filters).toEqual([
      { member: "owner", operator: "equals", values: ["ben@example.com"] },
    ]);
  });
});

describe("a colleague's name in the genitive", () => {
  const ben = { member: "owner", operator: "equals", values: ["ben@example.com"] };

  it("reads 'Bens Leads' as Ben's, in German and in English typed without the apostrophe", () => {
    expect(queryOf("Bens Leads nach Status")).toMatchObject({ dimensions: ["status"], filters: [ben] });
    expect(queryOf("Zeig mir Bens Leads aus diesem Monat").filters).toEqual([ben]);
    expect(queryOf("Bens leads this month").filters).toEqual([ben]);
  });

  it("reads no genitive into a name nobody has", () => {
    expect(read("Claras Leads")).toMatchObject({ status: "refused", reason: "unknown_term", unknown: ["Claras"] });
  });
});

describe("a referring site typed as a host name", () => {
  it("filters by that host alone, and keeps its 'in' or 'de' out of the dates", () => {
    expect(queryOf("visitors from google.de in October")).toMatchObject({
      filters: [{ member: "source", operator: "equals", values: ["google.de"] }],
      timeDimensions: [{ dateRange: ["2026-10-01", "2026-10-31"] }],
    });
    expect(queryOf("Demo-Anfragen über lnkd.in gestern").filters).toEqual([
      { member: "source", operator: "equals", values: ["lnkd.in"] },
    ]);
    expect(queryOf("Besucher von news.ycombinator.com letzte Woche").filters).toEqual([
      { member: "source", operator: "equals", values: ["news.ycombinator.com"] },
    ]);
  });

  it("still reads a colleague's address as the colleague", () => {
    expect(queryOf("leads of ben@example.com").filters).toEqual([
      { member: "owner", operator: "equals", values: ["ben@example.com"] },
    ]);
  });
});

describe("what 'by', 'nach' and 'which' are followed by", () => {
  it("never drops the object of 'by' or 'nach': a word that is no noun of ours is named back", () => {
    expect(read("page views by website last week")).toMatchObject({ status: "refused", unknown: ["website"] });
    expect(read("Seitenaufrufe je Statistik im Oktober")).toMatchObject({ status: "refused", unknown: ["Statistik"] });
    // "per visitor" is a ratio of two figures, which we do not compute; "by visitors" sorts.
    expect(read("page views per visitor last week")).toMatchObject({ status: "refused", unknown: ["visitor"] });
    expect(read("Demoanfragen pro Besucher im Oktober")).toMatchObject({ status: "refused", unknown: ["Besucher"] });
    expect(queryOf("Kampagnen nach Besucherzahl im Oktober").dimensions).toEqual(["campaign"]);
    // A date after the word is no object; a chain of them ("je nach") is one.
    expect(queryOf("Leads je nach Status").dimensions).toEqual(["status"]);
    expect(queryOf("Demoanfragen nach dem 3. November").timeDimensions[0]?.dateRange).toEqual([
      "2026-11-03",
      "2026-11-03",
    ]);
  });

  it("reads a word that is a verb and a noun as the noun where a noun is asked for", () => {
    expect(read("Demoanfragen pro Land im Oktober")).toMatchObject({ status: "refused", reason: "not_measured" });
    expect(read("Welches Land brachte die meisten Leute?")).toMatchObject({
      status: "refused",
      reason: "not_measured",
    });
    // Elsewhere the verb: people who land on a page entered there.
    expect(queryOf("people who land on the careers page").filters).toEqual([
      { member: "entryPage", operator: "equals", values: ["careers"] },
    ]);
  });
});

describe("several values of one dimension", () => {
  const bingAndDdg = { member: "source", operator: "equals", values: ["Bing", "DuckDuckGo"] };

  it("reads values joined by 'or', 'and', 'oder', 'und' as one filter, answered with one figure", () => {
    expect(queryOf("visitors from Bing and DuckDuckGo last week")).toMatchObject({
      dimensions: [],
      filters: [bingAndDdg],
    });
    expect(queryOf("Besucher über Bing oder DuckDuckGo letzte Woche")).toMatchObject({
      dimensions: [],
      filters: [bingAndDdg],
    });
  });

  it("shows values set against each other side by side", () => {
    expect(queryOf("Bing gegen DuckDuckGo: Besucher letzte Woche")).toMatchObject({
      dimensions: ["source"],
      filters: [bingAndDdg],
    });
    expect(queryOf("compare Bing and DuckDuckGo visitors last week")).toMatchObject({
      dimensions: ["source"],
      filters: [bingAndDdg],
    });
  });

  it("shows them side by side when the question asks which of them, or which has more", () => {
    const both = {
      dimensions: ["language"],
      filters: [{ member: "language", operator: "equals", values: ["de", "en"] }],
    };
    expect(queryOf("Which language brought more demo requests, German or English?")).toMatchObject(both);
    expect(queryOf("Welche Sprache hatte im Oktober die meisten Besucher, Deutsch oder Englisch?")).toMatchObject(both);
    expect(queryOf("Bekamen Bing oder DuckDuckGo mehr Besucher?")).toMatchObject({ dimensions: ["source"] });
  });
});

describe("compounds", () => {
  it("reads a compound whose head is the word for a page as the kind of thing its first part names", () => {
    expect(queryOf("Welche Einstiegs-Seite hatte im Oktober die meisten Besucher?").dimensions).toEqual(["entryPage"]);
    expect(queryOf("Demoanfragen nach Referrerseiten letzte Woche").dimensions).toEqual(["source"]);
    // A joint e between the parts: "Geräte-art".
    expect(queryOf("Demoanfragen nach Geräteart").dimensions).toEqual(["device"]);
    expect(queryOf("Seitenaufrufe nach Gerätetyp im Oktober").dimensions).toEqual(["device"]);
    // Two dimensions named apart are still two.
    expect(queryOf("Besucher nach Seite und Quelle").dimensions).toEqual(["page", "source"]);
  });
});

describe("counts written as words", () => {
  it("reads tens and their ones as a count to rank by", () => {
    expect(queryOf("the top thirty two pages this month").limit).toEqual(32);
    expect(queryOf("die vierzig meistaufgerufenen Seiten").limit).toEqual(40);
  });
});

describe("grains", () => {
  it("reads 'from week to week' and 'von Tag zu Tag' as a grain", () => {
    expect(queryOf("Leads from week to week since September").timeDimensions[0]?.granularity).toBe("week");
    expect(queryOf("Besucher von Tag zu Tag im Oktober").timeDimensions[0]?.granularity).toBe("day");
  });
});

describe("right now", () => {
  it("reads 'online' and 'at this moment' as the visitors right now", () => {
    for (const question of [
      "Who is online on the site at this moment?",
      "Wie viele Leute sind in diesem Moment online?",
    ])
      expect(queryOf(question)).toMatchObject({ measures: ["visitorsNow"], timeDimensions: [] });
  });
});

describe("spoken words, greetings and verbs of breaking down", () => {
  it("reads greetings, regional ones too, and spoken fillers as nothing", () => {
    expect(queryOf("Servus, wie viele Leute kamen gestern vom Handy?")).toMatchObject({
      measures: ["visitors"],
      filters: [{ member: "device", operator: "equals", values: ["phone"] }],
    });
    expect(queryOf("hello also how many page views yesterday").measures).toEqual(["pageViews"]);
  });

  it("reads verbs of breaking down and bringing, and a word for the kind of thing, around a dimension", () => {
    expect(queryOf("Können Sie die Besucher nach Kanal aufgliedern?").dimensions).toEqual(["source"]);
    expect(queryOf("Which source drove the most demo requests?")).toMatchObject({ dimensions: ["source"], limit: 1 });
    expect(queryOf("demo requests segmented by device type").dimensions).toEqual(["device"]);
    expect(queryOf("Besucher nach Quellenart").dimensions).toEqual(["source"]);
    // The word for the kind alone says nothing to cut by.
    expect(read("visitors by kind")).toMatchObject({ status: "refused", unknown: ["kind"] });
  });

  it("reads 'directly' as the direct visits", () => {
    expect(queryOf("how many people came directly last week").filters).toEqual([
      { member: "source", operator: "equals", values: ["direct"] },
    ]);
  });
});

describe("verbs of owning", () => {
  const ben = { member: "owner", operator: "equals", values: ["ben@example.com"] };
  const me = { member: "owner", operator: "equals", values: ["me"] };

  it("reads 'own', 'belong to', 'gehören' and 'liegen bei' as whose leads they are", () => {
    expect(queryOf("How many leads does Ben own?").filters).toEqual([ben]);
    expect(queryOf("Which leads belong to Ben?").filters).toEqual([ben]);
    expect(queryOf("Wie viele Leads liegen gerade bei Ben?").filters).toEqual([ben]);
    expect(queryOf("Leads, die Ben gehören").filters).toEqual([ben]);
    expect(queryOf("Wie viele Leads gehören mir?").filters).toEqual([me]);
    expect(queryOf("How many leads belong to me?").filters).toEqual([me]);
  });
});

describe("refusing with the right reason", () => {
  it.each([
    ["How much money came in through the site in October?", "out_of_scope"],
    ["Wie viel haben wir im Oktober verdient?", "out_of_scope"],
    ["Is the sun shining in Hamburg?", "out_of_scope"],
    ["Mit wie vielen Leads rechnen wir?", "future"],
    ["What page views do you predict for the holidays?", "future"],
    ["Wie viele Besucher erwarten wir?", "future"],
    ["How much time do visitors spend on the blog?", "not_measured"],
    ["Wie viel Zeit verbringen Besucher auf der Startseite?", "not_measured"],
    ["Which visitors came more than once this week?", "not_measured"],
    ["Wie viele Besucher kamen mehrmals?", "not_measured"],
    ["Which of the leads originally came from Google?", "not_linkable"],
    ["Wie viele Leads kamen zuerst über LinkedIn?", "not_linkable"],
  ])("refuses %s as %s", (question, reason) => {
    expect(read(question)).toMatchObject({ status: "refused", reason });
  });
});

describe("shares", () => {
  it("names back a share of one filtered count rather than answering with the count", () => {
    expect(read("What share of visitors came from LinkedIn last month?")).toMatchObject({
      status: "refused",
      reason: "unknown_term",
      unknown: ["share"],
    });
    expect(read("Wie viel Prozent der Besucher kamen über Google?")).toMatchObject({ unknown: ["Prozent"] });
  });

  it("answers a share of a rate, or of a breakdown whose parts show it", () => {
    expect(queryOf("conversion rate in percent last week").measures).toEqual(["conversionRate"]);
    expect(queryOf("Anteil der Demoanfragen nach Gerät").dimensions).toEqual(["device"]);
  });
});

describe("a negation before a list", () => {
  it("turns every value of the list around, not only the first", () => {
    const neither = [{ member: "source", operator: "notEquals", values: ["Bing", "Google"] }];
    expect(queryOf("visitors from neither Bing nor Google last week").filters).toEqual(neither);
    expect(queryOf("Besucher außer von Bing und Google im Oktober").filters).toEqual(neither);
    expect(queryOf("Leads, die weder qualifiziert noch erledigt sind").filters).toEqual([
      { member: "status", operator: "notEquals", values: ["qualified", "closed"] },
    ]);
  });

  it("reads a negation only as written: 'either' is no 'neither'", () => {
    expect(queryOf("leads that are either new or closed").filters).toEqual([
      { member: "status", operator: "equals", values: ["new", "closed"] },
    ]);
    expect(queryOf("visitors coming from eiter Bing or Xing").filters).toEqual([
      { member: "source", operator: "equals", values: ["Bing", "Xing"] },
    ]);
  });
});

describe("the people a figure is for", () => {
  it("are who it is of after 'for' and 'für', not a second figure", () => {
    expect(queryOf("demo requests for English-speaking visitors in October").measures).toEqual(["demoRequests"]);
    expect(queryOf("Seitenaufrufe nach Seite für Besucher auf Tablets letzte Woche").measures).toEqual(["pageViews"]);
  });
});

describe("a rank with nothing to rank", () => {
  it("names the rank back instead of answering with a total", () => {
    expect(read("Wann kamen im Oktober die meisten Demoanfragen?")).toMatchObject({
      status: "refused",
      unknown: ["meisten"],
    });
    expect(read("When did we get the fewest page views?")).toMatchObject({ status: "refused", unknown: ["fewest"] });
    // With a breakdown or a grain it ranks.
    expect(queryOf("page views per day in October, the most first")).toMatchObject({ limit: 1 });
    expect(queryOf("Welche Quelle brachte im Oktober die meisten Demoanfragen?")).toMatchObject({ limit: 1 });
  });
});

describe("lead words that are no fillers", () => {
  const notClosed = [{ member: "status", operator: "notEquals", values: ["closed"] }];

  it("reads open leads as those not closed", () => {
    expect(queryOf("How many leads are still open?").filters).toEqual(notClosed);
    expect(queryOf("offene Leads im Oktober").filters).toEqual(notClosed);
    expect(queryOf("leads that are not open").filters).toEqual([
      { member: "status", operator: "equals", values: ["closed"] },
    ]);
  });

  it("reads 'jeder' as everyone, one by one", () => {
    expect(queryOf("Wie viele neue Leads hat jeder?").dimensions).toEqual(["owner"]);
  });
});

describe("round 3: typos together, ranks from the bottom, smaller words", () => {
  it("reads several typing errors in one short question, a typed unit among them", () => {
    const reading = read("leads by statsu previus mnth");
    expect(reading).toMatchObject({
      status: "answered",
      query: { measures: ["leads"], dimensions: ["status"] },
    });
    expect(queryOf("vistors from gogle this wek").timeDimensions[0]!.dateRange).toEqual(["2026-11-23", "2026-11-28"]);
    expect(queryOf("Besucher letztes Quatal").timeDimensions[0]!.dateRange).toEqual(["2026-07-01", "2026-09-30"]);
  });

  it("reads a typo that ends a phrase begun by the word before as the phrase", () => {
    expect(queryOf("page viewz last week")).toMatchObject({ measures: ["pageViews"], dimensions: [] });
    expect(queryOf("demo reqests on mobile")).toMatchObject({ measures: ["demoRequests"], dimensions: [] });
  });

  it("ranks from the bottom when asked for the bottom, the least or the rarest", () => {
    expect(queryOf("bottom five sources by visitors in October")).toMatchObject({
      dimensions: ["source"],
      order: [["visitors", "asc"]],
      limit: 5,
    });
    expect(queryOf("the least often viewed pages this year")).toMatchObject({ order: [["pageViews", "asc"]] });
    expect(queryOf("Welche Kampagnen brachten am seltensten Demoanfragen?")).toMatchObject({
      dimensions: ["campaign"],
      order: [["demoRequests", "asc"]],
    });
  });

  it("reads chat spellings and words that add nothing, and refuses cities and churn with their reason", () => {
    expect(queryOf("how many new leads does ben hav").filters).toContainEqual({
      member: "owner",
      operator: "equals",
      values: ["ben@example.com"],
    });
    expect(queryOf("demo requests from LinkedIn that aren't from phones anymore")).toBeDefined();
    expect(read("How are things for the blog?").status).toBe("clarify");
    expect(read("Wie sieht es bei Google aus?").status).toBe("clarify");
    expect(read("Visitors by city last month")).toMatchObject({ status: "refused", reason: "not_measured" });
    expect(read("Aus welchen Städten kommen unsere Besucher?")).toMatchObject({ reason: "not_measured" });
    expect(read("Wie hoch war die Abwanderung im Oktober?")).toMatchObject({ reason: "out_of_scope" });
    expect(read("What was our churn rate last quarter?")).toMatchObject({ reason: "out_of_scope" });
  });
});

describe("a question wrapped in context", () => {
  it("sets aside clauses that hold no term of ours, says so and names what was read", () => {
    const reading = read(
      "Morning! The boss keeps asking about this before the team sync, so can you tell me how many leads Ben has?",
    );
    expect(reading).toMatchObject({
      status: "answered",
      query: { measures: ["leads"], filters: [{ member: "owner", operator: "equals", values: ["ben@example.com"] }] },
      notes: ["contextSetAside"],
      readOnly: "can you tell me how many leads Ben has?",
    });
    expect(
      queryOf(
        "Guten Morgen, der Chef fragt ständig danach und ich bräuchte die Demoanfragen über LinkedIn im Oktober, wäre das möglich?",
      ),
    ).toMatchObject({
      measures: ["demoRequests"],
      filters: [{ member: "source", operator: "equals", values: ["LinkedIn"] }],
      timeDimensions: [{ dateRange: ["2026-10-01", "2026-10-31"] }],
    });
  });

  it("does not refuse for a word outside our data that only talks about the conversation", () => {
    expect(
      queryOf("A client emailed me a complaint earlier. How many demo requests came from Google yesterday?"),
    ).toMatchObject({ measures: ["demoRequests"] });
    expect(queryOf("Ein Kunde hat sich beschwert. Wie viele Besucher kamen gestern von Google?")).toMatchObject({
      measures: ["visitors"],
    });
  });

  it("still counts a context clause that names a value, a period or a figure, and refuses unknown words in the asking part", () => {
    // A value only the context names would be dropped: refused instead.
    expect(read("Our colleague tried it on a tablet once. How many visitors last week?").status).toBe("refused");
    expect(read("Jemand hat gestern gemeckert. Wie viele Besucher?").status).toBe("refused");
    expect(read("I heard something odd. How many blorps came from Google yesterday?")).toMatchObject({
      status: "refused",
      unknown: ["blorps"],
    });
    expect(read("What was our revenue? How many visitors yesterday?")).toMatchObject({ reason: "out_of_scope" });
  });
});

describe("how often people viewed", () => {
  it("is counted in page views, the people being whom the views are of", () => {
    const tablets = queryOf("what pages do tablet users view most often this month");
    expect(tablets.measures).toEqual(["pageViews"]);
    expect(tablets.filters).toEqual([{ member: "device", operator: "equals", values: ["tablet"] }]);
    expect(queryOf("Welche Seiten haben Desktop-Nutzer letzte Woche am häufigsten angesehen?").measures).toEqual([
      "pageViews",
    ]);
  });

  it("but how many people viewed a page still counts the people", () => {
    expect(queryOf("how many visitors viewed the documentation last week").measures).toEqual(["visitors"]);
  });
});

describe("round 5: verbs of how something went, and German abbreviations", () => {
  it("reads separable verbs of looking and faring around a figure", () => {
    for (const [question, measure] of [
      ["Wie sah die Conversion-Rate im Oktober aus?", "conversionRate"],
      ["Wie haben die Demoanfragen letzte Woche abgeschnitten?", "demoRequests"],
      ["Wie schnitten die Seitenaufrufe im Oktober ab?", "pageViews"],
      ["Wie standen die Besucherzahlen letzte Woche da?", "visitors"],
      ["How did the conversion rate fare last month?", "conversionRate"],
      ["How are demo requests shaping up this month?", "demoRequests"],
    ] as const)
      expect(queryOf(question).measures, question).toEqual([measure]);
    // A separable verb's particle may end the question: "steigen … ein" is entering, not rising.
    expect(queryOf("Auf welcher Seite steigen die meisten Besucher ein?")).toMatchObject({
      dimensions: ["entryPage"],
      limit: 1,
    });
    expect(read("Die Besucherzahlen steigen").status).toBe("refused");
    // Without a figure, a verb of faring is still asked back.
    expect(read("Wie hat LinkedIn im Oktober abgeschnitten?").status).toBe("clarify");
  });

  it("compares a day with the same weekday a week earlier, with a verb of faring around it", () => {
    const range = { dateRange: ["2026-11-26", "2026-11-26"], compareDateRange: ["2026-11-19", "2026-11-19"] };
    expect(
      queryOf("Wie schnitten die Demoanfragen am Donnerstag ggü. dem gleichen Tag der Vorwoche ab?"),
    ).toMatchObject({
      measures: ["demoRequests"],
      timeDimensions: [range],
    });
    expect(queryOf("page views on Thursday vs the same day a week earlier").timeDimensions).toMatchObject([range]);
  });

  it("reads 'vgl.', 'gg.', 'im Vgl. zu' as comparisons and 'lt.', 'laut', 'bzgl.', 'z. B.' as nothing", () => {
    const week = { dateRange: ["2026-11-23", "2026-11-28"], compareDateRange: ["2026-11-16", "2026-11-21"] };
    expect(queryOf("Besucher diese Woche vgl. Vorwoche").timeDimensions).toMatchObject([week]);
    expect(queryOf("demoanfragen diese woche gg. letzte woche").timeDimensions).toMatchObject([week]);
    expect(queryOf("Leads im Oktober im Vgl. zum September").timeDimensions).toMatchObject([
      { dateRange: ["2026-10-01", "2026-10-31"], compareDateRange: ["2026-09-01", "2026-09-30"] },
    ]);
    expect(queryOf("Besucher lt. Dashboard gestern").measures).toEqual(["visitors"]);
    expect(queryOf("laut Statistik: wie viele Seitenaufrufe gestern?").measures).toEqual(["pageViews"]);
    expect(queryOf("according to the stats, how many demo requests yesterday?").measures).toEqual(["demoRequests"]);
    expect(queryOf("Zahlen bzgl. Demoanfragen über Xing im Oktober").filters).toEqual([
      { member: "source", operator: "equals", values: ["Xing"] },
    ]);
    // Values set against each other with "vgl." are shown side by side.
    expect(queryOf("Besucher LinkedIn vgl. Xing im Oktober").dimensions).toEqual(["source"]);
  });

  it("reads 'in terms of', 'with regard to', 'hinsichtlich' as naming the figure, not a page", () => {
    const linkedIn = [{ member: "source", operator: "equals", values: ["LinkedIn"] }];
    expect(queryOf("How did LinkedIn perform last month in terms of visitors?")).toMatchObject({
      measures: ["visitors"],
      filters: linkedIn,
    });
    expect(queryOf("Wie lief LinkedIn im Oktober hinsichtlich der Demoanfragen?").filters).toEqual(linkedIn);
    expect(queryOf("Was LinkedIn angeht: wie viele Besucher kamen gestern?").filters).toEqual(linkedIn);
    expect(queryOf("visitors from the terms of service page").filters).toEqual([
      { member: "page", operator: "equals", values: ["termsOfService"] },
    ]);
  });

  it("still refuses an abbreviation around a word outside our data, and a vague 'inkl.'", () => {
    expect(read("Umsatz lt. Statistik im Oktober")).toMatchObject({ reason: "out_of_scope" });
    expect(read("Besucher inkl. Direktzugriffe im Oktober").status).toBe("refused");
  });
});

describe("round 5: words that frame a request", () => {
  const ben = "ben@example.com";

  it("sets aside a clause about what the asker is writing or preparing, before a colon or a dash", () => {
    const reading = read("For the board update I'm drafting: which sources brought the most visitors in October?");
    expect(reading).toMatchObject({
      status: "answered",
      query: { measures: ["visitors"], dimensions: ["source"], filters: [] },
      notes: ["contextSetAside"],
    });
    // A value there is what is being written about, not a filter of the figure.
    expect(
      queryOf("For the newsletter piece I am preparing: how many page views did the blog get last week?"),
    ).toMatchObject({
      measures: ["pageViews"],
      filters: [{ member: "page", operator: "equals", values: ["blog"] }],
    });
    expect(queryOf("Für den Newsletter, den ich gerade schreibe: wie viele Leads hat Ben?").filters).toEqual([
      { member: "owner", operator: "equals", values: [ben] },
    ]);
    expect(queryOf("Ich bereite die Präsentation vor – wie viele Demoanfragen kamen im Oktober?")).toMatchObject({
      measures: ["demoRequests"],
      timeDimensions: [{ dateRange: ["2026-10-01", "2026-10-31"] }],
    });
  });

  it("still refuses writing asked for, and a figure or cut named beside the writing", () => {
    expect(read("Write me a newsletter about last week's visitors")).toMatchObject({ reason: "out_of_scope" });
    expect(read("Schreibe einen Bericht über die Besucher im Oktober")).toMatchObject({ reason: "out_of_scope" });
    // The context clause names a figure: it is read, and the writing refuses.
    expect(read("For the report on LinkedIn visitors I'm writing: what was the conversion rate?").status).toBe(
      "refused",
    );
    expect(read("What was our revenue? How many visitors yesterday?")).toMatchObject({ reason: "out_of_scope" });
    // Writing is read only as written: "waiting" is no "writing".
    expect(read("How many leads are still waiting to be contacted?")).toMatchObject({ reason: "unknown_term" });
  });

  it("reads task verbs that frame a request as nothing, in every inflection", () => {
    const byCampaign = { measures: ["conversionRate"], dimensions: ["campaign"] };
    for (const question of [
      "Could you analyze the conversion rate per campaign for October?",
      "evaluate conversion rate by campaign in October",
      "Plot the conversion rate by campaign for October, please",
      "Kannst du die Conversion-Rate im Oktober nach Kampagne analysieren?",
      "Werte bitte die Conversion-Rate im Oktober nach Kampagne aus",
      "Die Conversion-Rate im Oktober nach Kampagne ermitteln",
      "Ich bitte Sie, die Conversion-Rate im Oktober nach Kampagne auszuwerten",
      "Stellen Sie die Conversion-Rate im Oktober nach Kampagne dar",
      "Conversion-Rate im Oktober nach Kampagne anzeigen lassen",
    ])
      expect(queryOf(question), question).toMatchObject(byCampaign);
    expect(queryOf("Liste die Leads von Ben auf").filters).toEqual([
      { member: "owner", operator: "equals", values: [ben] },
    ]);
  });

  it("still refuses what a task verb frames when it is outside our data or unknown", () => {
    expect(read("analyse our revenue")).toMatchObject({ status: "refused", reason: "out_of_scope" });
    expect(read("Werte den Umsatz im Oktober aus")).toMatchObject({ reason: "out_of_scope" });
    expect(read("evaluate the blorps by campaign")).toMatchObject({ reason: "unknown_term", unknown: ["blorps"] });
    expect(read("Bitte analysieren").status).not.toBe("answered");
  });
});

describe("round 5: right now, and visits without a referring site", () => {
  it("reads browsing, surfing and being on the site at this instant as the visitors right now", () => {
    for (const question of [
      "How many users are surfing our website as we speak?",
      "how many folks browsing the site at present",
      "Wie viele Leute surfen in diesem Augenblick auf der Website?",
      "Wie viele Besucher sind aktuell auf der Seite?",
      "Besucher gerade eben",
      "Wie viele Nutzer sind zurzeit auf unserer Webseite?",
    ])
      expect(queryOf(question), question).toMatchObject({ measures: ["visitorsNow"], timeDimensions: [] });
    // Browsing in a period named is the visitors of that period.
    expect(queryOf("How many people browsed the blog last week?")).toMatchObject({
      measures: ["visitors"],
      filters: [{ member: "page", operator: "equals", values: ["blog"] }],
    });
  });

  it("refuses 'right now' beside a period that is not today, rather than answer either", () => {
    expect(read("Besucher gerade im Oktober").status).toBe("refused");
    expect(read("visitors online last week").status).toBe("refused");
  });

  it("reads visits without a referring site as the direct ones", () => {
    const direct = [{ member: "source", operator: "equals", values: ["direct"] }];
    for (const question of [
      "demo requests without a referrer last week",
      "How many visitors had no referring site in October?",
      "Besucher ohne verweisende Seite im Oktober",
      "Wie viele Besucher kamen ohne Verweis letzte Woche?",
      "Seitenaufrufe ohne Quelle gestern",
    ])
      expect(queryOf(question).filters, question).toEqual(direct);
    // Only right after the negation: a breakdown left out is no referring site left out.
    expect(read("Visitors last week, without breaking them down by source").status).toBe("refused");
    // A value after the negation is still turned around, and a cut is still a cut.
    expect(queryOf("visitors by source without LinkedIn").filters).toEqual([
      { member: "source", operator: "notEquals", values: ["LinkedIn"] },
    ]);
  });
});

describe("round 5: leads' owners and states", () => {
  const clara = {
    value: "clara@example.com",
    title: "Clara Vogel",
    words: ["Clara Vogel", "Clara", "clara@example.com"],
  };
  const team: AskContext = { ...owner, data: { ...owner.data, owner: [...owner.data!.owner!, clara] } };
  const bothOwners = { member: "owner", operator: "equals", values: ["ben@example.com", "clara@example.com"] };
  const unassigned = { member: "owner", operator: "notSet" };

  it("reads state adverbs beside a status or an owner as nothing", () => {
    expect(queryOf("Which of Ben's leads have already been contacted?", team).filters).toEqual([
      { member: "owner", operator: "equals", values: ["ben@example.com"] },
      { member: "status", operator: "equals", values: ["contacted"] },
    ]);
    expect(queryOf("Wie viele Leads sind inzwischen abgeschlossen?").filters).toEqual([
      { member: "status", operator: "equals", values: ["closed"] },
    ]);
    expect(queryOf("Mittlerweile qualifizierte Leads nach Besitzer").dimensions).toEqual(["owner"]);
    expect(queryOf("leads Clara has by now", team).filters).toEqual([
      { member: "owner", operator: "equals", values: ["clara@example.com"] },
    ]);
    // Still nothing of its own: an unknown word beside it is named back, revenue refused.
    expect(read("bereits Umsatz")).toMatchObject({ status: "refused", reason: "out_of_scope" });
    expect(read("already blorped leads")).toMatchObject({ status: "refused", unknown: ["blorped"] });
    // A state we have no status for is not read as all leads.
    expect(read("How many leads are already on hold?").status).toBe("refused");
  });

  it("reads several owners 'between them', 'together', 'zusammen' as one total", () => {
    for (const question of [
      "How many new leads do Ben and Clara have together?",
      "Ben and Clara combined: how many leads?",
      "Wie viele Leads haben Ben und Clara zusammen?",
      "Wie viele Leads betreuen Ben und Clara gemeinsam?",
      "leads of Ben and Clara between the two of them",
    ]) {
      const query = queryOf(question, team);
      expect(query.filters, question).toContainEqual(bothOwners);
      expect(query.dimensions, question).toEqual([]);
    }
  });

  it("reads leads waiting for or lacking an owner as unassigned", () => {
    for (const question of [
      "How many leads are waiting for an owner?",
      "Which German leads still lack an owner?",
      "leads awaiting an assignee",
      "Wie viele Leads warten auf einen Bearbeiter?",
      "Leads, die noch auf einen Besitzer warten",
      "Wie viele deutsche Leads sind noch niemandem zugewiesen?",
      "Leads, denen ein Besitzer fehlt",
      "Leads whose owner is missing",
      "Leads, die noch immer auf einen Besitzer warten",
      "Which leads need an owner?",
    ])
      expect(queryOf(question).filters, question).toContainEqual(unassigned);
    // Waiting for anything else is not understood: a lead waiting to be contacted is no status we can name.
    expect(read("How many leads are waiting to be contacted?").status).toBe("refused");
    expect(read("Leads, die auf Ben warten").status).toBe("refused");
    // Owners lacking leads are no leads lacking an owner; an owner to cut by is not what is lacked.
    expect(read("owners missing leads").status).toBe("refused");
    expect(read("Welche Leads warten, nach Besitzer?").status).toBe("refused");
  });

  it("reads German interrogative determiners in every case, and 'in which status' as a cut ranked", () => {
    expect(queryOf("In welchem Status befinden sich die meisten Leads?")).toMatchObject({
      dimensions: ["status"],
      order: [["leads", "desc"]],
      limit: 1,
    });
    expect(queryOf("In what stage are most of our leads?")).toMatchObject({ dimensions: ["status"], limit: 1 });
    expect(queryOf("Bei welchem Besitzer liegen die meisten offenen Leads?")).toMatchObject({
      dimensions: ["owner"],
      limit: 1,
    });
    expect(queryOf("Von welchem Gerät kamen im Oktober die meisten Besucher?")).toMatchObject({
      dimensions: ["device"],
      limit: 1,
    });
    expect(queryOf("Mit welchen Kampagnen kamen die meisten Demoanfragen?").dimensions).toEqual(["campaign"]);
    // "welchem", "welches" name one thing, whatever the noun's ending.
    expect(queryOf("Welchem Kollegen gehören die meisten Leads?")).toMatchObject({ dimensions: ["owner"], limit: 1 });
    // Which of something we do not know is still named back.
    expect(read("In welchem Bundesland sind die meisten Besucher?")).toMatchObject({ reason: "not_measured" });
    expect(read("Aus welchem Blorp kamen die meisten Leads?")).toMatchObject({ status: "refused", unknown: ["Blorp"] });
  });
});
