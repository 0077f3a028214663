import { Form, useNavigation } from "react-router";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { isDone, sectionClasses, type Done, type Outcome } from "./types.ts";

/** What a mail choice says: its heading, the switch's label, a hint below it, the button and the saved notice. */
export type MailChoiceText = { heading: string; label: string; hint: string; save: string; saved: string };

/**
 * One e-mail the operator turns on or off on the account page (the assignment mail, issue 47; the weekly digest,
 * issue 48): a switch in a form of its own, posted with its intent, and the notice once it is saved.
 */
export function MailChoiceSection({
  intent,
  saved,
  text,
  on,
  outcome,
}: {
  intent: string;
  saved: Done;
  text: MailChoiceText;
  on: boolean;
  outcome: Outcome | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby={intent} className={sectionClasses}>
      <h2 id={intent} className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      {isDone(outcome, saved) ? <Notice tone="success">{text.saved}</Notice> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={intent} />
        <label className="flex items-start gap-3 text-slate-900">
          <input
            type="checkbox"
            name="on"
            defaultChecked={on}
            aria-describedby={`${intent}-hint`}
            className="mt-1 size-4"
          />
          <span>{text.label}</span>
        </label>
        <p id={`${intent}-hint`} className="text-sm text-slate-600">
          {text.hint}
        </p>
        <button type="submit" disabled={busy} className={buttonClasses("secondary", "md")}>
          {text.save}
        </button>
      </Form>
    </section>
  );
}
