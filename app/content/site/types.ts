export type NavLabels = {
  home: string;
  features: string;
  howItWorks: string;
  useCases: string;
  pricing: string;
  blog: string;
  getStarted: string;
};

/** Copy shared by every page: header, popup, toasts, not-found screen (the footer's is app/content/footer). */
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
  contactPopup: {
    title: string;
    description: string;
    contactUs: string;
    maybeLater: string;
    close: string;
  };
  toast: { regionLabel: string; close: string };
  welcome: { title: string; description: string; action: string };
  notFound: {
    metaTitle: string;
    heading: string;
    description: string;
    homeLink: string;
  };
  error: { heading: string; description: string; homeLink: string };
  /** Link previews (Open Graph, X): the text alternative of the language's share image. */
  shareImage: { alt: string };
};
