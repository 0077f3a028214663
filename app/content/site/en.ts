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
  toast: { regionLabel: "Notifications", close: "Dismiss notification" },
} satisfies SiteContent;
