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
  toast: { regionLabel: "Benachrichtigungen", close: "Benachrichtigung schließen" },
} satisfies SiteContent;
