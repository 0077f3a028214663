import type { SiteExtrasContent } from "#app/content/site-extras/types.ts";

export default {
  contactPopup: {
    title: "Wir analysieren gerne Ihre Daten",
    description:
      "Erzählen Sie uns kurz, welche Daten Sie haben und was Sie wissen möchten. Wir richten Ihnen eine Demo mit Ihren eigenen Zahlen ein, meist innerhalb eines Werktags.",
    contactUs: "Kontaktieren Sie uns",
    maybeLater: "Vielleicht später",
    close: "Schließen",
  },
  welcome: {
    title: "Willkommen bei Conversational BI",
    description:
      "Verfolgen Sie an einem Beispielgespräch, wie aus einer Frage in Alltagssprache eine Antwort mit Diagramm wird.",
    action: "Zur Demo",
  },
  notFound: {
    metaTitle: "Seite nicht gefunden | Conversational BI",
    heading: "404 – Seite nicht gefunden",
    description: "Die gesuchte Seite gibt es nicht oder sie ist umgezogen.",
    homeLink: "Zur Startseite",
  },
  error: {
    heading: "Etwas ist schiefgelaufen",
    description: "Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich erneut.",
    homeLink: "Zur Startseite",
  },
  shareImage: {
    alt: "Das Logo von Conversational BI, eine Sprechblase mit steigendem Balkendiagramm, mit den Worten „Sprechen Sie mit Ihren Daten. Antworten in Sekunden.“ und „Business Intelligence ohne Abfragesprache“",
  },
} satisfies SiteExtrasContent;
