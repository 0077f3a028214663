import type { LucideIcon } from "lucide-react";

type IconCardProps = { icon: LucideIcon; title: string; description: string };

/** A list item of a card grid: an icon (decorative), a title and a short text. */
export function IconCard({ icon: Icon, title, description }: IconCardProps) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 leading-7 text-pretty text-slate-600">{description}</p>
    </li>
  );
}
