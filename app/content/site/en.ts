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
