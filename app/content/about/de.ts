import type { AboutContent } from "./types.ts";

export default {
  meta: {
    title: "Über uns | Conversational BI",
    description:
      "Wer wir sind, warum wir Conversational BI in Hamburg entwickeln und welche Werte unsere Arbeit leiten.",
  },
  heading: "Über Conversational BI",
  lead: "Wir sind überzeugt: Jede und jeder im Unternehmen sollte den eigenen Daten eine Frage stellen können und eine klare Antwort bekommen.",
} satisfies AboutContent;
