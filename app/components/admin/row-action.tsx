import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";

/**
 * A row's one-button form: its intent and what it is for (`name`: `value`), the button named for the row where its
 * words alone would not say which (`label`): the team's operators and invitations, a lead's notifications and
 * privacy requests.
 */
export function RowAction({
  intent,
  name,
  value,
  label,
  busy,
  action,
  className,
  children,
}: {
  intent: string;
  name: "operator" | "invitation" | "notification" | "request";
  value: string;
  label?: string;
  busy?: boolean;
  action?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <button type="submit" disabled={busy} aria-label={label} className={buttonClasses("secondary", "sm")}>
        {children}
      </button>
    </Form>
  );
}
