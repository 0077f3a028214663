import { Form } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { QUESTION_LIMIT } from "#app/lib/ask/query.ts";
import { cn } from "#app/lib/cn.ts";

/** A question box at the top of the dashboard and the inbox (issue 45): it asks on Ask's page, with or without JavaScript. */
export function AskBox({ className = "mt-4" }: { className?: string }) {
  const { copy, locale } = useAdmin();
  return (
    <Form
      method="get"
      action={adminPath("ask", locale)}
      role="search"
      className={cn("flex max-w-2xl gap-2", className)}
    >
      <label className="flex-1">
        <span className="sr-only">{copy.ask.boxLabel}</span>
        <input
          type="search"
          name="q"
          required
          maxLength={QUESTION_LIMIT}
          placeholder={copy.ask.placeholder}
          autoComplete="off"
          className="block h-9 w-full rounded-lg border border-slate-300 bg-surface px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500"
        />
      </label>
      <button type="submit" className={buttonClasses("secondary", "sm")}>
        {copy.ask.submit}
      </button>
    </Form>
  );
}
