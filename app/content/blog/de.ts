import type { BlogContent } from "#app/content/blog/types.ts";

export default {
  meta: {
    title: "Blog – Wissen rund um Conversational Analytics | Conversational BI",
    description: "Artikel über Datenabfragen in Alltagssprache, Self-Service-Analytics und datengetriebene Teams.",
  },
  heading: "Conversational-BI-Blog",
  lead: "Ideen, Anleitungen und Erfahrungen: wie Sie Ihre Daten in Alltagssprache befragen.",
  postsLabel: "Blogbeiträge",
  tagsLabel: "Schlagwörter",
  adminBar: {
    visitorText: "Die Redaktion dieses Blogs kann sich anmelden, um Beiträge zu schreiben und zu verwalten.",
    login: "Admin-Anmeldung",
    title: "Administratormodus",
    description:
      "Sie können Beiträge schreiben, bearbeiten und löschen. Änderungen werden in diesem Browser gespeichert.",
    serverDescription:
      "Angemeldet als {operator}. Veröffentlichte Beiträge sehen alle sofort, Entwürfe nur angemeldete Teammitglieder.",
    newPost: "Neuer Beitrag",
    logout: "Abmelden",
  },
  card: {
    edit: "Bearbeiten",
    delete: "Löschen",
    editLabel: "Bearbeiten: „{title}“",
    deleteLabel: "Löschen: „{title}“",
  },
  empty: {
    title: "Noch keine Blogbeiträge",
    visitor: "Neue Artikel rund um Conversational Analytics sind in Arbeit. Schauen Sie bald wieder vorbei.",
    admin: "Der Blog ist leer. Schreiben Sie den ersten Beitrag, dann erscheint er hier für Ihre Leserinnen und Leser.",
    createFirst: "Ersten Beitrag erstellen",
  },
  feed: {
    title: "Conversational-BI-Blog",
    subtitle: "Ideen, Anleitungen und Erfahrungen: wie Sie Ihre Daten in Alltagssprache befragen.",
    link: "Feed abonnieren (Atom)",
  },
  otherLanguage: {
    one: "Ein weiterer Beitrag ist nur auf Englisch erschienen.",
    other: "{count} weitere Beiträge sind nur auf Englisch erschienen.",
    link: "Zum englischen Blog",
  },
} satisfies BlogContent;
