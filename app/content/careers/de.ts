import { company } from "#app/content/company.ts";
import type { CareersContent } from "#app/content/careers/types.ts";

export default {
  meta: {
    title: "Karriere | Conversational BI",
    description:
      "Werden Sie Teil unseres Teams in Hamburg: offene Stellen als Senior AI engineer, Front-End Developer und Product Marketing Manager.",
  },
  heading: "Karriere bei Conversational BI",
  lead: "Gestalten Sie mit uns den einfachsten Weg zu Antworten aus Geschäftsdaten.",
  heroLink: "Zu den offenen Stellen",
  intro: {
    title: "Warum Conversational BI?",
    paragraphs: [
      `Seit ${company.foundingYear} entwickeln wir ein Produkt, mit dem Fachabteilungen direkt mit ihren Daten sprechen können. In unserem Hamburger Team arbeiten Fachleute aus KI-Forschung, Softwareentwicklung und Design mit Menschen zusammen, die selbst jahrelang in Vertrieb, Finanzen und BI tätig waren.`,
      "Wir arbeiten in kleinen Teams, die ihre Aufgaben von der ersten Skizze bis zum Livebetrieb verantworten. Wir liefern oft aus, sprechen jede Woche mit Kunden und setzen lieber auf klare Texte als auf lange Meetings. In jeder Rolle sehen Sie schnell, was Ihre Arbeit bewirkt.",
    ],
  },
  benefits: {
    title: "Was wir bieten",
    intro: "Gute Arbeit braucht gute Bedingungen. Diese bieten wir Ihnen:",
    items: [
      {
        icon: "hybrid",
        title: "Hybrides Arbeiten",
        description: `Zwei Tage pro Woche gemeinsam in unserem Büro in ${company.address.city}, die übrigen dort, wo Sie am besten arbeiten – dazu bis zu vier Wochen im Jahr aus dem Ausland.`,
      },
      {
        icon: "time-off",
        title: "30 Tage Urlaub",
        description: "Dreißig bezahlte Urlaubstage im Jahr, Heiligabend und Silvester zusätzlich frei.",
      },
      {
        icon: "learning",
        title: "Weiterbildungsbudget",
        description: "2.000\u00a0€ und fünf Tage im Jahr für Kurse, Bücher und Konferenzen Ihrer Wahl.",
      },
      {
        icon: "equipment",
        title: "Ihre Ausstattung",
        description: "Sie wählen Ihren Laptop und die Ausstattung, die Sie zu Hause und im Büro brauchen.",
      },
      {
        icon: "mobility",
        title: "Mobilität",
        description: "Wir übernehmen Ihr Deutschlandticket oder stellen Ihnen ein Leasingrad zur Verfügung.",
      },
      {
        icon: "equity",
        title: "Mitarbeiterbeteiligung",
        description: "Ein virtuelles Beteiligungsprogramm, damit alle profitieren, wenn Conversational BI wächst.",
      },
    ],
  },
  positions: {
    title: "Offene Stellen",
    intro:
      "Alle Stellen richten sich an Menschen jeden Geschlechts (m/w/d). Wir freuen uns über Bewerbungen unabhängig von Herkunft, Alter oder Behinderung.",
    datePosted: "2025-05-01",
    labels: {
      department: "Bereich",
      location: "Standort",
      employment: "Arbeitszeit",
      responsibilities: "Ihre Aufgaben",
      requirements: "Ihr Profil",
      apply: "Jetzt bewerben",
    },
    items: [
      {
        id: "senior-ai-engineer",
        title: "Senior AI engineer",
        department: "Entwicklung",
        location: "Hamburg (hybrid)",
        workplace: "hybrid",
        employment: "Vollzeit",
        description:
          "Sie entwerfen und bauen die Schicht, die aus einer fachlichen Frage eine korrekte Abfrage, ein passendes Diagramm und eine verständliche Erklärung macht.",
        responsibilities: [
          "Sie entwickeln die Verarbeitungskette weiter, die Fragen in natürlicher Sprache in SQL und Analysen übersetzt",
          "Sie stellen Testfragen und Bewertungsmaße zusammen, mit denen wir anhand echter Datenbankschemata unserer Kunden messen, wie treffsicher die Antworten sind",
          "Sie passen Sprachmodelle an die Kennzahlen und Begriffe jedes Kunden an",
          "Sie setzen Analysen wie Anomalieerkennung, Trendanalyse und Ursachenanalyse um",
          "Sie begleiten andere Entwicklerinnen und Entwickler und prägen unsere technische Ausrichtung",
        ],
        requirements: [
          "Mindestens fünf Jahre Erfahrung mit Systemen für maschinelles Lernen oder Sprachverarbeitung im Produktivbetrieb",
          "Praktische Erfahrung mit großen Sprachmodellen, semantischer Suche (Embeddings) und dem Fine-Tuning von Modellen",
          "Sehr gute Python- und solide SQL-Kenntnisse",
          "Erfahrung in Bewertung, Überwachung und Kostensteuerung von ML-Systemen",
          "Sehr gutes Englisch; Deutsch ist von Vorteil",
        ],
      },
      {
        id: "front-end-developer",
        title: "Front-End Developer",
        department: "Entwicklung",
        location: "Hamburg (hybrid)",
        workplace: "hybrid",
        employment: "Vollzeit",
        description:
          "Sie bauen die Oberfläche, auf der unsere Kunden Fragen stellen und Antworten erkunden: den Chat, die Diagramme und alles drumherum.",
        responsibilities: [
          "Sie entwickeln Funktionen unserer Web-App mit TypeScript und React, vom Chat bis zu interaktiven Diagrammen",
          "Sie setzen Entwürfe in schnelle, barrierefreie Oberflächen um, die mit Tastatur, Screenreader und Spracheingabe funktionieren",
          "Sie entscheiden gemeinsam mit Design und KI-Entwicklung, wie Antworten und Diagramme dargestellt werden",
          "Sie sichern die Qualität mit automatisierten Tests, gegenseitigen Code-Reviews und festen Ladezeitbudgets",
        ],
        requirements: [
          "Mindestens drei Jahre Berufserfahrung mit TypeScript und React",
          "Fundierte Kenntnisse in HTML, CSS und digitaler Barrierefreiheit (WCAG)",
          "Erfahrung mit Datenvisualisierung ist von Vorteil",
          "Ein Auge fürs Detail und ein Gespür für die Menschen, die mit Ihren Oberflächen arbeiten",
          "Gutes Englisch; Deutsch ist von Vorteil",
        ],
      },
      {
        id: "product-marketing-manager",
        title: "Product Marketing Manager",
        department: "Marketing",
        location: "Hamburg oder ortsunabhängig",
        workplace: "remote",
        employment: "Vollzeit",
        description:
          "Sie zeigen Fachabteilungen, warum es besser ist, die eigenen Daten zu fragen, als auf einen Bericht zu warten – und helfen unserem Vertrieb, sie zu überzeugen.",
        responsibilities: [
          "Sie schärfen Positionierung und Botschaften für Vertriebs-, Marketing-, Finanz- und BI-Teams",
          "Sie planen Produkteinführungen gemeinsam mit Produkt und Vertrieb und setzen sie um",
          "Sie erstellen Anwendungsbeispiele, Kundengeschichten, Webinare und Vertriebsunterlagen",
          "Sie analysieren Markt und Wettbewerb und tragen Erkenntnisse aus Kundengesprächen ins Produktteam",
        ],
        requirements: [
          "Mindestens vier Jahre Erfahrung im Produktmarketing, idealerweise für B2B-Software oder Datenprodukte",
          "Die Gabe, technische Themen klar und überzeugend zu erklären",
          "Verhandlungssicheres Deutsch und Englisch in Wort und Schrift",
          "Eine strukturierte, selbstständige Arbeitsweise und Freude am Umgang mit Zahlen",
        ],
      },
    ],
  },
  contact: {
    title: "Nicht die passende Stelle dabei?",
    text: "Wir lernen immer gern Menschen kennen, die Daten einfacher nutzbar machen wollen. Erzählen Sie uns von sich.",
    button: "Kontaktieren Sie uns",
  },
} satisfies CareersContent;
