/**
 * The head's script that keeps what a visitor does before the page is live (early-input.ts says what and why);
 * written into every document by entry.server.tsx, never part of the browser's bundle.
 */
import { EARLY_CONTROLS, type EarlyInput } from "#app/lib/rendering/early-input.ts";
import { HYDRATED_ATTRIBUTE } from "#app/lib/rendering/markers.ts";

/**
 * Runs in the browser, in the head (serialized by entry.server.tsx, so the type checker and linter see it as code): keeps
 * every activation of an early control until `<html data-hydrated>`; notes an in-page jump (`hashchange`), and
 * forgets it when the visitor scrolls on (wheel, touch, keys).
 */
export function captureEarlyInput(controls: string, live: string): void {
  const early: EarlyInput = [];
  Object.assign(window, { earlyInput: early });
  const keep = (event: Event) => {
    const control = (event.target as Element).closest?.(controls);
    if (!control || document.documentElement.hasAttribute(live)) return;
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
  const code = squeeze(captureEarlyInput.toString());
  return `<script>(${code})(${JSON.stringify(EARLY_CONTROLS)},${JSON.stringify(HYDRATED_ATTRIBUTE)})</script>`;
}

/** A serialized function without its line breaks and indentation: bytes of every page's HTML. */
export function squeeze(code: string): string {
  return code.replace(/\n\s*/g, "");
}
