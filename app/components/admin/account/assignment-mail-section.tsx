import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { isDone, sectionClasses, type Outcome } from "./types.ts";

/** Whether a lead someone else assigns to the operator comes with an e-mail (issue 47). */
export function AssignmentMailSection({ on, outcome }: { on: boolean; outcome: Outcome | undefined }) {
  const { copy } = useAdmin();
  const text = copy.inboxFlow.assignmentMail;
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="assignment-mail" className={sectionClasses}>
      <h2 id="assignment-mail" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      {isDone(outcome, "assignmentMailSaved") ? <Notice tone="success">{text.saved}</Notice> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="assignment-mail" />
        <label className="flex items-start gap-3 text-slate-900">
          <input
            type="checkbox"
            name="on"
            defaultChecked={on}
            aria-describedby="assignment-mail-hint"
            className="mt-1 size-4"
          />
          <span>{text.label}</span>
        </label>
        <p id="assignment-mail-hint" className="text-sm text-slate-600">
          {text.hint}
        </p>
        <button type="submit" disabled={busy} className={buttonClasses("secondary", "md")}>
          {text.save}
        </button>
      </Form>
    </section>
  );
}
