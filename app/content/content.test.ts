import { describe, expect, it } from "vitest";

// Every content module of both languages, found on disk so a new page is checked without touching this test.
const modules = import.meta.glob<{ default: unknown }>("./*/{en,de}.ts", { eager: true });

type Problem = string;

function emptyStrings(value: unknown, path: string, problems: Problem[]): Problem[] {
  if (typeof value === "string") {
    if (value.trim() === "") problems.push(`${path} is empty`);
  } else if (Array.isArray(value)) {
    if (value.length === 0) problems.push(`${path} is an empty list`);
    value.forEach((item, index) => emptyStrings(item, `${path}[${index}]`, problems));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) emptyStrings(item, `${path}.${key}`, problems);
  }
  return problems;
}

/**
 * The shape of a copy tree: keys and list lengths, not the words. Link targets
 * count as one leaf: where a link leads may differ by language on purpose.
 */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object" && "kind" in value) return "link target";
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  }
  return typeof value;
}

const byPage = new Map<string, Record<string, unknown>>();
for (const [file, module] of Object.entries(modules)) {
  const [, page = "", locale = ""] = /^\.\/(.+)\/(en|de)\.ts$/.exec(file) ?? [];
  byPage.set(page, { ...byPage.get(page), [locale]: module.default });
}

