import type { LucideIcon } from "lucide-react";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";

/** The frame and heading of a section on the content pages (About, Careers). */
export const sectionClass = "mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8";
export const h2Class = "text-3xl font-bold tracking-tight text-balance text-slate-900";

const gridColumns = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

type IconCardBandProps<Icon extends string> = {
  headingId: string;
  copy: { title: string; intro: string; items: { icon: Icon; title: string; description: string }[] };
  icons: Record<Icon, LucideIcon>;
  columns: keyof typeof gridColumns;
};

/**
 * A tinted band below the fold (so laid out later, decision 0008): a heading,
 * an intro and a grid of icon cards, e.g. About's values or Careers' benefits.
 */
export function IconCardBand<Icon extends string>({ headingId, copy, icons, columns }: IconCardBandProps<Icon>) {
  return (
    <section aria-labelledby={headingId} className={`${DEFER_RENDER_CLASS} border-y border-slate-200 bg-slate-50`}>
      <div className={sectionClass}>
        <h2 id={headingId} className={h2Class}>
          {copy.title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-slate-600">{copy.intro}</p>
        <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${gridColumns[columns]}`}>
          {copy.items.map((item) => (
            <IconCard key={item.icon} icon={icons[item.icon]} title={item.title} description={item.description} />
          ))}
        </ul>
      </div>
    </section>
  );
}
