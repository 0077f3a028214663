import type { LinkTarget } from "#app/i18n/links.ts";
import type { PageCopy } from "#app/content/types.ts";

export type ValueIcon = "innovation" | "accessibility" | "integrity" | "customer-success";

export type Leader = {
  name: string;
  /** Two letters for the portrait; the page shows initials, not photos. */
  initials: string;
  role: string;
  bio: string;
};

export type AboutContent = PageCopy & {
  lead: string;
  story: {
    title: string;
    paragraphs: string[];
    /** Short figures beside the story: a value and what it means. */
    figures: { value: string; label: string }[];
    /** Where the customers' figures come from (UWG § 5: a comparative claim names its source). */
    figuresSource: string;
  };
  mission: {
    title: string;
    text: string;
    quote: { text: string; name: string; role: string };
  };
  team: { title: string; intro: string; leaders: Leader[] };
  values: { title: string; intro: string; items: { icon: ValueIcon; title: string; description: string }[] };
  join: { title: string; text: string; link: { label: string; target: LinkTarget } };
};
