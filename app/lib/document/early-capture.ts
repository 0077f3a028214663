/**
 * The head's script that keeps what a visitor does before the page is live (early-input.ts says what and why);
 * written into every document by entry.server.tsx, never part of the browser's bundle.
 */
import type { EarlyInput } from "#app/lib/rendering/early-input.ts";
import { inlineScript } from "#app/lib/document/inline-script.ts";
import { HYDRATED_ATTRIBUTE, WAITING_ATTRIBUTE } from "#app/lib/rendering/markers.ts";

/** The controls whose activation waits for their code: buttons that are neither a form's submit nor a link, radios. */
export const EARLY_CONTROLS = "button[type=button],input[type=radio]";

/**
 * Runs in the browser, in the head (serialized by entry.server.tsx, so the type checker and linter see it as code): keeps
 * every activation of an early control until `<html data-hydrated>`, and in a section marked waiting until it is not; notes an in-page jump (`hashchange`), and
 * forgets it when the visitor scrolls on (wheel, touch, keys).
 */
export function captureEarlyInput(controls: string, live: string, waiting: string): void {
  const early: EarlyInput = [];
  Object.assign(window, { earlyInput: early });
  const keep = (event: Event) => {
    const control = (event.target as Element).closest?.(controls);
    if (!control || (document.documentElement.hasAttribute(live) && !control.closest(waiting))) return;
    event.preventDefault();
    event.stopPropagation();
    early.push(control as HTMLElement);
  };
  addEventListener("click", keep, true);
  addEventListener("hashchange", () => (early.jump = true));
  for (const type of ["wheel", "touchmove", "keydown"]) addEventListener(type, () => (early.jump = false), true);
}

/** The head's script element. */
export function earlyInputScript(): string {
  return inlineScript(captureEarlyInput, EARLY_CONTROLS, HYDRATED_ATTRIBUTE, `[${WAITING_ATTRIBUTE}]`);
}
