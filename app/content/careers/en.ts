import type { CareersContent } from "./types.ts";

export default {
  meta: {
    title: "Careers | Conversational BI",
    description: "Join our team in Hamburg and help business users talk to their data.",
  },
  heading: "Careers at Conversational BI",
  lead: "Help us build the simplest way to get answers from business data.",
} satisfies CareersContent;
