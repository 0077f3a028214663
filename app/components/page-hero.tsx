import type { ReactNode } from "react";

type PageHeroProps = { eyebrow?: string; title: string; lead?: string; children?: ReactNode };

/** The band at the top of a content page with its one <h1>. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-surface">
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
        {lead ? <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
