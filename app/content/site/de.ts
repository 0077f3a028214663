import { company } from "#app/content/company.ts";
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
  footer: {
    tagline:
      "Stellen Sie Ihren Geschäftsdaten Fragen in natürlicher Sprache und erhalten Sie in Sekunden Antworten, Diagramme und Empfehlungen.",
    columns: [
      {
        title: "Produkt",
        links: [
          { label: "Funktionen", target: { kind: "home", anchor: "features" } },
          { label: "So funktioniert’s", target: { kind: "home", anchor: "how-it-works" } },
          { label: "Preise", target: { kind: "home", anchor: "pricing" } },
          { label: "Sicherheit", target: { kind: "page", page: "documentation", hash: "security" } },
          { label: "Integrationen", target: { kind: "page", page: "documentation", hash: "faq-1" } },
        ],
      },
      {
        title: "Ressourcen",
        links: [
          { label: "Dokumentation", target: { kind: "page", page: "documentation" } },
          { label: "Blog", target: { kind: "page", page: "blog" } },
          { label: "Anwendungsfälle", target: { kind: "home", anchor: "use-cases" } },
          { label: "Webinare", target: { kind: "contact-popup" } },
          { label: "Support", target: { kind: "contact-popup" } },
        ],
      },
      {
        title: "Unternehmen",
        links: [
          { label: "Über uns", target: { kind: "page", page: "about" } },
          { label: "Karriere", target: { kind: "page", page: "careers" } },
          { label: "Kontakt", target: { kind: "contact-popup" } },
          { label: "Datenschutz", target: { kind: "page", page: "privacyPolicy" } },
          { label: "Nutzungsbedingungen", target: { kind: "page", page: "termsOfService" } },
        ],
      },
    ],
    legalNotice: { label: "Impressum", target: { kind: "page", page: "impressum" } },
    socialLabel: "Conversational BI folgen",
    social: [
      { network: "x", label: "Conversational BI auf X", href: company.profiles.x },
      {
        network: "linkedin",
        label: "Conversational BI auf LinkedIn",
        href: company.profiles.linkedin,
      },
    ],
    copyright: `© 2025 ${company.name}. Alle Rechte vorbehalten.`,
  },
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
