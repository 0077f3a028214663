import { BrainCircuit, ChartColumn, Database, MessageSquareText, ShieldCheck, Zap } from "lucide-react";
import type { FeatureIcon } from "#app/content/home/types.ts";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { useCopy } from "#app/components/site-context.tsx";

const icons: Record<FeatureIcon, typeof Zap> = {
  conversation: MessageSquareText,
  analysis: BrainCircuit,
  sources: Database,
  realtime: Zap,
  visualization: ChartColumn,
  security: ShieldCheck,
};

export function FeaturesSection() {
  const { features } = useCopy("home");
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className={`${DEFER_RENDER_CLASS} bg-surface py-20 sm:py-28`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-heading" {...features} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.items.map((feature) => {
            const Icon = icons[feature.icon];
            return (
              <li key={feature.icon} className="reveal rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm">
                <span className="grid size-12 place-items-center rounded-xl bg-indigo-50 text-indigo-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-slate-600">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
