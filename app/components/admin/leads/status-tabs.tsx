import { Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { formatCount } from "#app/i18n/format.ts";
import type { LeadFilter } from "#app/lib/admin/lead-list.server.ts";
import { leadStatuses, type LeadStatus } from "#app/vocabulary/admin.ts";
import { cn } from "#app/lib/cn.ts";
import { query } from "./inbox-query.ts";

/** A tab per status and one for all, each with its count, keeping the search and the owner. */
export function StatusTabs({
  filter,
  counts,
  capped,
}: {
  filter: LeadFilter;
  counts: Record<LeadStatus, number>;
  capped: number | null;
}) {
  const { copy, locale } = useAdmin();
  const all = leadStatuses.reduce((sum, status) => sum + counts[status], 0);
  // Past the counting limit of a search, only "All" says how many (more than the limit), and the tabs none.
  const tabs: [LeadStatus | undefined, string, number | string | null][] = [
    [undefined, copy.leads.allStatuses, capped ? `${formatCount(capped, locale)}+` : all],
    ...leadStatuses.map((status): [LeadStatus, string, number | null] => [
      status,
      copy.statuses[status],
      capped ? null : counts[status],
    ]),
  ];
  const { status: _status, ...withoutStatus } = filter;
  return (
    <nav aria-label={copy.leads.tabsLabel} className="-mx-1 flex flex-wrap gap-1">
      {tabs.map(([status, label, count]) => {
        const current = status === filter.status;
        return (
          <Link
            key={status ?? "all"}
            to={query({ ...withoutStatus, ...(status ? { status } : {}) }) || "?"}
            aria-current={current ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm whitespace-nowrap",
              current
                ? "border-indigo-600 bg-indigo-600 font-semibold text-white"
                : "border-slate-300 bg-surface text-slate-800 hover:border-slate-500",
            )}
          >
            {label}{" "}
            {count === null ? null : (
              <span className={cn("tabular-nums", !current && "text-slate-600")}>
                {typeof count === "number" ? formatCount(count, locale) : count}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
