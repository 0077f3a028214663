import type { BlogContent } from "./types.ts";

export default {
  meta: {
    title: "Blog – Insights on Conversational Analytics | Conversational BI",
    description: "Articles on asking data questions in plain language, self-service analytics and data-driven teams.",
  },
  heading: "Conversational BI Blog",
  lead: "Ideas, guides and lessons learned about making data answer in plain language.",
} satisfies BlogContent;
