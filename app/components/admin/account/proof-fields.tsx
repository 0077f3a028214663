import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { controlClasses, FormField, PasswordField } from "#app/components/ui/form-field.tsx";
import { formatPlural } from "#app/i18n/format.ts";
import { proofRefusal, type Outcome, type ProofForm } from "./types.ts";

/**
 * The fresh proof a form asks for (issue 44): the password and, where the operator has a second factor, a current
 * code. Each says what was wrong with it.
 */
export function ProofFields({
  id,
  form,
  twoFactor,
  outcome,
  passwordLabel,
}: {
  id: string;
  form: ProofForm;
  twoFactor: boolean;
  outcome: Outcome | undefined;
  passwordLabel?: string;
}) {
  const { copy } = useAdmin();
  const text = copy.account.proof;
  const refused = proofRefusal(outcome, [form]);
  const field = refused?.error === "proof" ? refused.field : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={passwordLabel ?? text.password}
        autoComplete="current-password"
        hint={twoFactor ? text.hintWithCode : text.hint}
        error={field === "password" ? text.wrongPassword : undefined}
      />
      {twoFactor ? (
        <FormField
          id={`${id}-code`}
          label={text.code}
          error={field === "code" ? text.wrongCode : field === "unreadable" ? text.codeUnreadable : undefined}
        >
          {(control) => (
            <input {...control} name="proofCode" autoComplete="one-time-code" required className={controlClasses()} />
          )}
        </FormField>
      ) : null}
    </div>
  );
}

/** A throttled proof of one of these forms: when to try again. */
export function Throttled({ outcome, forms }: { outcome: Outcome | undefined; forms: ProofForm[] }) {
  const { copy, locale } = useAdmin();
  const refused = proofRefusal(outcome, forms);
  if (refused?.error !== "throttled") return null;
  return <Notice tone="error">{formatPlural(refused.minutes, copy.account.twoFactor.throttled, locale)}</Notice>;
}
