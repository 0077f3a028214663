import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { isDone, sectionClasses, type Outcome } from "./types.ts";

/** Whether the operator is mailed the weekly digest of the statistics (issue 48). */
export function WeeklyDigestSection({ on, outcome }: { on: boolean; outcome: Outcome | undefined }) {
  const { copy } = useAdmin();
  const text = copy.weeklyDigest;
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="weekly-digest" className={sectionClasses}>
      <h2 id="weekly-digest" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      {isDone(outcome, "weeklyDigestSaved") ? <Notice tone="success">{text.saved}</Notice> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="weekly-digest" />
        <label className="flex items-start gap-3 text-slate-900">
          <input
            type="checkbox"
            name="on"
            defaultChecked={on}
            aria-describedby="weekly-digest-hint"
            className="mt-1 size-4"
          />
          <span>{text.label}</span>
        </label>
        <p id="weekly-digest-hint" className="text-sm text-slate-600">
          {text.hint}
        </p>
        <button type="submit" disabled={busy} className={buttonClasses("secondary", "md")}>
          {text.save}
        </button>
      </Form>
    </section>
  );
}
