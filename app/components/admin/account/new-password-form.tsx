import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { EmailField, PasswordField } from "#app/components/ui/form-field.tsx";
import type { PasswordProblem } from "#app/vocabulary/admin.ts";

/** Why the server refused a password chosen on an open page (joining, a reset link). */
export type NewPasswordProblem = PasswordProblem | "missing" | "mismatch";

type NewPasswordText = {
  email: string;
  password: string;
  hint: string;
  repeat: string;
  submit: string;
  problems: Record<"missing" | "mismatch", string>;
};

/**
 * A password of one's own, typed twice, for the account `email` (the invitation's, the reset link's): the join
 * page's and the reset page's form. The typed passwords never come back from the server. No length limits in the
 * browser: its own message would come in its own language, before the page's words (and it counts characters
 * differently from the rules). `idPrefix` names the fields (`join-password`, `reset-repeat`, …).
 */
export function NewPasswordForm({
  idPrefix,
  email,
  text,
  problem,
  refusedAt,
  after,
}: {
  idPrefix: string;
  email: string;
  text: NewPasswordText;
  problem: NewPasswordProblem | undefined;
  /** When the server last refused: each refusal clears the form. */
  refusedAt: number | undefined;
  /** Said above the button. */
  after?: ReactNode;
}) {
  const { copy } = useAdmin();
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  // As without JavaScript, where the server never sends them back: a refused password is typed afresh, twice.
  useEffect(() => {
    if (!refusedAt) return;
    form.current?.reset();
    form.current?.querySelector<HTMLInputElement>(`#${idPrefix}-password`)?.focus();
  }, [refusedAt, idPrefix]);
  const message =
    problem === "missing" || problem === "mismatch"
      ? text.problems[problem]
      : problem
        ? copy.passwordProblems[problem]
        : undefined;
  // Said above the form, as the sign-in says its problems; both fields are wrong when they differ or are missing,
  // otherwise the password itself is.
  const problemId = message ? `${idPrefix}-problem` : undefined;
  const repeatInvalid = problem === "mismatch" || problem === "missing";
  return (
    <>
      {message ? (
        <Notice tone="error" id={problemId}>
          {message}
        </Notice>
      ) : null}
      <Form
        ref={form}
        method="post"
        className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-6"
      >
        {/* For the browser's password manager: the account the new password belongs to. */}
        <EmailField id={`${idPrefix}-email`} label={text.email} value={email} />
        <PasswordField
          id={`${idPrefix}-password`}
          name="password"
          label={text.password}
          autoComplete="new-password"
          hint={text.hint}
          invalid={Boolean(message)}
          describedBy={problemId}
        />
        <PasswordField
          id={`${idPrefix}-repeat`}
          name="repeat"
          label={text.repeat}
          autoComplete="new-password"
          invalid={repeatInvalid}
          describedBy={repeatInvalid ? problemId : undefined}
        />
        {after ? <p className="text-sm text-slate-600">{after}</p> : null}
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
          {text.submit}
        </button>
      </Form>
    </>
  );
}
