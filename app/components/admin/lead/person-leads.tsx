import { Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { withQuery } from "#app/lib/admin/lead-links.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { OtherLeadView } from "./person.server.ts";
import { LeadPanel } from "./lead-panel.tsx";

/** The person's other leads (same e-mail address), each a link that keeps the way back to the list. */
export function PersonLeads({ others, list }: { others: OtherLeadView[]; list: string }) {
  const { copy, locale } = useAdmin();
  if (others.length === 0) return null;
  const listParam = list ? `list=${encodeURIComponent(list)}` : "";
  return (
    <LeadPanel id="person-leads" heading={copy.person.othersHeading} testId="person-leads">
      <p className="mt-1 text-xs text-slate-600">{copy.person.othersHint}</p>
      <ul className="mt-3 space-y-2">
        {others.map((other) => (
          <li key={other.id} className="text-sm [overflow-wrap:anywhere]">
            <Link
              to={withQuery(adminPath("lead", locale, { id: other.id }), listParam)}
              className="text-indigo-700 underline"
            >
              {other.name} · {other.company}
            </Link>{" "}
            <span className="text-slate-600">
              {formatTemplate(copy.person.otherLine, { date: other.received, status: copy.statuses[other.status] })}
            </span>
          </li>
        ))}
      </ul>
    </LeadPanel>
  );
}
