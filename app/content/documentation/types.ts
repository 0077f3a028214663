import type { PageCopy } from "#app/content/types.ts";

/** Anchors of the feature sections (SPEC; the footer links #security and #multi-source). */
export const featureIds = [
  "natural-language",
  "ai-analysis",
  "multi-source",
  "real-time",
  "visualization",
  "security",
] as const;
export type FeatureId = (typeof featureIds)[number];

/** Anchors the user-guide cards link to (SPEC). */
export const guideIds = ["getting-started", "effective-questions", "visualizations", "data-sources"] as const;
export type GuideId = (typeof guideIds)[number];

export const apiIds = ["api-auth", "api-query", "api-datasources", "api-reports"] as const;
export type ApiId = (typeof apiIds)[number];

/** FAQ entries are anchored as faq-1 … faq-9, in order. */
export const faqAnchor = (index: number) => `faq-${index + 1}`;

export type DocFeature = {
  id: FeatureId;
  title: string;
  /** One line under the title. */
  description: string;
  /** The section's text, in the markdown-like format of app/lib/text/mini-markdown.ts. */
  content: string;
};

export type DocGuide = { id: GuideId; title: string; description: string; content: string };

export type ApiEndpoint = { id: ApiId; name: string; methods: string; endpoint: string; description: string };

export type FaqEntry = { question: string; answer: string };

export type DocumentationContent = PageCopy & {
  lead: string;
  nav: {
    label: string;
    /** The button that opens the navigation on narrow screens. */
    toggle: string;
    groups: { features: string; guides: string; api: string; faq: string };
  };
  intro: { title: string; text: string; guidesTitle: string };
  features: { title: string; intro: string; items: DocFeature[] };
  guides: { title: string; intro: string; items: DocGuide[] };
  api: {
    title: string;
    /** Markdown-like, like the feature texts. */
    intro: string;
    endpoints: ApiEndpoint[];
    /** The example request below it, with its copy button, is app/content/api-example. */
    auth: { title: string; text: string };
  };
  faq: { title: string; intro: string; items: FaqEntry[] };
  support: { title: string; text: string; button: string };
};
