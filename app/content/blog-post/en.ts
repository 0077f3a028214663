import type { BlogPostContent } from "./types.ts";

export default {
  meta: {
    title: "Blog Post | Conversational BI",
    description: "An article from the Conversational BI blog.",
  },
  heading: "Blog post",
  lead: "An article from the Conversational BI blog.",
} satisfies BlogPostContent;
