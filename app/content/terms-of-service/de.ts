import type { TermsOfServiceContent } from "./types.ts";

export default {
  meta: {
    title: "Nutzungsbedingungen | Conversational BI",
    description: "Die Bedingungen für die Nutzung von Conversational BI.",
  },
  heading: "Nutzungsbedingungen",
  lead: "Die Bedingungen, die für die Nutzung von Conversational BI gelten.",
} satisfies TermsOfServiceContent;
