import type { HomeContent } from "#app/content/home/types.ts";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";

export function HowItWorksSection({ howItWorks }: { howItWorks: HomeContent["howItWorks"] }) {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className={`${DEFER_RENDER_CLASS} bg-slate-50 py-20 sm:py-28`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-it-works-heading" {...howItWorks} />
        <ol className="relative mt-14 grid gap-10 md:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          <span
            aria-hidden="true"
            className="absolute top-7 right-[12.5%] left-[12.5%] hidden h-px bg-indigo-200 lg:block"
          />
          {howItWorks.steps.map((step) => (
            <li key={step.number} className="reveal relative text-center">
              <span className="relative mx-auto grid size-14 place-items-center rounded-full bg-indigo-600 text-xl font-bold text-white ring-8 ring-slate-50">
                {step.number}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
