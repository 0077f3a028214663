import type { CareersContent } from "./types.ts";

export default {
  meta: {
    title: "Karriere | Conversational BI",
    description: "Werden Sie Teil unseres Teams in Hamburg und helfen Sie Fachanwendern, mit ihren Daten zu sprechen.",
  },
  heading: "Karriere bei Conversational BI",
  lead: "Gestalten Sie mit uns den einfachsten Weg zu Antworten aus Geschäftsdaten.",
} satisfies CareersContent;
