import type { BlogPostContent } from "./types.ts";

export default {
  meta: {
    title: "Blogartikel | Conversational BI",
    description: "Ein Artikel aus dem Conversational BI Blog.",
  },
  heading: "Blogartikel",
  lead: "Ein Artikel aus dem Conversational BI Blog.",
} satisfies BlogPostContent;
