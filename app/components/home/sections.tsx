/**
 * The home page below the hero, as lazily hydrated islands (see app/lib/island.tsx):
 * pre-rendered like the rest of the page, their code arrives as they come into view.
 */
import { island } from "~/lib/island.tsx";

export const FeaturesIsland = island("features", () =>
  import("./features-section.tsx").then((m) => ({ default: m.FeaturesSection })),
);
export const HowItWorksIsland = island("how-it-works", () =>
  import("./how-it-works-section.tsx").then((m) => ({ default: m.HowItWorksSection })),
);
export const UseCasesIsland = island("use-cases", () =>
  import("./use-cases-section.tsx").then((m) => ({ default: m.UseCasesSection })),
);
export const ComparisonIsland = island("comparison", () =>
  import("./comparison-section.tsx").then((m) => ({ default: m.ComparisonSection })),
);
export const PricingIsland = island("pricing", () =>
  import("./pricing-section.tsx").then((m) => ({ default: m.PricingSection })),
);
export const TestimonialsIsland = island("testimonials", () =>
  import("./testimonials-section.tsx").then((m) => ({ default: m.TestimonialsSection })),
);
export const DemoIsland = island("demo", () => import("./demo-section.tsx").then((m) => ({ default: m.DemoSection })));
export const ContactIsland = island("contact", () =>
  import("./contact-section.tsx").then((m) => ({ default: m.ContactSection })),
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
