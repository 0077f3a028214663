import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cn } from "#app/lib/cn.ts";

/** What a field hands its control: the id its label names, and the texts that describe it. */
export type FieldControlProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

type FormFieldProps = {
  label: ReactNode;
  /** Help below the control, read with it. */
  hint?: ReactNode;
  /** What is wrong with the value: shown below the control, read with it, and the control marked invalid. */
  error?: ReactNode;
  /** Invalid without a message of its own, when a message elsewhere in the form says why (pass its id in `describedBy`). */
  invalid?: boolean;
  /** Ids of further texts that describe the control, outside the field. */
  describedBy?: string;
  /** The control's id where one is needed from outside (a link to it, another field's description); made up otherwise. */
  id?: string;
  className?: string;
  /** The control, given the props that tie it to the label, the hint and the error: spread them onto it. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled form control with its hint and its error, wired for assistive technology: the label names the
 * control, hint and error describe it (`aria-describedby`), an error marks it `aria-invalid`. Holds no copy.
 */
export function FormField({ label, hint, error, invalid, describedBy, id, className, children }: FormFieldProps) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const control: FieldControlProps = {
    id: controlId,
    "aria-describedby": cn(hasError && errorId, Boolean(hint) && hintId, describedBy) || undefined,
    "aria-invalid": hasError || invalid ? true : undefined,
  };
  return (
    <div className={cn("grid content-start gap-1", className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      {children(control)}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Classes of a text field, a select or a text area: the same look in every form. */
export function controlClasses(className?: string): string {
  return cn(
    "block w-full rounded-lg border border-slate-300 bg-surface px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-600 aria-invalid:border-red-700",
    className,
  );
}

type FieldProps = {
  /** The control's id where one is needed from outside; made up otherwise. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  describedBy?: string;
};

/** A field of one `<input>`: the e-mail and password fields below, each giving its own attributes. */
function InputField({
  field,
  ref,
  ...input
}: { field: FieldProps; ref?: Ref<HTMLInputElement> | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  return <FormField {...field}>{(control) => <input ref={ref} {...control} {...input} />}</FormField>;
}

/**
 * The address an account signs in with (`autoComplete="username"`, for the browser's password manager): typed,
 * or shown read-only where it is given (joining by an invitation).
 */
export function EmailField({
  value,
  defaultValue,
  ref,
  ...field
}: FieldProps & { value?: string; defaultValue?: string; ref?: Ref<HTMLInputElement> }) {
  const given = value !== undefined;
  return (
    <InputField
      field={field}
      ref={ref}
      name="email"
      type="email"
      autoComplete="username"
      required={given ? undefined : true}
      readOnly={given ? true : undefined}
      value={value}
      defaultValue={defaultValue}
      className={controlClasses(given ? "read-only:bg-slate-100 read-only:text-slate-700" : undefined)}
    />
  );
}

/**
 * A password field, required: the sign-in's, joining's, the blog's sign-in dialog's and the account's (a current
 * one as proof, a new one and its repeat). `autoComplete` tells the browser's password manager which it is.
 */
export function PasswordField({
  name,
  autoComplete,
  minLength,
  maxLength,
  ref,
  ...field
}: FieldProps & {
  name: string;
  autoComplete: "current-password" | "new-password";
  minLength?: number;
  maxLength?: number;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <InputField
      field={field}
      ref={ref}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      minLength={minLength}
      maxLength={maxLength}
      className={controlClasses()}
    />
  );
}
