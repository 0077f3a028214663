import type { BlogContent } from "./types.ts";

export default {
  meta: {
    title: "Blog – Wissen rund um Conversational Analytics | Conversational BI",
    description: "Artikel über Datenabfragen in Alltagssprache, Self-Service-Analytics und datengetriebene Teams.",
  },
  heading: "Conversational BI Blog",
  lead: "Ideen, Anleitungen und Erfahrungen dazu, wie Daten in Alltagssprache antworten.",
} satisfies BlogContent;
