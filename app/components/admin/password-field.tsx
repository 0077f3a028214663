import type { ReactNode } from "react";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";

/**
 * A password field, required: the sign-in's, joining's and the account's (a current one as proof, a new one and
 * its repeat). `autoComplete` tells the browser's password manager which it is.
 */
export function PasswordField({
  id,
  name,
  label,
  autoComplete,
  hint,
  error,
  invalid,
  describedBy,
  minLength,
  maxLength,
}: {
  id: string;
  name: string;
  label: ReactNode;
  autoComplete: "current-password" | "new-password";
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  describedBy?: string;
  minLength?: number;
  maxLength?: number;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} invalid={invalid} describedBy={describedBy}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="password"
          autoComplete={autoComplete}
          required
          minLength={minLength}
          maxLength={maxLength}
          className={controlClasses()}
        />
      )}
    </FormField>
  );
}
