/**
 * The page's `<style>` holds only the rules its own markup uses (decision 0029);
 * what React renders later (the contact popup, the mobile menu, toasts, another
 * page) needs the whole stylesheet, which client start puts into the page
 * behind the first paint, beside the scripts (entry.server.tsx). The client
 * waits for it before hydrating.
 */
import { FULL_STYLESHEET_ID } from "#app/lib/rendering/markers.ts";

/**
 * Resolves once the whole stylesheet applies, or has failed to load (the page
 * then keeps its own rules, as it does without JavaScript). At once where
 * there is none (the development server links it in the head).
 */
export function fullStylesheetApplied(): Promise<void> {
  const link = document.getElementById(FULL_STYLESHEET_ID);
  if (!(link instanceof HTMLLinkElement) || hasApplied(link)) return Promise.resolve();
  // Whether it failed before this module ran, nothing tells; so ask for it once more with an element listened to
  // from the start: the browser joins the request under way, or answers from its cache, or fails again.
  const again = link.cloneNode() as HTMLLinkElement;
  link.removeAttribute("id");
  return new Promise((resolve) => {
    const settle = () => {
      link.remove();
      resolve();
    };
    again.addEventListener("load", settle, { once: true });
    again.addEventListener("error", settle, { once: true });
    link.after(again);
  });
}

function hasApplied(link: HTMLLinkElement): boolean {
  try {
    // Null while loading or after a failure; Firefox refuses to list the rules of a sheet still loading.
    return link.sheet !== null && link.sheet.cssRules.length > 0;
  } catch {
    return false;
  }
}
