import { CircleAlert, CircleCheck } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import type { ContactFormCopy } from "#app/content/contact/types.ts";
import { intlLocales } from "#app/i18n/locales.ts";
import { pagePath } from "#app/i18n/paths.ts";
import { apiRequest, serverMessage } from "#app/lib/api-request.ts";
import { heldValues } from "#app/lib/browser/held-values.ts";
import { cn } from "#app/lib/cn.ts";
import {
  contactFields,
  HONEYPOT_FIELD,
  validateContactRequest,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
  type ContactOutcome,
} from "#app/lib/contact/schema.ts";
import { useSite } from "#app/components/site-context.tsx";
import { useToast } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";

type ContactFormProps = {
  copy: ContactFormCopy;
  /** The result of a post made without JavaScript, when the page was reached through its redirect. */
  outcome: ContactOutcome | null;
};

type TextField = Exclude<ContactField, "privacyPolicy">;

/** 128 random bits as hex; getRandomValues also works on plain http, where randomUUID does not exist. */
function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The demo request form. With JavaScript it validates in the browser (the
 * schema the server uses), posts JSON and answers with a toast; without, the
 * same form posts to the server, which redirects back here with the outcome.
 */
export function ContactForm({ copy, outcome }: ContactFormProps) {
  const { locale } = useSite();
  const { toast } = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(outcome && outcome.status !== "sent" ? outcome.values : {});
  const [errors, setErrors] = useState<ContactFieldErrors>(outcome?.status === "invalid" ? outcome.fieldErrors : {});
  // After the first attempt, every change is checked again at once.
  const [attempted, setAttempted] = useState(outcome?.status === "invalid");
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState(outcome);
  // One Idempotency-Key per submission: a retry of the same details reuses it, so a request the server
  // stored but could not acknowledge is never stored twice; changed details are a new submission.
  const submission = useRef<{ key: string; body: string } | null>(null);
  const action = `/api/contact?lang=${locale}`;

  // What the fields hold when the form goes live (typed or autofilled before, refilled after a reload) is its state.
  useLayoutEffect(() => {
    const held = heldValues(form.current, contactFields);
    if (Object.keys(held).length > 0) setValues((current) => ({ ...current, ...(held as ContactFormValues) }));
  }, []);

  const validate = (next: ContactFormValues) =>
    validateContactRequest(
      { ...next, privacyPolicy: next.privacyPolicy === true },
      copy.validation,
      intlLocales[locale],
    );

  const focusFirstError = (fieldErrors: ContactFieldErrors) => {
    const first = contactFields.find((field) => fieldErrors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const update = (field: ContactField, value: string | boolean) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!attempted) return;
    const result = validate(next);
    setErrors(!result.ok && result.kind === "invalid" ? result.fieldErrors : {});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setAttempted(true);
    setNotice(null);
    const result = validate(values);
    if (!result.ok) {
      const fieldErrors = result.kind === "invalid" ? result.fieldErrors : {};
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const payload = {
      ...result.request,
      phone: result.request.phone ?? "",
      [HONEYPOT_FIELD]: typeof trap === "string" ? trap : "",
    };
    const body = JSON.stringify(payload);
    if (submission.current?.body !== body) submission.current = { key: idempotencyKey(), body };
    try {
      await apiRequest("POST", action, payload, { "Idempotency-Key": submission.current.key });
      submission.current = null;
      setValues({});
      setAttempted(false);
      toast({ title: copy.success.title, description: copy.success.description });
    } catch (error) {
      const { message, fieldErrors } = serverMessage(error, copy.failure.fallback);
      toast({ title: copy.failure.title, description: message, variant: "destructive" });
      if (fieldErrors) {
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const textProps = (field: TextField) => ({
    field,
    label: copy.fields[field].label,
    placeholder: copy.fields[field].placeholder,
    value: values[field] ?? "",
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, event.target.value),
  });

  return (
    <form
      ref={form}
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8"
    >
      <OutcomeNotice outcome={notice} copy={copy} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...textProps("firstName")} required requiredLabel={copy.required} autoComplete="given-name" />
        <TextInput {...textProps("lastName")} required requiredLabel={copy.required} autoComplete="family-name" />
        <TextInput {...textProps("company")} required requiredLabel={copy.required} autoComplete="organization" />
        <TextInput {...textProps("email")} required requiredLabel={copy.required} type="email" autoComplete="email" />
        <TextInput
          {...textProps("phone")}
          optional={copy.optional}
          type="tel"
          autoComplete="tel"
          className="sm:col-span-2"
        />
        <TextInput
          {...textProps("message")}
          required
          requiredLabel={copy.required}
          multiline
          className="sm:col-span-2"
        />
      </div>
      {/* For bots only: out of sight, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <PrivacyConsent
        copy={copy}
        checked={values.privacyPolicy === true}
        error={errors.privacyPolicy}
        privacyHref={pagePath("privacyPolicy", locale) ?? "/privacy-policy"}
        onChange={(checked) => update("privacyPolicy", checked)}
      />
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={submitting}>
        {submitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}

type TextInputProps = {
  field: TextField;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  required?: boolean;
  requiredLabel?: string;
  optional?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  multiline?: boolean;
  className?: string;
};

function TextInput({
  field,
  label,
  error,
  required,
  requiredLabel,
  optional,
  multiline,
  className,
  ...rest
}: TextInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputClass = cn(
    "mt-1.5 block w-full rounded-lg border bg-surface px-3.5 py-2.5 text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600",
    error ? "border-red-700" : "border-slate-300",
  );
  const shared = {
    id,
    name: field,
    placeholder: rest.placeholder,
    value: rest.value,
    onChange: rest.onChange,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    "aria-required": required ? true : undefined,
    className: inputClass,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
        {required && requiredLabel ? <span className="sr-only"> ({requiredLabel})</span> : null}
        {optional ? <span className="font-normal text-slate-600"> {optional}</span> : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={4} />
      ) : (
        <input {...shared} type={rest.type ?? "text"} autoComplete={rest.autoComplete} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

type PrivacyConsentProps = {
  copy: ContactFormCopy;
  checked: boolean;
  error?: string;
  privacyHref: string;
  onChange: (checked: boolean) => void;
};

function PrivacyConsent({ copy, checked, error, privacyHref, onChange }: PrivacyConsentProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mt-6">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="privacyPolicy"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-indigo-600"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {copy.privacyPolicy.before}
          <a href={privacyHref} target="_blank" rel="noopener" className="font-medium text-indigo-700 underline">
            {copy.privacyPolicy.link}
            <span className="sr-only"> {copy.privacyPolicy.newTab}</span>
          </a>
          {copy.privacyPolicy.after}
          <span className="text-red-700" aria-hidden="true">
            {" *"}
          </span>
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function OutcomeNotice({ outcome, copy }: { outcome: ContactOutcome | null; copy: ContactFormCopy }) {
  if (!outcome) return null;
  const sent = outcome.status === "sent";
  let text: ReactNode = copy.errorSummary;
  if (sent) text = copy.success.description;
  else if (outcome.status === "error") text = outcome.message;
  return (
    <div
      role={sent ? "status" : "alert"}
      data-testid="contact-outcome"
      className={cn(
        "mb-6 flex items-start gap-3 rounded-xl p-4 text-sm",
        sent ? "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200" : "bg-red-50 text-red-900 ring-1 ring-red-200",
      )}
    >
      {sent ? (
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
      ) : (
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      )}
      <p>
        <strong className="font-semibold">{sent ? copy.success.title : copy.failure.title}</strong> {text}
      </p>
    </div>
  );
}
