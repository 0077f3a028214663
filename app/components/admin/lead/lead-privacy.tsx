import { Form, Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { withQuery } from "#app/lib/admin/lead-links.ts";

/** The visitor's rights: their data as JSON, an erasure request noted (once), and deleting the lead. */
export function LeadPrivacy({ id, erasureNoted, list }: { id: string; erasureNoted: boolean; list: string }) {
  const { copy, locale } = useAdmin();
  return (
    <section
      aria-labelledby="lead-privacy"
      className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6"
    >
      <h2 id="lead-privacy" className="text-lg font-bold text-slate-900">
        {copy.lead.privacyHeading}
      </h2>
      <a
        href={adminPath("leadJson", locale, { id })}
        download
        className={buttonClasses("secondary", "sm", "h-auto min-h-9 py-2 text-left whitespace-normal")}
      >
        {copy.lead.exportJson}
      </a>
      <p className="text-xs text-slate-600">{copy.lead.exportHint}</p>
      {erasureNoted ? null : (
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="erasure-request" />
          <button
            type="submit"
            aria-describedby="erasure-hint"
            className={buttonClasses(
              "secondary",
              "sm",
              "h-auto min-h-9 justify-self-start py-2 text-left whitespace-normal",
            )}
          >
            {copy.lead.erasureRequest}
          </button>
          <p id="erasure-hint" className="text-xs text-slate-600">
            {copy.lead.erasureRequestHint}
          </p>
        </Form>
      )}
      <Link
        to={withQuery(adminPath("deleteLead", locale, { id }), list ? `list=${encodeURIComponent(list)}` : "")}
        className={buttonClasses("destructive", "sm")}
      >
        {copy.lead.delete}
      </Link>
    </section>
  );
}
