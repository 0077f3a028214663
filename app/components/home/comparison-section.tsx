import { Check, Minus } from "lucide-react";
import { SectionHeading } from "#app/components/home/section-heading.tsx";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { useCopy } from "#app/components/site-context.tsx";

/** A real table with header cells; on phones the cells wrap instead of scrolling sideways. */
export function ComparisonSection() {
  const { comparison } = useCopy("home");
  const { columns } = comparison;
  return (
    <section
      id="comparison"
      aria-labelledby="comparison-heading"
      className={`${DEFER_RENDER_CLASS} bg-slate-50 py-20 sm:py-28`}
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="comparison-heading" {...comparison} />
        <div className="reveal mt-12 overflow-hidden rounded-2xl border border-slate-200 bg-surface shadow-sm">
          <table className="w-full table-fixed border-collapse text-left text-[13px] leading-snug hyphens-auto sm:text-base [&_td]:[overflow-wrap:anywhere] [&_th]:[overflow-wrap:anywhere]">
            <caption className="sr-only">{comparison.caption}</caption>
            <thead className="keep-colors bg-slate-900 text-white">
              <tr>
                <th scope="col" className="w-[31%] px-2 py-3 font-semibold sm:px-6 sm:py-4">
                  {columns.feature}
                </th>
                <th scope="col" className="bg-indigo-700 px-2 py-3 font-semibold sm:px-6 sm:py-4">
                  {columns.conversationalBI}
                </th>
                <th scope="col" className="px-2 py-3 font-semibold sm:px-6 sm:py-4">
                  {columns.traditionalBI}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {comparison.rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-2 py-3 align-top font-semibold text-slate-900 sm:px-6 sm:py-4">
                    {row.feature}
                  </th>
                  <td className="bg-indigo-50/60 px-2 py-3 align-top text-slate-900 sm:px-6 sm:py-4">
                    <span className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 hidden size-4 shrink-0 text-emerald-700 sm:block" />
                      {row.conversationalBI}
                    </span>
                  </td>
                  <td className="px-2 py-3 align-top text-slate-600 sm:px-6 sm:py-4">
                    <span className="flex gap-2">
                      <Minus aria-hidden="true" className="mt-0.5 hidden size-4 shrink-0 text-slate-400 sm:block" />
                      {row.traditionalBI}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
