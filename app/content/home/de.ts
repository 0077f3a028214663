import type { HomeContent } from "./types.ts";

export default {
  meta: {
    title: "Conversational BI – Fragen Sie Ihre Geschäftsdaten in Alltagssprache",
    description:
      "Stellen Sie Fragen zu Ihren Geschäftsdaten in Alltagssprache, getippt oder gesprochen, und erhalten Sie in Sekunden Antworten, Diagramme und Empfehlungen.",
    keywords: [
      "Conversational BI",
      "Business Intelligence",
      "Datenanalyse in natürlicher Sprache",
      "KI-Datenanalyse",
      "Self-Service-BI",
    ],
  },
  heading: "Sprechen Sie mit Ihren Daten. Antworten in Sekunden.",
  lead: "Mit Conversational BI stellt jede und jeder in Ihrem Unternehmen Fragen zu Geschäftsdaten in Alltagssprache und erhält Antworten, Diagramme und Empfehlungen.",
  sections: {
    features: { heading: "Funktionen" },
    "how-it-works": { heading: "So funktioniert’s" },
    "use-cases": { heading: "Anwendungsfälle" },
    pricing: { heading: "Preise" },
    demo: { heading: "Live erleben" },
    contact: { heading: "Demo anfragen" },
  },
} satisfies HomeContent;
