import { Hero, HeroText } from "#app/components/home/hero.tsx";
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
import de from "#app/content/home/de.ts";
import en from "#app/content/home/en.ts";
import type { ChartData } from "#app/content/home/types.ts";
import { formatFigure, formatPrice } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { pageMeta } from "#app/site/page.ts";
import { withStaticParts } from "#app/lib/rendering/static-content.tsx";
import { loadPage } from "#app/site/page.server.ts";
import { servicesOf } from "#app/site/services.server.ts";
import type { Route } from "./+types/home";

function chartLabels(chart: ChartData, locale: Locale): string[] {
  return chart.values.map((value) => formatFigure(value, chart.format, locale, chart.currency));
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { locale } = loadPage("home", url);
  const content = locale === "de" ? de : en;
  const outcomeToken = url.searchParams.get("contact");
  return {
    locale,
    // Set only when a form post without JavaScript redirected here.
    contactOutcome: outcomeToken ? ((await (await servicesOf(context)).outcomes.take(outcomeToken)) ?? null) : null,
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

// On client-side navigation to the home page, load its sections and the hero's text before showing it, so
// they render at once and an anchor such as /#pricing has its target when the router scrolls.
export const clientLoader = (args: Route.ClientLoaderArgs) => withStaticParts(args, [HeroText, ...homeIslands]);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home");

// The hero's text is static content and the sections are islands with their copy (decision 0031): the page
// hydrates with the sample chat's few words alone (app/content/home-chat).
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { figures, contactOutcome } = loaderData;
  return (
    <>
      <Hero />
      <FeaturesIsland />
      <HowItWorksIsland />
      <UseCasesIsland chartLabels={figures.useCaseCharts} />
      <ComparisonIsland />
      <PricingIsland priceLabels={figures.prices} />
      <TestimonialsIsland />
      <DemoIsland chartLabels={figures.demoChart} />
      <ContactIsland outcome={contactOutcome} />
    </>
  );
}
