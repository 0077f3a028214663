import { Crown, Megaphone, TrendingUp } from "lucide-react";
import type { UseCase } from "#app/content/home/types.ts";
import { cn } from "#app/lib/cn.ts";
import { Chart } from "#app/components/home/chart.tsx";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { useCopy } from "#app/components/site-context.tsx";

const icons: Record<UseCase["icon"], typeof Crown> = { sales: TrendingUp, marketing: Megaphone, executive: Crown };

const iconColors: Record<UseCase["iconColor"], string> = {
  indigo: "bg-indigo-50 text-indigo-700",
  emerald: "bg-emerald-50 text-emerald-700",
  amber: "bg-amber-50 text-amber-800",
};

type UseCasesSectionProps = { chartLabels: string[][] };

export function UseCasesSection({ chartLabels }: UseCasesSectionProps) {
  const { useCases } = useCopy("home");
  const { open, close } = useCases.quoteMarks;
  return (
    <section
      id="use-cases"
      aria-labelledby="use-cases-heading"
      className={`${DEFER_RENDER_CLASS} bg-surface py-20 sm:py-28`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="use-cases-heading" {...useCases} />
        {/* One row per team, the chart large beside its story, alternating sides on wide screens. */}
        <ul className="mt-14 grid gap-8 lg:gap-12">
          {useCases.items.map((useCase, index) => {
            const Icon = icons[useCase.icon];
            return (
              <li
                key={useCase.icon}
                className="reveal grid items-center gap-8 rounded-3xl border border-slate-200 bg-surface p-6 shadow-sm sm:p-8 lg:grid-cols-2 lg:gap-12 lg:p-10"
              >
                <figure className={cn("rounded-2xl bg-slate-50 p-4 sm:p-6", index % 2 === 1 && "lg:order-last")}>
                  <Chart data={useCase.chart} valueLabels={chartLabels[index] ?? []} className="h-auto w-full" />
                  <figcaption className="mt-2 text-center text-xs font-medium text-slate-600">
                    {useCase.chart.title}
                  </figcaption>
                </figure>
                <div>
                  <div className="flex items-center gap-3">
                    <span className={cn("grid size-11 place-items-center rounded-xl", iconColors[useCase.iconColor])}>
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <h3 className="text-xl font-semibold text-slate-900">{useCase.title}</h3>
                  </div>
                  <p className="mt-5 text-slate-600">{useCase.description}</p>
                  <figure className="mt-6 border-l-4 border-indigo-200 pl-5">
                    <blockquote className="text-lg text-slate-800 italic">{`${open}${useCase.quote}${close}`}</blockquote>
                    <figcaption className="mt-2 text-sm font-semibold text-slate-600">{useCase.role}</figcaption>
                  </figure>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
