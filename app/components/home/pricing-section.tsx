import { Check } from "lucide-react";
import type { PricingPlan } from "#app/content/home/types.ts";
import { cn } from "#app/lib/cn.ts";
import { SectionLink } from "#app/components/section-link.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { useCopy } from "#app/components/site-context.tsx";

type PricingSectionProps = {
  /** Each plan's price as the page's language writes it ("$499", "449 €"), formatted on the server. */
  priceLabels: Partial<Record<PricingPlan["id"], string>>;
};

export function PricingSection({ priceLabels }: PricingSectionProps) {
  const { pricing } = useCopy("home");
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className={`${DEFER_RENDER_CLASS} bg-surface py-20 sm:py-28`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-heading" {...pricing} />
        <ul className="mx-auto mt-14 grid max-w-md grid-cols-1 gap-8 md:max-w-none md:grid-cols-3 md:gap-4 lg:gap-8">
          {pricing.plans.map((plan) => (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className={cn(
                "relative flex flex-col rounded-2xl bg-surface p-8 md:p-5 lg:p-8",
                plan.isPopular ? "shadow-xl ring-2 ring-indigo-600" : "shadow-sm ring-1 ring-slate-200",
              )}
            >
              {plan.isPopular ? (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-4 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white">
                  {pricing.popularBadge}
                </p>
              ) : null}
              <h3 className="text-xl font-semibold text-slate-900">{plan.title}</h3>
              <p className="mt-2 min-h-12 text-slate-600 md:min-h-30 lg:min-h-12">{plan.description}</p>
              <p className="mt-6 flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <span
                  data-testid="price"
                  className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-3xl lg:text-4xl"
                >
                  {priceLabels[plan.id] ?? pricing.customPrice}
                </span>
                <span className="text-slate-600">{plan.price ? pricing.perMonth : pricing.customPriceNote}</span>
              </p>
              <ul className="mt-8 mb-8 grid gap-3 text-slate-700 md:text-sm lg:text-base">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
                    {feature}
                  </li>
                ))}
              </ul>
              <SectionLink
                anchor="contact"
                className={buttonClasses(
                  plan.isPopular ? "primary" : "outline",
                  "lg",
                  "mt-auto w-full md:px-3 md:text-sm lg:px-6 lg:text-base",
                )}
                aria-label={`${plan.cta}: ${plan.title}`}
              >
                {plan.cta}
              </SectionLink>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-slate-600">{pricing.footnote}</p>
      </div>
    </section>
  );
}
