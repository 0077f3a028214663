import { Hero } from "#app/components/home/hero.tsx";
import {
  ComparisonIsland,
  ContactIsland,
  DemoIsland,
  FeaturesIsland,
  homeIslands,
  HowItWorksIsland,
  PricingIsland,
  TestimonialsIsland,
  UseCasesIsland,
} from "#app/components/home/sections.tsx";
import { useCopy } from "#app/components/site-context.tsx";
import de from "#app/content/home/de.ts";
import en from "#app/content/home/en.ts";
import type { ChartData } from "#app/content/home/types.ts";
import { formatFigure, formatPrice } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { pageMeta } from "#app/site/page.ts";
import { loadPage } from "#app/site/page.server.ts";
import { startSiteServices } from "#app/site/services.server.ts";
import type { Route } from "./+types/home";

function chartLabels(chart: ChartData, locale: Locale): string[] {
  return chart.values.map((value) => formatFigure(value, chart.format, locale, chart.currency));
}

export async function loader({ url }: Route.LoaderArgs) {
  const { locale } = loadPage("home", url);
  const content = locale === "de" ? de : en;
  const outcomeToken = url.searchParams.get("contact");
  return {
    locale,
    // Set only when a form post without JavaScript redirected here.
    contactOutcome: outcomeToken ? ((await (await startSiteServices()).outcomes.take(outcomeToken)) ?? null) : null,
    // Figures are formatted here, once, so the browser needs no formatting code and the server's and the
    // browser's number formats can never disagree during hydration (Node's ICU and a browser's differ in places).
    // A few dozen characters: the copy itself comes from the copy registry (decision 0028).
    figures: {
      useCaseCharts: content.useCases.items.map((useCase) => chartLabels(useCase.chart, locale)),
      demoChart: chartLabels(content.demo.chart, locale),
      prices: Object.fromEntries(
        content.pricing.plans.flatMap((plan) =>
          plan.price ? [[plan.id, formatPrice(plan.price.amount, plan.price.currency, locale)]] : [],
        ),
      ),
    },
  };
}

// On client-side navigation to the home page, load its sections before showing it, so
// they render at once and an anchor such as /#pricing has its target when the router scrolls.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ...homeIslands.map((section) => section.preload())]);
  return data;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home");

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { figures, contactOutcome } = loaderData;
  const content = useCopy("home");
  const contactForm = useCopy("contact").form;
  return (
    <>
      <Hero heading={content.heading} hero={content.hero} />
      <FeaturesIsland features={content.features} />
      <HowItWorksIsland howItWorks={content.howItWorks} />
      <UseCasesIsland useCases={content.useCases} chartLabels={figures.useCaseCharts} />
      <ComparisonIsland comparison={content.comparison} />
      <PricingIsland pricing={content.pricing} priceLabels={figures.prices} />
      <TestimonialsIsland testimonials={content.testimonials} />
      <DemoIsland demo={content.demo} chartLabels={figures.demoChart} />
      <ContactIsland contact={content.contact} formCopy={contactForm} outcome={contactOutcome} />
    </>
  );
}
