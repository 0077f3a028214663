/**
 * What a visitor does before the page is live is not lost (issue 43, decision 0041). A page paints long before its
 * code runs (decision 0008); links, forms and fields work meanwhile as the browser's own, but a button without a
 * browser meaning (a menu, the language switcher, a theme, a popup opener, a demo chip) did nothing, and an in-page
 * jump stopped where the blocks' estimated heights put its target (decision 0032).
 *
 * A tiny script in the head, from the first paint, takes such a control's activation (a click, or the keyboard's
 * Enter or Space, which click) away from the browser and keeps it; once the control's code is live the page carries
 * each out, once, in the order they came: the site's shell for the page (`useLivePage`), an island for its section
 * (island.tsx). It also notes an in-page jump, and whether the visitor scrolled on after it.
 */
import { useEffect } from "react";
import { renderAllDeferred } from "#app/lib/rendering/deferred-rendering.ts";
import { FULL_STYLESHEET_ID, HYDRATED_ATTRIBUTE } from "#app/lib/rendering/markers.ts";

/** The controls whose activation waits for their code: buttons that are neither a form's submit nor a link, radios. */
export const EARLY_CONTROLS = "button[type=button],input[type=radio]";

/** What the head's script keeps (early-capture.ts): the controls activated, in order, and an in-page jump to land. */
export type EarlyInput = HTMLElement[] & { jump?: boolean };

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
 * An in-page jump made before the page was live stopped where the deferred blocks' estimated heights put its
 * target: once they are laid out, with the whole stylesheet, the target is scrolled to again, unless the visitor
 * scrolled on meanwhile.
 */
function landEarlyJump(): void {
  const early = earlyInput();
  if (!early?.jump) return;
  renderAllDeferred();
  const land = () =>
    requestAnimationFrame(() => {
      if (!early.jump) return;
      early.jump = false;
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ block: "start" });
    });
  const stylesheet = document.getElementById(FULL_STYLESHEET_ID) as HTMLLinkElement | null;
  if (stylesheet && !stylesheet.sheet) stylesheet.addEventListener("load", land, { once: true });
  else land();
}

/**
 * For a shell: marks the page live (`<html data-hydrated>`, which tests and the head's script wait for), carries
 * out the taps kept until then, and lands an early in-page jump.
 */
export function useLivePage(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    replay(earlyInput());
    landEarlyJump();
  }, []);
}
