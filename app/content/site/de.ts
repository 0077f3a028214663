import type { SiteContent } from "#app/content/site/types.ts";

export default {
  brand: { name: "Conversational BI", homeLabel: "Conversational BI, Startseite" },
  skipToContent: "Zum Hauptinhalt springen",
  nav: {
    home: "Startseite",
    features: "Funktionen",
    howItWorks: "So funktioniert’s",
    useCases: "Anwendungsfälle",
    pricing: "Preise",
    blog: "Blog",
    getStarted: "Jetzt starten",
  },
  header: {
    primaryNavLabel: "Hauptnavigation",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    menuTitle: "Menü",
    phoneMenuTitle: "Menü und Sprachen",
    languageLabel: "Sprache",
    changeLanguage: "Sprache wechseln",
  },
  theme: { label: "Farbschema", light: "Hell", dark: "Dunkel", system: "System" },
  contactPopup: {
    title: "Wir analysieren gerne Ihre Daten",
    description:
      "Erzählen Sie uns kurz, welche Daten Sie haben und was Sie wissen möchten. Wir richten Ihnen eine Demo mit Ihren eigenen Zahlen ein, meist innerhalb eines Werktags.",
    contactUs: "Kontaktieren Sie uns",
    maybeLater: "Vielleicht später",
    close: "Schließen",
  },
  toast: { regionLabel: "Benachrichtigungen", close: "Benachrichtigung schließen" },
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
    description: "Diese Seite konnte nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.",
    homeLink: "Zur Startseite",
  },
  shareImage: {
    alt: "Das Logo von Conversational BI, eine Sprechblase mit steigendem Balkendiagramm, mit den Worten „Sprechen Sie mit Ihren Daten. Antworten in Sekunden.“ und „Business Intelligence ohne Abfragesprache“",
  },
} satisfies SiteContent;
