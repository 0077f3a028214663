import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { HiddenMatch } from "#app/lib/admin/lead-search.ts";

/**
 * Why a row is in a search's result when the row does not show it: found in the phone number or the message,
 * with that text around the match, the match marked (issue 47).
 */
export function SearchMatch({ match }: { match: HiddenMatch | undefined }) {
  const { copy } = useAdmin();
  if (!match) return null;
  return (
    <p data-search-match={match.field} className="mt-0.5 text-xs text-slate-600 [overflow-wrap:anywhere]">
      {copy.leadSearchMatch[match.field]}: {match.before}
      {match.match ? <mark className="rounded-sm bg-amber-100 px-0.5 text-slate-900">{match.match}</mark> : null}
      {match.after}
    </p>
  );
}
