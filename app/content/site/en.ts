import { company } from "#app/content/company.ts";
import type { SiteContent } from "#app/content/site/types.ts";

export default {
  brand: { name: "Conversational BI", homeLabel: "Conversational BI, home" },
  skipToContent: "Skip to main content",
  nav: {
    home: "Home",
    features: "Features",
    howItWorks: "How It Works",
    useCases: "Use Cases",
    pricing: "Pricing",
    blog: "Blog",
    getStarted: "Get Started",
  },
  header: {
    primaryNavLabel: "Main",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    phoneMenuTitle: "Menu and languages",
    languageLabel: "Language",
    changeLanguage: "Change language",
  },
  theme: { label: "Color scheme", light: "Light", dark: "Dark", system: "System" },
  footer: {
    tagline:
      "Ask your business data questions in plain language and get answers, charts and recommendations in seconds.",
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
  },
  contactPopup: {
    title: "We're glad to analyze your data",
    description:
      "Tell us a little about your data and your questions. We'll set up a demo with your own numbers, usually within one business day.",
    contactUs: "Contact Us",
    maybeLater: "Maybe Later",
    close: "Close",
  },
  toast: { regionLabel: "Notifications", close: "Dismiss notification" },
  welcome: {
    title: "Welcome to Conversational BI",
    description: "Follow a sample conversation from a plain-language question to the answer and its chart.",
    action: "Show me the demo",
  },
  notFound: {
    metaTitle: "Page not found | Conversational BI",
    heading: "404 Page Not Found",
    description: "The page you were looking for doesn't exist or has moved.",
    homeLink: "Back to the home page",
  },
  error: {
    heading: "Something went wrong",
    description: "This page could not be shown. Please try again in a moment.",
    homeLink: "Back to the home page",
  },
  shareImage: {
    alt: "The Conversational BI logo, a speech bubble holding a rising bar chart, with the words “Talk to your data. Get answers in seconds.” and “Business intelligence without the query language”",
  },
} satisfies SiteContent;
