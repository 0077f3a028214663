import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import interUrl from "#app/fonts/inter.woff2?url";
import { whenIdle } from "#app/lib/rendering/idle.ts";
import { WEB_FONT_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { storageKeys, writeStorage } from "#app/lib/storage.ts";

/**
 * Inter at no cost to the first paint (decision 0027). The stylesheet draws
 * text in local fonts sized to take Inter's room (app/fonts/inter.css) unless
 * `<html data-web-font>` asks for Inter. A page sets the attribute before it
 * paints only when this browser already holds the font in its cache, so a
 * first visit never waits for it, on the wire or in Lighthouse's simulation.
 * Once the page is live the font is fetched at low priority; from then on a
 * client-side navigation switches to it (the page changes anyway), and the
 * next page loaded draws in it from its first frame. Every font file is named
 * by its content, so the key holds the address of the one cached.
 */
export const webFontUrl: string = interUrl;

/**
 * Runs in the <head> before anything paints: Inter when this browser has this very file cached. The preload makes
 * Chromium hold the first frame until the font is read from the cache (a few milliseconds), as it does for a
 * preloaded `font-display: optional` font; without it, a page that paints its top before the rest has arrived
 * (a slow line) would keep the fallback for good.
 */
export const webFontScript = `(function(){try{if(localStorage.getItem(${JSON.stringify(storageKeys.webFont)})!==${JSON.stringify(
  interUrl,
)})return;document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},"");var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=${JSON.stringify(
  interUrl,
)};document.head.appendChild(l)}catch(e){}})();`;

/** No page waits longer than this for an idle moment before the font is fetched. */
const IDLE_TIMEOUT_MS = 2_000;

let fetched: Promise<boolean> | undefined;

/**
 * Fetches the font into the HTTP cache (immutable, a year) at low priority, so
 * that the page's own requests go first and Lighthouse counts nothing of it as
 * holding back a paint, and remembers for later pages that the cache holds it;
 * then loads it into the document, which reads it from that cache. Resolves
 * whether this document can draw in it.
 */
function fetchWebFont(): Promise<boolean> {
  fetched ??= (async () => {
    try {
      const response = await fetch(interUrl, { priority: "low" });
      if (!response.ok) return false;
      await response.arrayBuffer();
      // Written once the file is cached, whatever this document makes of it: Firefox may give up on a
      // `font-display: optional` face that a busy machine reads late, and a later page still finds the file.
      writeStorage("local", storageKeys.webFont, interUrl);
      const faces = await document.fonts.load('1em "Inter"');
      return faces.length > 0;
    } catch {
      return false;
    }
  })();
  return fetched;
}

const drawsInWebFont = () => document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE);

/**
 * For the site's shells: on a page drawn in the fallback, fetches the font
 * once the page is idle, and draws in it from the next client-side navigation
 * on (before the new page paints: a layout effect).
 */
export function useWebFont(): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  const loaded = useRef(false);
  useEffect(() => {
    // Drawn in Inter already; otherwise the key is absent or names an older file, overwritten once this one is in.
    if (drawsInWebFont()) return;
    return whenIdle(() => {
      void fetchWebFont().then((ok) => {
        loaded.current = ok;
      });
    }, IDLE_TIMEOUT_MS);
  }, []);
  useLayoutEffect(() => {
    if (key !== firstKey.current && loaded.current && !drawsInWebFont()) {
      document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, "");
    }
  }, [key]);
}
