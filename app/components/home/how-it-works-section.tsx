import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { useCopy } from "#app/components/site-context.tsx";

export function HowItWorksSection() {
  const { howItWorks } = useCopy("home");
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className={`${DEFER_RENDER_CLASS} bg-slate-50 py-20 sm:py-28`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-it-works-heading" {...howItWorks} />
        {/* A timeline: down the page on phones and tablets, across it on wide screens, the steps joined by one line. */}
        <div className="relative mx-auto mt-14 max-w-2xl lg:max-w-none">
          <span
            aria-hidden="true"
            className="absolute top-7 bottom-7 left-7 w-px bg-indigo-200 lg:top-7 lg:right-[12.5%] lg:bottom-auto lg:left-[12.5%] lg:h-px lg:w-auto"
          />
          <ol className="relative grid gap-10 lg:grid-cols-4 lg:gap-8">
            {howItWorks.steps.map((step) => (
              <li key={step.number} className="reveal relative flex gap-6 lg:block lg:text-center">
                <span className="relative grid size-14 shrink-0 place-items-center rounded-full bg-indigo-600 text-xl font-bold text-white ring-8 ring-slate-50 lg:mx-auto">
                  {step.number}
                </span>
                <div className="pt-2 lg:pt-0">
                  <h3 className="text-lg font-semibold text-slate-900 lg:mt-5">{step.title}</h3>
                  <p className="mt-2 text-slate-600">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