describe("content modules", () => {
  it("exist for every page", () => {
    expect([...byPage.keys()].toSorted()).toEqual(
      expect.arrayContaining(["about", "blog", "careers", "documentation", "home", "impressum", "site"]),
    );
  });

  for (const [page, copies] of byPage) {
    for (const [locale, copy] of Object.entries(copies)) {
      it(`${page}/${locale} has no missing or empty text`, () => {
        expect(emptyStrings(copy, `${page}/${locale}`, [])).toEqual([]);
      });
    }
  }

  // The Impressum is the one page without an English twin.
  for (const [page, copies] of [...byPage].filter(([name]) => name !== "impressum")) {
    it(`${page} says the same things in English and German`, () => {
      expect(copies.en, `${page}/en.ts is missing`).toBeDefined();
      expect(copies.de, `${page}/de.ts is missing`).toBeDefined();
      expect(shape(copies.de)).toEqual(shape(copies.en));
    });
  }

  it("gives the back office's pages distinct titles in each language", () => {
    for (const copy of Object.values(byPage.get("admin") ?? {})) {
      const titles = Object.values((copy as { titles: Record<string, string> }).titles);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it("holds the documentation's counts SPEC fixes, in both languages: six features, four guides, four API entries, nine FAQ entries", () => {
    for (const locale of ["en", "de"]) {
      const documentation = byPage.get("documentation")![locale] as {
        features: { items: unknown[] };
        guides: { items: unknown[] };
        api: { endpoints: unknown[] };
        faq: { items: unknown[] };
      };
      expect(documentation.features.items, locale).toHaveLength(6);
      expect(documentation.guides.items, locale).toHaveLength(4);
      expect(documentation.api.endpoints, locale).toHaveLength(4);
      expect(documentation.faq.items, locale).toHaveLength(9);
    }
  });

  it("has the Impressum in German only", () => {
    expect(byPage.get("impressum")).toHaveProperty("de");
    expect(byPage.get("impressum")).not.toHaveProperty("en");
  });

  it("gives every page a distinct title in each language", () => {
    const titles = [...byPage.entries()]
      // Shared copy (site chrome, what it shows on demand, the footer, the contact form) and a part of a page (the documentation's API
      // example, the home page's chat) have no page title of their own; the back office has its titles apart; an e-mail has a subject, not
      // a title; plain-text answers of the server have neither.
      .filter(
        ([page]) =>
          ![
            "site",
            "site-extras",
            "footer",
            "api-example",
            "home-chat",
            "blog-post",
            "blog-admin",
            "contact",
            "admin",
            "invitation-email",
            "guess-alarm-email",
            "privacy-deadline-email",
            "data-export",
            "access-email",
            "assignment-email",
            "weekly-digest-email",
            "lead-email",
            "http-answers",
          ].includes(page),
      )
      .flatMap(([, copies]) => Object.values(copies).map((copy) => (copy as { meta: { title: string } }).meta.title));
    expect(new Set(titles).size).toBe(titles.length);
  });
});

/**
 * Wordings a copy editor retired (issue 49): sentences that read translated, a claim without its source, one
 * feature under two names. Each stays out of every content module; a new sentence is written fresh, not restored.
 */
const retiredWordings = [
  "ein Ticket beim BI-Team aufgeben",
  "die auf sie angewiesen waren",
  "Finanzvorstände",
  "Gründungsduo",
  "selbst, jeden Tag",
  "Verständnis des Kontexts",
  '"Anstellung"',
  "Testdatensätze und Kennzahlen",
  "semantischer Suche und Feinabstimmung",
  "Zugriffe folgen Ihren Rollen",
  "Welcher unserer Tarife",
  "wie Daten in Alltagssprache antworten",
  "Eine produktive Website würde",
  "stecken Sie mehr Budget",
  "Wirkungsvolle Fragen stellen",
  "aktuell ist Version v1",
  "These are ours.",
  "Kontextbezogene Visualisierung",
  "Our customers report a 32%",
  "Unsere Kunden berichten von einem um 32",
  // A second review (November 29, 2026): a feature is „Zwei-Faktor-Anmeldung“ / "two-factor sign-in", not a count of
  // factors; a link „ist … gültig und kann nur einmal verwendet werden“; an ellipsis is one character.
  "zwei Faktoren",
  "Zwei Faktoren",
  "two factors",
  "Two factors",
  "funktioniert einmal",
  "funktioniert ein einziges Mal",
  "works once",
  "Wird gesendet...",
  "Submitting...",
  "Fragen, die funktionieren",
  "Questions that work",
  "angemeldet gelassener",
  "+1 für",
  "+1 for",
];

describe("copy a review retired", () => {
  it.each(retiredWordings)("no module says %j", (wording) => {
    const holders = Object.entries(modules)
      .filter(([, module]) => JSON.stringify(module.default).includes(wording))
      .map(([file]) => file);
    expect(holders).toEqual([]);
  });

  it("names the customer survey behind 32 % and 78 % wherever a page claims them, the same survey everywhere", () => {
    const claims = Object.entries(modules).filter(([, module]) =>
      /32(\\u00a0|\u00a0| )?%/.test(JSON.stringify(module.default)),
    );
    expect(claims.map(([file]) => file).sort()).toEqual([
      "./about/de.ts",
      "./about/en.ts",
      "./home/de.ts",
      "./home/en.ts",
    ]);
    for (const [file, module] of claims)
      expect(JSON.stringify(module.default), file).toMatch(/(March|März) 2025 \(46 (companies|Unternehmen)/);
  });
});

describe("role names in running text (issue 49)", () => {
  const templates = (value: unknown, found: string[] = []): string[] => {
    if (typeof value === "string" && value.includes("{role}")) found.push(value);
    else if (value && typeof value === "object") for (const item of Object.values(value)) templates(item, found);
    return found;
  };

  it("go through one phrase: 'with/has the Sales role', „mit der/die Rolle „Vertrieb““, never 'as Sales'", () => {
    for (const [file, module] of Object.entries(modules)) {
      const language = file.endsWith("/de.ts") ? "de" : "en";
      for (const template of templates(module.default)) {
        const fits = language === "en" ? /\b(with|has) \{role\}/ : /\b(mit der|die) \{role\}/;
        expect(template, file).toMatch(fits);
      }
    }
  });

  it("are filled by roleInText wherever code fills a {role}, not with the bare name", () => {
    const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../content/**", "!../**/*.test.{ts,tsx}"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const bare = Object.entries(sources).filter(([, source]) => /\brole: (copy\.roles\[|role\.name\b)/.test(source));
    expect(bare.map(([file]) => file)).toEqual([]);
  });
});
