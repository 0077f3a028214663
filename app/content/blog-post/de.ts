import type { BlogPostContent } from "#app/content/blog-post/types.ts";

export default {
  meta: {
    title: "Blogbeitrag | Conversational BI",
    description: "Ein Beitrag aus dem Conversational-BI-Blog.",
  },
  heading: "Blogbeitrag",
  postTitle: "{title} | Conversational-BI-Blog",
  loading: "Der Beitrag wird geladen …",
  withoutJavaScript: {
    text: "Dieser Blog zeigt seine Beiträge mit JavaScript an, das in Ihrem Browser ausgeschaltet oder blockiert ist.",
    link: "Zur Übersicht aller Beiträge",
  },
  backToBlog: "Zurück zum Blog",
  backToTop: "Nach oben",
  adminButton: "Admin",
  editPost: "Beitrag bearbeiten",
  tagsLabel: "Schlagwörter",
  aboutAuthor: {
    title: "Zur Person",
    text: "{author} schreibt im Conversational-BI-Blog über Analytics in Alltagssprache: wie Teams ihren Daten bessere Fragen stellen, den Antworten vertrauen und Entscheidungen daraus ableiten.",
  },
  onlyInOther: {
    title: "Diesen Beitrag gibt es nur auf Englisch",
    text: "Eine deutsche Fassung dieses Beitrags haben wir noch nicht geschrieben. Sie können ihn auf Englisch lesen.",
    link: "Zum englischen Beitrag",
  },
  feedTitle: "Conversational-BI-Blog",
} satisfies BlogPostContent;
