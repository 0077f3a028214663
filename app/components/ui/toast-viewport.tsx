import type { ReactNode } from "react";

export type ToastVariant = "default" | "destructive";

export type ToastData = {
  id: number;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * How a screen reader hears it: a failure at once (assertive), anything else
   * when the reader is free (polite). Defaults to assertive for the destructive
   * style; SPEC's red "Deleted" is news, not a failure, and says "polite".
   */
  announce?: "polite" | "assertive";
  action?: { label: string; onClick: () => void };
};

export function announcement(toast: Pick<ToastData, "variant" | "announce">): "polite" | "assertive" {
  return toast.announce ?? (toast.variant === "destructive" ? "assertive" : "polite");
}

type ToastViewportProps = { label: string; toast: ToastData | null; children: ReactNode };

/**
 * Always in the page, with one live list per urgency, so screen readers
 * announce a toast the moment it appears: failures assertively, the rest
 * politely. It sits just under the sticky header, on the right from tablets
 * up: there a first screen has headings and the chat's title, while its
 * controls (the hero's buttons, the chat's input, a form's submit) are lower
 * down. The region itself has no height and the lists hang from its top edge:
 * a toast appearing adds a box, it never moves one (no layout shift).
 */
export function ToastViewport({ label, toast, children }: ToastViewportProps) {
  const urgency = toast ? announcement(toast) : null;
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 top-16 z-[100] h-0 sm:left-auto sm:w-[26rem]"
    >
      <ol aria-live="polite" className="absolute inset-x-4 top-3">
        {urgency === "polite" ? children : null}
      </ol>
      <ol aria-live="assertive" className="absolute inset-x-4 top-3">
        {urgency === "assertive" ? children : null}
      </ol>
    </section>
  );
}
