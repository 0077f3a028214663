/** A section of a legal page; `body` uses the markdown-like format of app/lib/mini-markdown.ts. */
export type LegalSection = {
  /** Anchor of the section, stable across languages. */
  id: string;
  title: string;
  body: string;
};

/** A legal text with a date it was last changed and a table of contents. */
export type LegalDocumentCopy = {
  lead: string;
  /** `date` is a calendar date (YYYY-MM-DD); the page writes it out in its language. */
  lastUpdated: { label: string; date: string };
  contentsLabel: string;
  sections: LegalSection[];
};

/** When the privacy policy and the terms of service last changed (SPEC: May 1, 2025). */
export const LEGAL_TEXTS_UPDATED = "2025-05-01";
