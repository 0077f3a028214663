/**
 * The home page below the hero, as islands (app/lib/rendering/island.tsx):
 * pre-rendered like the rest of the page; each one's code arrives, and it
 * hydrates, when the visitor comes near it or touches it. So does the page's
 * copy (decision 0031): its document hydrates with the hero chat's alone.
 */
import { copyOfPath, loadCopy } from "#app/registry/copy.ts";
import { island } from "#app/lib/rendering/island.tsx";

/** The page's copy, for an island hydrating (the server has it at hand, a client-side navigation loads it first). */
const pageCopy = () =>
  typeof window === "undefined" ? Promise.resolve() : loadCopy(copyOfPath(window.location.pathname));

export const FeaturesIsland = island(
  "features",
  () => import("#app/components/home/features-section.tsx").then((m) => m.FeaturesSection),
  pageCopy,
);
export const HowItWorksIsland = island(
  "how-it-works",
  () => import("#app/components/home/how-it-works-section.tsx").then((m) => m.HowItWorksSection),
  pageCopy,
);
export const UseCasesIsland = island(
  "use-cases",
  () => import("#app/components/home/use-cases-section.tsx").then((m) => m.UseCasesSection),
  pageCopy,
);
export const ComparisonIsland = island(
  "comparison",
  () => import("#app/components/home/comparison-section.tsx").then((m) => m.ComparisonSection),
  pageCopy,
);
export const PricingIsland = island(
  "pricing",
  () => import("#app/components/home/pricing-section.tsx").then((m) => m.PricingSection),
  pageCopy,
);
export const TestimonialsIsland = island(
  "testimonials",
  () => import("#app/components/home/testimonials-section.tsx").then((m) => m.TestimonialsSection),
  pageCopy,
);
export const DemoIsland = island(
  "demo",
  () => import("#app/components/home/demo-section.tsx").then((m) => m.DemoSection),
  pageCopy,
);
export const ContactIsland = island(
  "contact",
  () => import("#app/components/home/contact-section.tsx").then((m) => m.ContactSection),
  pageCopy,
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
