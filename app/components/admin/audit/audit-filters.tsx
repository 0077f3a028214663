import { Form, Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount } from "#app/i18n/format.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { AuditAction } from "#app/vocabulary/admin.ts";
import { auditHref, type AuditQuery } from "./audit-query.ts";

/**
 * The log narrowed to a person, an action and a range of days: a form that only reads (GET), so the filters are
 * in the address, can be bookmarked and sent to a colleague, and work without JavaScript.
 */
export function AuditFilters({
  query,
  people,
  actions,
}: {
  query: AuditQuery;
  people: { id: string; name: string }[];
  actions: { action: AuditAction; name: string }[];
}) {
  const { copy, locale } = useAdmin();
  const text = copy.audit.filters;
  const path = adminPath("audit", locale);
  return (
    <Form
      method="get"
      action={path}
      aria-label={text.label}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-surface p-4"
    >
      <FormField id="audit-who" label={text.person}>
        {(control) => (
          <select {...control} name="who" defaultValue={query.who ?? ""} className={controlClasses()}>
            <option value="">{text.everyone}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="audit-action" label={text.action}>
        {(control) => (
          <select
            {...control}
            name="action"
            defaultValue={query.action ?? ""}
            className={controlClasses("max-w-[20rem]")}
          >
            <option value="">{text.everything}</option>
            {actions.map(({ action, name }) => (
              <option key={action} value={action}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {(["from", "to"] as const).map((end) => (
        <FormField key={end} id={`audit-${end}`} label={text[end]}>
          {(control) => (
            <input {...control} name={end} type="date" defaultValue={query[end] ?? ""} className={controlClasses()} />
          )}
        </FormField>
      ))}
      <button type="submit" className={buttonClasses("primary", "md")}>
        {text.show}
      </button>
      {Object.keys(query).length ? (
        <Link to={path} className="self-center text-sm text-indigo-700 underline hover:text-indigo-900">
          {text.clear}
        </Link>
      ) : null}
    </Form>
  );
}

/** Earlier and later pages of the log as filtered. */
export function AuditPager({ query, current, pages }: { query: AuditQuery; current: number; pages: number }) {
  const { copy, locale } = useAdmin();
  if (pages <= 1) return null;
  const path = adminPath("audit", locale);
  return (
    <nav aria-label={copy.leads.pagination} className="mt-6 flex items-center justify-between gap-4">
      {current > 1 ? (
        <Link to={auditHref(path, query, current - 1)} className={buttonClasses("secondary", "sm")}>
          {copy.leads.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        {formatTemplate(copy.leads.page, { page: formatCount(current, locale), pages: formatCount(pages, locale) })}
      </p>
      {current < pages ? (
        <Link to={auditHref(path, query, current + 1)} className={buttonClasses("secondary", "sm")}>
          {copy.leads.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
