/**
 * The home page below the hero, as islands (app/lib/rendering/island.tsx):
 * pre-rendered like the rest of the page; each one's code arrives, and it
 * hydrates, when the visitor comes near it or touches it.
 */
import { island } from "#app/lib/rendering/island.tsx";

export const FeaturesIsland = island("features", () =>
  import("#app/components/home/features-section.tsx").then((m) => m.FeaturesSection),
);
export const HowItWorksIsland = island("how-it-works", () =>
  import("#app/components/home/how-it-works-section.tsx").then((m) => m.HowItWorksSection),
);
export const UseCasesIsland = island("use-cases", () =>
  import("#app/components/home/use-cases-section.tsx").then((m) => m.UseCasesSection),
);
export const ComparisonIsland = island("comparison", () =>
  import("#app/components/home/comparison-section.tsx").then((m) => m.ComparisonSection),
);
export const PricingIsland = island("pricing", () =>
  import("#app/components/home/pricing-section.tsx").then((m) => m.PricingSection),
);
export const TestimonialsIsland = island("testimonials", () =>
  import("#app/components/home/testimonials-section.tsx").then((m) => m.TestimonialsSection),
);
export const DemoIsland = island("demo", () =>
  import("#app/components/home/demo-section.tsx").then((m) => m.DemoSection),
);
export const ContactIsland = island("contact", () =>
  import("#app/components/home/contact-section.tsx").then((m) => m.ContactSection),
);

export const homeIslands = [
  FeaturesIsland,
  HowItWorksIsland,
  UseCasesIsland,
  ComparisonIsland,
  PricingIsland,
  TestimonialsIsland,
  DemoIsland,
  ContactIsland,
];
