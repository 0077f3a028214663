import type { PageCopy } from "#app/content/types.ts";

export type BenefitIcon = "hybrid" | "time-off" | "learning" | "equipment" | "mobility" | "equity";

export type Position = {
  /** Anchor of the position on the page and its identifier in the JobPosting data. */
  id: string;
  title: string;
  department: string;
  location: string;
  /** How the location is meant, for the JobPosting data: hybrid work in Hamburg, or fully remote allowed. */
  workplace: "hybrid" | "remote";
  employment: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
};

export type CareersContent = PageCopy & {
  lead: string;
  heroLink: string;
  intro: { title: string; paragraphs: string[] };
  benefits: { title: string; intro: string; items: { icon: BenefitIcon; title: string; description: string }[] };
  positions: {
    title: string;
    intro: string;
    /** Calendar date (YYYY-MM-DD) the positions were published, for the JobPosting data. */
    datePosted: string;
    labels: {
      department: string;
      location: string;
      employment: string;
      responsibilities: string;
      requirements: string;
      apply: string;
    };
    items: Position[];
  };
  contact: { title: string; text: string; button: string };
};
