/**
 * A page's `<style>` holds the rules of its first screen (decision 0032): its blocks below the fold stay unpainted,
 * at their estimated heights, until the whole stylesheet applies behind the first paint. A page that opens below
 * its top opens among those blocks, at a position the browser computes once, from those heights, and a passage a
 * text fragment asks for is found only in what is painted: a page opened at a #fragment (a text fragment too),
 * reloaded, or gone back to. There the whole stylesheet comes first.
 */
import { inlineScript, withNonce } from "#app/lib/document/inline-script.ts";

/**
 * Runs in the browser, in the head right after the page's own rules (serialized by entry.server.tsx, so the type
 * checker and linter see it as code). Where the page opens below its top, it asks for the whole stylesheet as a
 * render-blocking link after those rules (`blocking="render"`, Chromium 105+): the page paints once, laid out and
 * styled, where the address points. After a reload or a step back the file comes from the cache. Elsewhere it does
 * nothing, and the stylesheet waits for the first paint as on any page.
 */
export function wholeStylesheetFirst(href: string): void {
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  // The navigation's address keeps a text fragment (#:~:text=…, search engines link to a passage so), which the
  // browser takes out of `location`.
  const fragment = location.hash || navigation?.name.includes("#");
  if (!fragment && navigation?.type !== "reload" && navigation?.type !== "back_forward") return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.setAttribute("blocking", "render");
  document.currentScript?.after(link);
}

/** The script element that runs `wholeStylesheetFirst` for this stylesheet (with the page's nonce, if it has one). */
export function stylesheetFirstScript(href: string, nonce?: string): string {
  return withNonce(inlineScript(wholeStylesheetFirst, href), nonce);
}
