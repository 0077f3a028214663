import { company } from "#app/content/company.ts";
import type { FooterContent } from "#app/content/footer/types.ts";

export default {
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
} satisfies FooterContent;
