import { Form, Link, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { LeadNeighbour } from "#app/lib/admin/lead-list.server.ts";
import { withQuery } from "#app/lib/admin/lead-links.ts";
import { cn } from "#app/lib/cn.ts";
import type { LeadView } from "./types.ts";

/**
 * The previous and next lead of the view the page was opened from (issue 47): each link carries that view on
 * (`?list=`), so the way back, and the next step after, stay in it. At the page's top right, beside the way back.
 */
export function LeadNeighbours({
  neighbours,
  list,
}: {
  neighbours: { previous?: LeadNeighbour; next?: LeadNeighbour };
  list: string;
}) {
  const { copy, locale } = useAdmin();
  const text = copy.inboxFlow.neighbours;
  if (!neighbours.previous && !neighbours.next) return null;
  const href = (id: string) =>
    withQuery(adminPath("lead", locale, { id }), list ? `list=${encodeURIComponent(list)}` : "");
  const link = (neighbour: LeadNeighbour | undefined, label: string, rel: "prev" | "next") =>
    neighbour ? (
      <Link
        to={href(neighbour.id)}
        rel={rel}
        title={neighbour.name}
        className={cn(buttonClasses("secondary", "sm"), "h-8 px-2.5")}
      >
        {rel === "prev" ? "← " : ""}
        {label}
        {rel === "next" ? " →" : ""}
      </Link>
    ) : (
      <span className={cn(buttonClasses("secondary", "sm"), "h-8 px-2.5 opacity-50")} aria-disabled="true">
        {rel === "prev" ? "← " : ""}
        {label}
        {rel === "next" ? " →" : ""}
      </span>
    );
  return (
    <nav aria-label={text.label} className="float-right flex gap-2">
      {link(neighbours.previous, text.previous, "prev")}
      {link(neighbours.next, text.next, "next")}
    </nav>
  );
}

/** "Take it" on a lead nobody owns: the page's own change (owner: the operator), on the version the page shows. */
export function TakeLead({ lead, me }: { lead: LeadView; me: string }) {
  const { copy } = useAdmin();
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={lead.version} />
      <input type="hidden" name="owner" value={me} />
      <input type="hidden" name="note" value="" />
      <button type="submit" disabled={busy} className={buttonClasses("primary", "sm")}>
        {copy.inboxFlow.take}
      </button>
    </Form>
  );
}
