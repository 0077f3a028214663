import type { DocumentationContent } from "./types.ts";

export default {
  meta: {
    title: "Documentation | Conversational BI",
    description: "Features, user guides, API reference and answers to common questions about Conversational BI.",
  },
  heading: "Documentation",
  lead: "Everything you need to connect your data, ask good questions and build on our API.",
} satisfies DocumentationContent;
