/**
 * What a visitor does before the page is live is not lost (issue 43, decision 0041). A page paints long before its
 * code runs (decision 0008); links, forms and fields work meanwhile as the browser's own, but a button without a
 * browser meaning (a menu, the language switcher, a theme, a popup opener, a demo chip) did nothing, and an in-page
 * jump stopped where the blocks' estimated heights put its target (decision 0032).
 *
 * A tiny script in the head, from the first paint, takes such a control's activation (a click, or the keyboard's
 * Enter or Space, which click) away from the browser and keeps it; once the control's code is live the page carries
 * each out, once, in the order they came: the site's shell once the page is (`useLivePage`), an island once its
 * section is (island.tsx: until then the section is marked waiting, and the script keeps the taps in it too, ahead
 * of React, which stops a tap on a section still waiting for its code). It also notes an in-page jump, and whether
 * the visitor scrolled on after it.
 */
import { useEffect } from "react";
import { FULL_STYLESHEET_ID, HYDRATED_ATTRIBUTE } from "#app/lib/rendering/markers.ts";

/** What the head's script keeps (early-capture.ts): the controls activated, in order, and an in-page jump to land. */
export type EarlyInput = HTMLElement[] & { jump?: boolean };

const earlyInput = () => (window as { earlyInput?: EarlyInput }).earlyInput;

/**
 * Carries out, once each and in order, the taps kept so far; one on a control in a section still waiting is kept
 * again by the head's script, for the section's own call.
 */
export function replayEarlyInput(): void {
  // A control React has replaced since (a navigation) is out of the page: its click reaches no handler.
  for (const control of earlyInput()?.splice(0) ?? []) control.click();
}

/**
 * An in-page jump made before the page was live stopped where the deferred blocks' estimated heights put its
 * target: once they are laid out, with the whole stylesheet, the target is scrolled to again, unless the visitor
 * scrolled on meanwhile.
 */
function landEarlyJump(early: EarlyInput | undefined): void {
  // Every deferred block is laid out by now: the address names the jump's target (deferred-rendering.ts).
  if (!early?.jump) return;
  const land = () => early.jump && document.getElementById(location.hash.slice(1))?.scrollIntoView();
  const stylesheet = document.getElementById(FULL_STYLESHEET_ID) as HTMLLinkElement | null;
  if (stylesheet?.sheet === null) stylesheet.onload = land;
  else land();
}

/**
 * For a shell: marks the page live (`<html data-hydrated>`, which tests and the head's script wait for), carries
 * out the taps kept until then, and lands an early in-page jump.
 */
export function useLivePage(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    replayEarlyInput();
    landEarlyJump(earlyInput());
  }, []);
}
