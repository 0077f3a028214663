import type { Currency, ValueFormat } from "#app/i18n/format.ts";
import type { PageCopy } from "#app/content/types.ts";
import type { ChatInputCopy, ChatMessage } from "#app/content/home-chat/types.ts";

/** An illustrative chart, drawn as inline SVG; `description` is its text alternative. */
export type ChartData = {
  kind: "bar" | "line";
  title: string;
  description: string;
  labels: string[];
  values: number[];
  format: ValueFormat;
  currency?: Currency;
};

export type FeatureIcon = "conversation" | "analysis" | "sources" | "realtime" | "visualization" | "security";

export type Feature = { icon: FeatureIcon; title: string; description: string };

export type Step = { number: number; title: string; description: string };

export type UseCase = {
  title: string;
  description: string;
  quote: string;
  role: string;
  icon: "sales" | "marketing" | "executive";
  iconColor: "indigo" | "emerald" | "amber";
  chart: ChartData;
};

export type ComparisonRow = { feature: string; conversationalBI: string; traditionalBI: string };

export type PricingPlan = {
  id: "starter" | "professional" | "enterprise";
  title: string;
  /** null: priced individually ("custom pricing"). */
  price: { amount: number; currency: Currency } | null;
  description: string;
  features: string[];
  isPopular: boolean;
  cta: string;
};

/** SPEC's testimonial has an empty company; it is left out. */
export type Testimonial = { quote: string; name: string; role: string };

export type FaqEntry = { question: string; answer: string };

type SectionIntro = { eyebrow: string; heading: string; lead: string };

/** The quotation marks of the page's language around a quote: “…” in English, „…“ in German. */
export type QuoteMarks = { open: string; close: string };

export type HomeContent = PageCopy & {
  hero: {
    eyebrow: string;
    lead: string;
    seeItInAction: string;
    requestDemo: string;
    assurance: string;
    /** The sample chat beside it is app/content/home-chat. */
  };
  features: SectionIntro & { items: Feature[] };
  howItWorks: SectionIntro & { steps: Step[] };
  useCases: SectionIntro & { quoteMarks: QuoteMarks; items: UseCase[] };
  comparison: SectionIntro & {
    caption: string;
    columns: ComparisonRow;
    rows: ComparisonRow[];
  };
  pricing: SectionIntro & {
    perMonth: string;
    popularBadge: string;
    customPrice: string;
    customPriceNote: string;
    plans: PricingPlan[];
    footnote: string;
  };
  testimonials: SectionIntro & { quoteMarks: QuoteMarks; items: Testimonial[] };
  demo: SectionIntro & {
    chatTitle: string;
    messages: ChatMessage[];
    chart: ChartData;
    input: ChatInputCopy;
    suggestionsLabel: string;
    suggestions: string[];
    note: string;
  };
  contact: SectionIntro & {
    faqHeading: string;
    faq: FaqEntry[];
  };
};
