import type { DocumentationContent } from "./types.ts";

export default {
  meta: {
    title: "Dokumentation | Conversational BI",
    description: "Funktionen, Benutzerhandbücher, API-Referenz und Antworten auf häufige Fragen zu Conversational BI.",
  },
  heading: "Dokumentation",
  lead: "Alles, was Sie brauchen, um Ihre Daten anzubinden, gute Fragen zu stellen und auf unserer API aufzubauen.",
} satisfies DocumentationContent;
