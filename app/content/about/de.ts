import { leaders } from "#app/content/about/leaders.ts";
import { company } from "#app/content/company.ts";
import type { AboutContent } from "#app/content/about/types.ts";

const { ceo, cto } = leaders;

export default {
  meta: {
    title: "Über uns | Conversational BI",
    description:
      "Wer wir sind, warum wir Conversational BI in Hamburg entwickeln, wer das Unternehmen führt und welche Werte unsere Arbeit leiten.",
  },
  heading: "Über Conversational BI",
  lead: "Wir sind überzeugt: Jede und jeder im Unternehmen sollte den eigenen Daten eine Frage stellen können und eine klare Antwort bekommen.",
  story: {
    title: "Unsere Geschichte",
    paragraphs: [
      `Conversational BI entstand ${company.foundingYear} aus einer einfachen Beobachtung: Die Unternehmen, mit denen wir arbeiteten, hatten mehr Daten als je zuvor – und doch landete jede Frage als Ticket beim BI-Team, und wer eine Antwort brauchte, wartete tagelang auf einen Bericht.`,
      `${ceo.name} und ${cto.name} kannten diese Warteschlange von beiden Seiten: Sie hatten Datenplattformen aufgebaut und Teams geleitet, die ohne solche Plattformen nicht arbeiten konnten. In Hamburg machten sie sich daran, ein Werkzeug zu entwickeln, mit dem alle ihre Fragen in eigenen Worten stellen und in Sekunden eine verlässliche Antwort erhalten können.`,
      "Heute erkunden Vertriebsleitungen, Marketingteams, Finanzverantwortliche und BI-Fachleute ihre Daten mit Conversational BI, ohne eine einzige Zeile SQL zu schreiben. Das BI-Team behält die Hoheit über Definitionen und Zugriffsrechte – alle anderen fragen einfach.",
    ],
    figures: [
      { value: String(company.foundingYear), label: "in Hamburg gegründet" },
      { value: "32\u00a0%", label: "höherer ROI laut unseren Kunden" },
      { value: "78\u00a0%", label: "weniger Aufwand für Berichte" },
    ],
    figuresSource:
      "32\u00a0% und 78\u00a0%: Durchschnitt der Angaben aus unserer Kundenbefragung vom März 2025 (46 Unternehmen, die Conversational BI seit mindestens sechs Monaten nutzten).",
  },
  mission: {
    title: "Unsere Mission",
    text: "Wir wollen aus Daten ein Gespräch machen. Alle im Unternehmen sollen ihre Fragen so stellen können, wie sie eine Kollegin oder einen Kollegen fragen würden – und Antworten erhalten, auf die sie sich verlassen können, mitsamt Diagramm und Zusammenhang.",
    quote: {
      text: "Die beste Analyse ist wertlos, wenn sie erst nach der Entscheidung kommt. Wir bauen Conversational BI, damit die Antwort da ist, sobald sich die Frage stellt.",
      name: ceo.name,
      role: "Geschäftsführerin und Mitgründerin",
    },
  },
  team: {
    title: "Unsere Geschäftsführung",
    intro: "Die beiden, die Conversational BI gegründet haben, leiten das Unternehmen heute auch als Geschäftsführung.",
    leaders: [
      {
        name: ceo.name,
        initials: ceo.initials,
        role: "Geschäftsführerin (CEO), Mitgründerin",
        bio: "Miriam hat zehn Jahre lang Analyseteams in Handel und Logistik aufgebaut, zuletzt als Leiterin Business Intelligence einer Hamburger Logistikgruppe. Die promovierte Statistikerin verantwortet Strategie, Vertrieb und Kundenbeziehungen.",
      },
      {
        name: cto.name,
        initials: cto.initials,
        role: "Geschäftsführer (CTO), Mitgründer",
        bio: "Jonas beschäftigt sich seit dem Studium mit der Verarbeitung natürlicher Sprache und leitete die Entwicklung der Datenplattform eines Softwareunternehmens, bevor er Conversational BI mitgründete. Er verantwortet Produkt und Technik – von den Sprachmodellen bis zur Datensicherheit.",
      },
    ],
  },
  values: {
    title: "Unsere Werte",
    intro: "Vier Grundsätze bestimmen, wie wir unser Produkt entwickeln und mit unseren Kunden zusammenarbeiten.",
    items: [
      {
        icon: "innovation",
        title: "Innovation",
        description:
          "Wir machen die neuesten Fortschritte der KI für echte Geschäftsdaten verlässlich nutzbar und erproben neue Ideen gemeinsam mit unseren Kunden.",
      },
      {
        icon: "accessibility",
        title: "Barrierefreiheit",
        description:
          "Daten sollen allen offenstehen, nicht nur Fachleuten. Wir gestalten für Menschen ohne technische Ausbildung – ob sie tippen, sprechen oder einen Screenreader nutzen.",
      },
      {
        icon: "integrity",
        title: "Integrität",
        description:
          "Wir sagen offen, was unsere KI kann und was nicht, schützen die Daten unserer Kunden wie unsere eigenen und zeigen zu jeder Antwort, woher sie stammt.",
      },
      {
        icon: "customer-success",
        title: "Kundenerfolg",
        description:
          "Unseren Erfolg messen wir am Erfolg unserer Kunden: an den Entscheidungen, die sie schneller und besser treffen, weil sie einfach fragen konnten.",
      },
    ],
  },
  join: {
    title: "Werden Sie Teil unseres Teams",
    text: "Wir sind ein Team aus Entwicklerinnen, Entwicklern, Datenfachleuten und Produktverantwortlichen in Hamburg – und wir stellen ein.",
    link: { label: "Offene Stellen ansehen", target: { kind: "page", page: "careers" } },
  },
} satisfies AboutContent;
