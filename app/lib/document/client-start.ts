/**
 * Starts the client after the browser has put the pre-rendered page on screen
 * (decision 0008). React Router's document fetches its scripts at once: React
 * hoists the module preloads into <head>, and the bootstrap module script at
 * the end of <body> imports the route modules. Fetched and run before the
 * first paint, they hold it back on a slow phone (Lighthouse mobile: LCP
 * ~2.1 s instead of ~1 s). No public API of React Router delays them, so the
 * finished document is changed in one way: the preloads and the bootstrap
 * script, untouched, go into an inert <template> where the bootstrap stood,
 * and a small starter puts them back, in the same place, once the page has
 * painted. React then hydrates a document that looks as it rendered it.
 */
import { inlineScript, withNonce } from "#app/lib/document/inline-script.ts";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const BOOTSTRAP = /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/;
/** The page's routes React Router writes into the bootstrap script with lazy discovery, indented (decision 0082). */
const PAGE_ROUTES = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});(?=\s*window\.__reactRouterRouteModules)/;
export const CLIENT_START_ID = "client-start";

/**
 * Runs in the browser, serialized into the page (so the type checker and
 * linter see it as code): waits until the whole page is on screen, then moves
 * the template's content into its place and removes itself. "On screen": the
 * first contentful paint was reported and one more frame was drawn after this
 * script at the end of the document (a slow connection paints the top of a
 * page first). A background tab paints nothing and starts at once, so does a
 * browser without paint timing; no page waits more than a second.
 */
export function startClient(templateId: string): void {
  const starter = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const template = document.getElementById(templateId) as HTMLTemplateElement | null;
    // Cloned by importNode, the scripts run when inserted; scripts moved out of a template would not.
    template?.replaceWith(document.importNode(template.content, true));
    starter?.remove();
  };
  if (document.visibilityState !== "visible") return start();
  setTimeout(start, 1000);
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(start));
    }).observe({ type: "paint", buffered: true });
  } catch {
    start();
  }
}

/**
 * The document with its client start moved behind the first paint; unchanged if it has no bootstrap script.
 * `first`: markup that starts with the client, ahead of its scripts (the full stylesheet's link); `nonce`: the
 * page's script nonce, for the starter (the bootstrap script has its own from React Router).
 */
export function startClientAfterFirstPaint(html: string, first = "", nonce?: string): string {
  const written = BOOTSTRAP.exec(html)?.[0];
  if (!written) return html;
  const bootstrap = withCompactRoutes(written);
  const preloads = html.match(MODULE_PRELOAD) ?? [];
  const starter = inlineScript(startClient, CLIENT_START_ID);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      written,
      () =>
        `<template id="${CLIENT_START_ID}">${first}${preloads.join("")}${bootstrap}</template>${withNonce(starter, nonce)}`,
    );
}

/** The bootstrap script with its routes' JSON unindented: the same object, about 0.5 kB less per page (raw). */
function withCompactRoutes(bootstrap: string): string {
  return bootstrap.replace(
    PAGE_ROUTES,
    (_, assignment: string, json: string) => `${assignment}${JSON.stringify(JSON.parse(json))};`,
  );
}
