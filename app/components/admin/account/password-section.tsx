import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { PasswordField } from "#app/components/ui/form-field.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ProofFields, Throttled } from "./proof-fields.tsx";
import { isDone, sectionClasses, type Outcome } from "./types.ts";

/** A new password, typed twice, given with the current one (and a code where the operator has a second factor). */
export function PasswordSection({ twoFactor, outcome }: { twoFactor: boolean; outcome: Outcome | undefined }) {
  const { copy } = useAdmin();
  const text = copy.account.password;
  const busy = useNavigation().state === "submitting";
  const problem = outcome && "error" in outcome && outcome.error === "password" ? outcome.problem : undefined;
  const message = problem === "mismatch" ? text.errors.mismatch : problem ? copy.passwordProblems[problem] : undefined;
  return (
    <section aria-labelledby="password" className={sectionClasses}>
      <h2 id="password" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      {isDone(outcome, "passwordChanged") ? <Notice tone="success">{text.changed}</Notice> : null}
      {message ? <Notice tone="error">{message}</Notice> : null}
      <Throttled outcome={outcome} forms={["password"]} />
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="password" />
        <ProofFields
          id="password-proof"
          form="password"
          twoFactor={twoFactor}
          outcome={outcome}
          passwordLabel={text.current}
        />
        <PasswordField
          id="password-next"
          name="next"
          label={text.next}
          autoComplete="new-password"
          hint={text.nextHint}
          invalid={Boolean(problem)}
          minLength={12}
          maxLength={128}
        />
        <PasswordField
          id="password-repeat"
          name="repeat"
          label={text.repeat}
          autoComplete="new-password"
          invalid={problem === "mismatch"}
        />
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
          {text.submit}
        </button>
      </Form>
    </section>
  );
}
