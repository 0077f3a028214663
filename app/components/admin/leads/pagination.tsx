import { Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatCount } from "#app/i18n/format.ts";
import type { LeadCursor, LeadFilter } from "#app/lib/admin/lead-list.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { query } from "./inbox-query.ts";

/** Newest, newer and next pages, and which leads of how many this page shows. */
export function Pagination({
  filter,
  page,
  from,
  shown,
  total,
  capped,
  newer,
  older,
}: {
  filter: LeadFilter;
  page: number;
  from: number;
  shown: number;
  total: number;
  capped: number | null;
  newer: LeadCursor | undefined;
  older: LeadCursor | undefined;
}) {
  const { copy, locale } = useAdmin();
  return (
    <nav aria-label={copy.leads.pagination} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <div className="flex gap-2">
        {newer ? (
          <>
            <Link to={query(filter) || "?"} className={buttonClasses("ghost", "sm")}>
              {copy.leads.newest}
            </Link>
            <Link
              to={query(filter, { cursor: newer, page: Math.max(1, page - 1) })}
              rel="prev"
              className={buttonClasses("secondary", "sm")}
            >
              {copy.leads.newer}
            </Link>
          </>
        ) : null}
      </div>
      <p className="text-sm text-slate-700 tabular-nums">
        {formatTemplate(copy.leads.range, {
          from: formatCount(Math.min(from, total), locale),
          to: formatCount(Math.min(from + shown - 1, total), locale),
          total: capped ? `${formatCount(capped, locale)}+` : formatCount(total, locale),
        })}
      </p>
      <div className="flex gap-2">
        {older ? (
          <Link
            to={query(filter, { cursor: older, page: page + 1 })}
            rel="next"
            className={buttonClasses("secondary", "sm")}
          >
            {copy.leads.next}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
