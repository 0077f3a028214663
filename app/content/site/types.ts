export type NavLabels = {
  home: string;
  features: string;
  howItWorks: string;
  useCases: string;
  pricing: string;
  blog: string;
  getStarted: string;
};

/**
 * Copy shared by every page, as far as it hydrates with it: the header, the skip link, the toasts' regions. What
 * the site shows on demand is app/content/site-extras; the footer's is app/content/footer (decision 0031).
 */
export type SiteContent = {
  brand: { name: string; homeLabel: string };
  skipToContent: string;
  nav: NavLabels;
  header: {
    primaryNavLabel: string;
    openMenu: string;
    closeMenu: string;
    /** The tablet menu's landmark. */
    menuTitle: string;
    /** The phone menu's landmark, which also holds the languages: a name of its own. */
    phoneMenuTitle: string;
    languageLabel: string;
    changeLanguage: string;
  };
  /** The colour scheme switch in the header and the menus. */
  theme: { label: string; light: string; dark: string; system: string };
  toast: { regionLabel: string; close: string };
};
