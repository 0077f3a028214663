import type { LeadEmailCopy } from "#app/content/lead-email/types.ts";

export default {
  subject: "Neue Demo-Anfrage: {name}, {company}",
  intro: "{name} ({company}) hat über die Website eine Demo angefragt.",
  labels: {
    name: "Name",
    company: "Unternehmen",
    email: "E-Mail",
    phone: "Telefon",
    language: "Sprache der Seite",
    received: "Eingegangen",
  },
  noPhone: "nicht angegeben",
  languages: { en: "Englisch", de: "Deutsch" },
  timeZone: "Berliner Zeit",
  message: "Nachricht",
  openInInbox: "Im Backoffice öffnen:",
  openLink: "Anfrage im Backoffice öffnen",
  reply: "Wenn Sie auf diese E-Mail antworten, geht Ihre Antwort direkt an die anfragende Person.",
} satisfies LeadEmailCopy;
