import { renderAllDeferred } from "#app/lib/rendering/deferred-rendering.ts";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}

/**
 * Scrolls smoothly to a section and moves keyboard focus there, so the next
 * Tab continues inside it; the address then names the section (a link to
 * share, a reload that comes back here). Returns false when the page has no
 * such section.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Blocks not rendered yet have estimated heights: render them first so the scroll ends on the target.
  renderAllDeferred();
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  showInAddress(`#${id}`);
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  showInAddress("");
}

/** The address bar shows where the visitor scrolled to, without a history entry per scroll. */
function showInAddress(hash: string): void {
  const { pathname, search, hash: current } = window.location;
  if (current !== hash) window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
}

/** True for clicks that should keep their browser meaning (new tab, new window, download). */
export function isModifiedClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
