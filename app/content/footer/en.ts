import { company } from "#app/content/company.ts";
import type { FooterContent } from "#app/content/footer/types.ts";

export default {
  tagline: "Ask your business data questions in plain language and get answers, charts and recommendations in seconds.",
  columns: [
    {
      title: "Product",
      links: [
        { label: "Features", target: { kind: "home", anchor: "features" } },
        { label: "How It Works", target: { kind: "home", anchor: "how-it-works" } },
        { label: "Pricing", target: { kind: "home", anchor: "pricing" } },
        { label: "Security", target: { kind: "page", page: "documentation", hash: "security" } },
        { label: "Integrations", target: { kind: "page", page: "documentation", hash: "multi-source" } },
      ],
    },
    {
      title: "Resources",
      links: [
        { label: "Documentation", target: { kind: "page", page: "documentation" } },
        { label: "Blog", target: { kind: "page", page: "blog" } },
        { label: "Use Cases", target: { kind: "home", anchor: "use-cases" } },
        { label: "Webinars", target: { kind: "contact-popup" } },
        { label: "Support", target: { kind: "contact-popup" } },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About Us", target: { kind: "page", page: "about" } },
        { label: "Careers", target: { kind: "page", page: "careers" } },
        { label: "Contact", target: { kind: "contact-popup" } },
        { label: "Privacy Policy", target: { kind: "page", page: "privacyPolicy" } },
        { label: "Terms of Service", target: { kind: "page", page: "termsOfService" } },
      ],
    },
  ],
  legalNotice: {
    label: "Legal Notice (Impressum)",
    target: { kind: "page", page: "impressum", locale: "de" },
  },
  socialLabel: "Follow Conversational BI",
  social: [
    { network: "x", label: "Conversational BI on X", href: company.profiles.x },
    {
      network: "linkedin",
      label: "Conversational BI on LinkedIn",
      href: company.profiles.linkedin,
    },
  ],
  copyright: `© 2025 ${company.name}. All rights reserved.`,
} satisfies FooterContent;
