import type { LinkTarget } from "#app/i18n/links.ts";

export type FooterLink = { label: string; target: LinkTarget };

export type FooterColumn = { title: string; links: FooterLink[] };

export type SocialLink = { network: "x" | "linkedin"; label: string; href: string };

/**
 * The footer of every page. A module of its own, apart from the site's copy: the footer is static content
 * (decision 0031), so a page hydrates without it; a client-side navigation to another language renders it.
 */
export type FooterContent = {
  tagline: string;
  columns: FooterColumn[];
  legalNotice: FooterLink;
  socialLabel: string;
  social: SocialLink[];
  copyright: string;
};
