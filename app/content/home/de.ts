import type { HomeContent } from "#app/content/home/types.ts";

export default {
  meta: {
    title: "Conversational BI – Geschäftsdaten in Alltagssprache abfragen",
    description:
      "Schreiben oder sagen Sie, was Sie über Ihre Geschäftsdaten wissen möchten, und erhalten Sie in Sekunden Antworten, Diagramme und Empfehlungen. Testen Sie 14 Tage kostenlos mit Ihren eigenen Daten.",
    keywords: [
      "Conversational BI",
      "Business Intelligence",
      "Datenanalyse in natürlicher Sprache",
      "KI-Datenanalyse",
      "Self-Service-BI",
      "Daten-Chatbot",
    ],
  },
  heading: "Sprechen Sie mit Ihren Daten. Antworten in Sekunden.",
  hero: {
    eyebrow: "Business Intelligence ohne Abfragesprache",
    lead: "Stellen Sie Ihre Frage so, wie Sie sie einer Kollegin oder einem Kollegen stellen würden, schriftlich oder mündlich. Conversational BI findet die Zahlen in Ihren Datenquellen und antwortet mit einer klaren Erklärung, dem passenden Diagramm und einer Empfehlung für den nächsten Schritt.",
    seeItInAction: "Live erleben",
    requestDemo: "Demo anfragen",
    assurance: "14 Tage kostenlos mit Ihren eigenen Daten · Einrichtung in 1–2 Wochen",
  },
  features: {
    eyebrow: "Funktionen",
    heading: "Alles, was Sie für Antworten aus Ihren Daten brauchen",
    lead: "Von der ersten Frage bis zur Entscheidung: Conversational BI macht Analysen für alle im Unternehmen zugänglich, nicht nur für das Datenteam.",
    items: [
      {
        icon: "conversation",
        title: "Abfragen in natürlicher Sprache",
        description:
          "Schreiben oder sprechen Sie Ihre Frage in Alltagssprache. Sie brauchen kein SQL und keinen Berichtsdesigner und warten nicht auf das Analyseteam.",
      },
      {
        icon: "analysis",
        title: "KI-gestützte Analyse",
        description:
          "Die KI erkennt selbstständig Anomalien, Trends und Zusammenhänge und erklärt die wahrscheinlichen Ursachen einer Veränderung.",
      },
      {
        icon: "sources",
        title: "Integration mehrerer Datenquellen",
        description:
          "Binden Sie CRM, ERP, Data Warehouse und Tabellenkalkulationen einmal an und stellen Sie dann Fragen über alle Quellen hinweg.",
      },
      {
        icon: "realtime",
        title: "Erkenntnisse in Echtzeit",
        description:
          "Die Antworten beruhen auf aktuellen Daten: Die Bestellungen von heute Morgen stehen in der Antwort von heute Morgen, nicht im Bericht der nächsten Woche.",
      },
      {
        icon: "visualization",
        title: "Passende Visualisierung",
        description:
          "Zu jeder Antwort gibt es das Diagramm, das zur Frage passt: einen Verlauf, einen Vergleich oder eine Aufschlüsselung.",
      },
      {
        icon: "security",
        title: "Sicherheit auf Enterprise-Niveau",
        description:
          "Rollenbasierte Zugriffsrechte und Verschlüsselung bei der Übertragung und bei der Speicherung: Jede Person sieht nur die Daten, die sie sehen darf.",
      },
    ],
  },
  howItWorks: {
    eyebrow: "So funktioniert’s",
    heading: "In vier Schritten von der Datenquelle zur fundierten Entscheidung",
    lead: "Wir richten Conversational BI gemeinsam mit Ihnen ein. Die meisten Teams stellen innerhalb von zwei Wochen ihre ersten echten Fragen.",
    steps: [
      {
        number: 1,
        title: "Datenquellen verbinden",
        description:
          "Binden Sie Datenbanken, Cloud-Anwendungen und Dateien über fertige Konnektoren an. Ihre Daten bleiben, wo sie sind.",
      },
      {
        number: 2,
        title: "KI auf Ihr Unternehmen trainieren",
        description:
          "Die KI lernt Ihre Kennzahlen, Produktnamen und Begriffe, damit „Nettoumsatz“ genau das bedeutet, was es bei Ihnen bedeutet.",
      },
      {
        number: 3,
        title: "Ganz natürlich fragen",
        description: "Tippen oder sprechen Sie Ihre Frage in Alltagssprache und haken Sie nach wie in einem Gespräch.",
      },
      {
        number: 4,
        title: "Mit den Antworten arbeiten",
        description:
          "Sie erhalten Antworten mit Diagrammen, Erklärungen und Empfehlungen, mit denen Sie sofort arbeiten können.",
      },
    ],
  },
  useCases: {
    eyebrow: "Anwendungsfälle",
    heading: "Gemacht für alle, die Entscheidungen treffen",
    lead: "Ob Vertrieb, Marketing oder Geschäftsleitung: Mit Conversational BI beantworten Teams ihre Fragen täglich selbst.",
    quoteMarks: { open: "„", close: "“" },
    items: [
      {
        title: "Vertriebsleistung",
        description:
          "Sehen Sie Pipeline, Abschlussquoten und Umsatz nach Region, Team oder Produkt, sobald Sie danach fragen, und erkennen Sie, welche Verkaufschancen Ihre Aufmerksamkeit brauchen.",
        quote:
          "Früher hat mein Team drei Tage auf einen Regionalbericht gewartet. Heute fragen wir im Morgenmeeting und entscheiden sofort.",
        role: "Vertriebsleiterin",
        icon: "sales",
        iconColor: "indigo",
        chart: {
          kind: "bar",
          title: "Umsatz nach Quartal",
          description:
            "Balkendiagramm des Umsatzes nach Quartal: 2,9\u00a0Mio.\u00a0€ im ersten, 3,3\u00a0Mio.\u00a0€ im zweiten, 3,9\u00a0Mio.\u00a0€ im dritten und 4,4\u00a0Mio.\u00a0€ im vierten Quartal. Beispielzahlen.",
          labels: ["Q1", "Q2", "Q3", "Q4"],
          values: [2_900_000, 3_300_000, 3_900_000, 4_400_000],
          format: "currency",
          currency: "EUR",
        },
      },
      {
        title: "Marketing-Analysen",
        description:
          "Vergleichen Sie Kampagnen und Kanäle, behalten Sie die Akquisitionskosten im Blick und erfahren Sie, welche Maßnahmen wirklich Kunden bringen.",
        quote:
          "Wir haben innerhalb einer Woche Budget aus zwei schwachen Kanälen abgezogen, weil wir endlich fragen konnten, warum sie schwach sind.",
        role: "CMO",
        icon: "marketing",
        iconColor: "emerald",
        chart: {
          kind: "line",
          title: "Kosten pro Neukunde",
          description:
            "Liniendiagramm der Kosten pro Neukunde, die von 378\u00a0€ im Januar auf 246\u00a0€ im Juni sinken. Beispielzahlen.",
          labels: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun"],
          values: [378, 362, 331, 303, 272, 246],
          format: "currency",
          currency: "EUR",
        },
      },
      {
        title: "Einblicke für die Geschäftsführung",
        description:
          "Verschaffen Sie sich in einem einzigen Gespräch ein klares Bild vom ganzen Unternehmen: Margen, Liquidität und die Risiken hinter den Zahlen.",
        quote:
          "Vor jeder Aufsichtsratssitzung stelle ich fünf Fragen und bekomme fünf klare Antworten. Dafür hat mein Team früher eine Woche gebraucht.",
        role: "CEO",
        icon: "executive",
        iconColor: "amber",
        chart: {
          kind: "bar",
          title: "Operative Marge nach Geschäftsbereich",
          description:
            "Balkendiagramm der operativen Marge nach Geschäftsbereich: Software 24\u00a0%, Services 17\u00a0%, Hardware 9\u00a0% und Support 31\u00a0%. Beispielzahlen.",
          labels: ["Software", "Services", "Hardware", "Support"],
          values: [24, 17, 9, 31],
          format: "percent",
        },
      },
    ],
  },
  comparison: {
    eyebrow: "Vergleich",
    heading: "Warum Conversational BI?",
    lead: "Klassische BI-Werkzeuge wurden für Analyseteams gebaut. Conversational BI ist für alle gemacht, die eine Antwort brauchen.",
    caption: "Conversational BI im Vergleich mit klassischen BI-Werkzeugen",
    columns: { feature: "Merkmal", conversationalBI: "Conver\u00adsational BI", traditionalBI: "Klassische BI" },
    rows: [
      {
        feature: "Bedienung",
        conversationalBI: "Gespräch in natürlicher Sprache",
        traditionalBI: "Komplexe Dashboards und Abfrage-Editoren",
      },
      { feature: "Ein\u00adarbeitung", conversationalBI: "Minuten", traditionalBI: "Wochen bis Monate" },
      { feature: "Zeit bis zur Erkenntnis", conversationalBI: "Sekunden", traditionalBI: "Stunden bis Tage" },
      {
        feature: "Nötiges Fach\u00adwissen",
        conversationalBI: "Keines",
        traditionalBI: "SQL und Daten\u00admodellierung",
      },
      { feature: "Ad-hoc-Analysen", conversationalBI: "Sofort", traditionalBI: "Erst nach Berichts\u00aderstellung" },
      {
        feature: "Zusammen\u00adhänge erkennen",
        conversationalBI: "Integriertes KI-Verständnis",
        traditionalBI: "Manuelle Interpretation",
      },
    ],
  },
  pricing: {
    eyebrow: "Preise",
    heading: "Einfache Tarife, die mit Ihnen wachsen",
    lead: "Starten Sie klein und wechseln Sie den Tarif, wenn weitere Teams Antworten wollen. Jeden Tarif testen Sie zuerst 14 Tage kostenlos mit Ihren eigenen Daten.",
    perMonth: "pro Monat",
    popularBadge: "BELIEBTESTE WAHL",
    customPrice: "Individuell",
    customPriceNote: "Preis nach Ihren Anforderungen",
    plans: [
      {
        id: "starter",
        title: "Einsteiger",
        price: { amount: 449, currency: "EUR" },
        description: "Für ein erstes Team, das schnelle Antworten aus seinen wichtigsten Daten möchte.",
        features: [
          "Bis zu 5 Nutzerkonten",
          "3 Verbindungen zu Datenquellen",
          "500 Abfragen pro Monat",
          "Standard-Support",
        ],
        isPopular: false,
        cta: "Jetzt starten",
      },
      {
        id: "professional",
        title: "Professional",
        price: { amount: 999, currency: "EUR" },
        description: "Für wachsende Unternehmen, in denen mehrere Abteilungen datenbasiert entscheiden wollen.",
        features: [
          "Bis zu 20 Nutzerkonten",
          "10 Verbindungen zu Datenquellen",
          "Unbegrenzte Abfragen",
          "Premium-Support",
          "Erweiterte Visualisierungen",
        ],
        isPopular: true,
        cta: "Jetzt starten",
      },
      {
        id: "enterprise",
        title: "Enterprise",
        price: null,
        description: "Für große Organisationen mit vielen Datenquellen und hohen Sicherheitsanforderungen.",
        features: [
          "Unbegrenzt viele Nutzerkonten",
          "Unbegrenzt viele Verbindungen zu Datenquellen",
          "Persönlicher Account-Manager",
          "Individuelles KI-Training",
          "SSO und erweiterte Sicherheit",
        ],
        isPopular: false,
        cta: "Vertrieb kontaktieren",
      },
    ],
    footnote:
      "Alle Preise zzgl. gesetzlicher Umsatzsteuer. Monatliche Abrechnung, kündbar zum Ende jedes Abrechnungsmonats.",
  },
  testimonials: {
    eyebrow: "Kundenstimmen",
    heading: "Das sagen unsere Kunden",
    lead: "Teams aus vielen Branchen treffen mit Conversational BI schneller fundierte Entscheidungen.",
    quoteMarks: { open: "„", close: "“" },
    items: [
      {
        quote:
          "Unser Aufwand für Berichte ist um mehr als drei Viertel gesunken. Meine Analystinnen und Analysten kümmern sich jetzt um die wichtigen Fragen statt um Tabellenexporte.",
        name: "Katrin Behrens",
        role: "BI-Leiterin",
      },
      {
        quote:
          "Liquidität und Margen prüfe ich morgens auf dem Smartphone. Wenn mir eine Zahl merkwürdig vorkommt, frage ich nach und bekomme sofort die Erklärung.",
        name: "Daniel Ostrowski",
        role: "CFO",
      },
      {
        quote:
          "Unsere Regionalleitungen waren nach einem Tag startklar. Niemand brauchte eine Schulung, sie haben einfach angefangen, Fragen zu ihren eigenen Zahlen zu stellen.",
        name: "Sabine Haas",
        role: "Leiterin Sales Operations",
      },
    ],
  },
  demo: {
    eyebrow: "Demo",
    heading: "Live erleben",
    lead: "So sieht ein Gespräch mit Ihren Daten aus. Probieren Sie einen der Vorschläge oder stellen Sie Ihre eigene Frage.",
    chatTitle: "Demo: Monatsumsatz",
    messages: [
      { type: "user", message: "Zeig mir die Entwicklung des Monatsumsatzes in diesem Jahr." },
      {
        type: "ai",
        message:
          "Der Umsatz stieg von 1,12\u00a0Mio.\u00a0€ im Januar auf 1,55\u00a0Mio.\u00a0€ im August, ein Plus von 38\u00a0%. Nur im April lag er unter dem Wert des Vormonats, wie jedes Jahr um Ostern.",
      },
      { type: "user", message: "Was treibt das Wachstum seit Mai?" },
      {
        type: "ai",
        message:
          "Vor allem der neue Abo-Tarif: Er trägt 62\u00a0% des zusätzlichen Umsatzes bei. Ich empfehle, die Sommerkampagne zu verlängern, mit der er eingeführt wurde.",
      },
    ],
    chart: {
      kind: "line",
      title: "Monatsumsatz",
      description:
        "Liniendiagramm des Monatsumsatzes von Januar bis August: 1,12; 1,17; 1,23; 1,19; 1,30; 1,39; 1,47 und 1,55\u00a0Mio.\u00a0€. Beispielzahlen.",
      labels: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug"],
      values: [1_120_000, 1_170_000, 1_230_000, 1_190_000, 1_300_000, 1_390_000, 1_470_000, 1_550_000],
      format: "currency",
      currency: "EUR",
    },
    input: {
      label: "Stellen Sie der Demo eine Frage",
      placeholder: "Ihre eigene Frage …",
      send: "Senden",
    },
    suggestionsLabel: "Probieren Sie einen Vorschlag:",
    suggestions: [
      "Wie entwickelt sich der Monatsumsatz?",
      "Wie hoch sind unsere Kosten pro Neukunde?",
      "Zeig mir den Umsatz nach Region",
    ],
    note: "Alle Zahlen in dieser Demo sind Beispielwerte und beschreiben kein reales Unternehmen.",
  },
  contact: {
    eyebrow: "Kontakt",
    heading: "Demo mit Ihren eigenen Daten anfragen",
    lead: "Erzählen Sie uns von Ihrem Team und Ihren Daten. Wir zeigen Ihnen Conversational BI mit Ihren eigenen Zahlen, meist innerhalb eines Werktags.",
    faqHeading: "Häufige Fragen",
    faq: [
      {
        question: "Gibt es eine kostenlose Testphase?",
        answer:
          "Ja. Jeden Tarif testen Sie zuerst 14 Tage kostenlos, und zwar mit Ihren eigenen Daten statt mit einem Beispieldatensatz.",
      },
      {
        question: "Wie lange dauert die Einrichtung?",
        answer:
          "In der Regel ein bis zwei Wochen. Wir verbinden gemeinsam mit Ihnen die Datenquellen und trainieren die KI auf Ihre Kennzahlen und Begriffe.",
      },
      {
        question: "Sind unsere Daten sicher und wird der Datenschutz eingehalten?",
        answer:
          "Für Conversational BI liegt ein Prüfbericht nach SOC 2 Type II vor, und der Dienst erfüllt die Anforderungen der DSGVO, des HIPAA und des CCPA. Die Daten werden bei der Übertragung und bei der Speicherung verschlüsselt, und rollenbasierte Zugriffsrechte regeln, wer was sehen darf.",
      },
      {
        question: "Können wir Ergebnisse exportieren oder unsere BI-Werkzeuge weiter nutzen?",
        answer:
          "Ja. Jede Antwort können Sie nach Excel oder als PDF exportieren, und Conversational BI lässt sich mit den BI-Werkzeugen verbinden, die Sie bereits nutzen.",
      },
      {
        question: "Welche Ergebnisse können wir erwarten?",
        answer:
          "In unserer Kundenbefragung vom März 2025 (46 Unternehmen, die Conversational BI seit mindestens sechs Monaten nutzten) gaben die Befragten an, im Schnitt eine um 32\u00a0% höhere Rendite auf ihre Ausgaben für Analysen zu erzielen und für Berichte 78\u00a0% weniger Zeit zu brauchen.",
      },
    ],
  },
} satisfies HomeContent;
