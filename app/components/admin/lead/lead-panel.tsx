import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * One of the lead page's panels: a card named by its heading (`id`), which a panel whose content says what it is
 * keeps for screen readers only (`headingHidden`).
 */
export function LeadPanel({
  id,
  heading,
  headingHidden = false,
  className,
  testId,
  children,
}: {
  id: string;
  heading: ReactNode;
  headingHidden?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(className, "rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6")}
      data-testid={testId}
    >
      <h2 id={id} className={headingHidden ? "sr-only" : "text-lg font-bold text-slate-900"}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
