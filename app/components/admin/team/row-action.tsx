import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";

/** A row's one-button form: its intent and whom it is for, the button named for the row (`label`). */
export function RowAction({
  intent,
  name,
  value,
  label,
  busy,
  action,
  children,
}: {
  intent: string;
  name: "operator" | "invitation";
  value: string;
  label: string;
  busy: boolean;
  action?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <button type="submit" disabled={busy} aria-label={label} className={buttonClasses("secondary", "sm")}>
        {children}
      </button>
    </Form>
  );
}
