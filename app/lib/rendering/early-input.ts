/**
 * What a visitor does before the page is live is not lost (issue 43, decision 0041). A page paints long before its
 * code runs (decision 0008); links, forms and fields work meanwhile as the browser's own, but a button without a
 * browser meaning (a menu, the language switcher, a theme, a popup opener, a demo chip) did nothing.
 *
 * A tiny script in the head, from the first paint, takes such a control's activation (a click, or the keyboard's
 * Enter or Space, which click) away from the browser and keeps it; once the control's code is live the page carries
 * each out, once, in the order they came: the site's shell for the page (`useLivePage`), an island for its section
 * (island.tsx).
 */
import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "#app/lib/rendering/markers.ts";

/** The controls whose activation waits for their code: buttons that are neither a form's submit nor a link, radios. */
export const EARLY_CONTROLS = "button[type=button],input[type=radio]";

/** What the head's script keeps (early-capture.ts): the controls activated, in order. */
export type EarlyInput = HTMLElement[];

/** The control an activation is meant for, if it waits for code (the target may be an icon inside a button). */
export function earlyControl(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(EARLY_CONTROLS) : null;
}

const earlyInput = () => (window as { earlyInput?: EarlyInput }).earlyInput;

/** Carries out, once each and in order, what `early` kept for controls now live. */
export function replay(early: HTMLElement[] | undefined): void {
  for (const control of early?.splice(0) ?? []) if (control.isConnected) control.click();
}

/**
 * For a shell: marks the page live (`<html data-hydrated>`, which tests and the head's script wait for), and carries
 * out the taps kept until then.
 */
export function useLivePage(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    replay(earlyInput());
  }, []);
}
