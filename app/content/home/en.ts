import type { HomeContent } from "./types.ts";

export default {
  meta: {
    title: "Conversational BI – Ask Your Business Data Anything in Plain Language",
    description:
      "Ask questions about your business data in plain language, typed or spoken, and get answers, charts and recommendations in seconds.",
    keywords: [
      "conversational BI",
      "business intelligence",
      "natural language analytics",
      "AI data analysis",
      "self-service BI",
    ],
  },
  heading: "Talk to your data. Get answers in seconds.",
  lead: "Conversational BI lets everyone in your company ask questions about business data in plain language and get answers, charts and recommendations.",
  sections: {
    features: { heading: "Features" },
    "how-it-works": { heading: "How it works" },
    "use-cases": { heading: "Use cases" },
    pricing: { heading: "Pricing" },
    demo: { heading: "See it in action" },
    contact: { heading: "Request a demo" },
  },
} satisfies HomeContent;
