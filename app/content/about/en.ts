import type { AboutContent } from "./types.ts";

export default {
  meta: {
    title: "About Us | Conversational BI",
    description: "Who we are, why we build Conversational BI in Hamburg, and the values that guide our work.",
  },
  heading: "About Conversational BI",
  lead: "We believe everyone in a company should be able to ask their data a question and get a clear answer.",
} satisfies AboutContent;
