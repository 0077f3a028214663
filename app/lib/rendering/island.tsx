import { lazy, memo, Suspense, useEffect, type ComponentType } from "react";
import { replayEarlyInput } from "#app/lib/rendering/early-input.ts";
import { HYDRATED_ATTRIBUTE, WAITING_ATTRIBUTE } from "#app/lib/rendering/markers.ts";

/** How far ahead of the viewport an island starts loading: one screen. */
const NEAR_VIEWPORT = "100% 0px";

/**
 * Resolves when the visitor is about to need the element: it comes within a
 * screen of the viewport, or they point at or focus something inside it; also
 * when the address changes (React then updates the whole page, islands
 * included, and must not wait for a scroll), and at once where the element is
 * not in the page (a client-side navigation renders it fresh).
 */
function whenWanted(elementId: string): Promise<void> {
  const element = typeof document === "undefined" ? null : document.getElementById(elementId);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const stop = new AbortController();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: NEAR_VIEWPORT,
    });
    // React may drop the server's markup before the section hydrates (an update reaching its boundary first, as a
    // navigation can): then nothing is left to come near or touch, and the section must render at once.
    const removal = new MutationObserver(() => !element.isConnected && done());
    function done() {
      observer.disconnect();
      removal.disconnect();
      stop.abort();
      resolve();
    }
    observer.observe(element);
    if (element.parentNode) removal.observe(element.parentNode, { childList: true });
    const listen = { capture: true, once: true, signal: stop.signal };
    for (const type of ["pointerdown", "focusin"]) element.addEventListener(type, done, listen);
    for (const type of ["popstate", "hashchange"]) window.addEventListener(type, done, listen);
  });
}

/**
 * A part of a pre-rendered page below the fold: its HTML is complete from the
 * start (links work as plain links, its form posts as a plain form), while its
 * code loads, and it hydrates, only when the visitor is about to need it.
 * React.lazy inside Suspense does the hydrating; React keeps the server HTML
 * until the code is there.
 *
 * `memo`: before it has hydrated, an island must not re-render, or React would
 * replace its server HTML; its props are loader data, which keep their
 * identity. Context values above it must stay stable for the same reason.
 * `preload()` loads its code ahead, e.g. before a client-side navigation
 * renders it, so that it renders at once instead of a moment later.
 * `loadData` loads, with its code, what else it needs to render that the
 * page did not need to hydrate (its copy, decision 0031); a client-side
 * navigation loads that for the whole page before it renders.
 */
export function island<P extends object>(
  elementId: string,
  load: () => Promise<ComponentType<P>>,
  loadData: () => Promise<unknown> = () => Promise.resolve(),
) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  // Taps on its controls are kept until it is live (early-input.ts); a section a navigation renders is live at once.
  if (typeof document !== "undefined") document.getElementById(elementId)?.setAttribute(WAITING_ATTRIBUTE, "");

  const Lazy = lazy(async () => {
    await whenWanted(elementId);
    const [Section] = await Promise.all([preload(), loadData()]);
    function LiveSection(props: P) {
      // From now on the section's buttons and fields work (tests wait for this mark); the taps kept until now count.
      useEffect(() => {
        const element = document.getElementById(elementId);
        element?.removeAttribute(WAITING_ATTRIBUTE);
        element?.setAttribute(HYDRATED_ATTRIBUTE, "");
        replayEarlyInput();
      }, []);
      return <Section {...props} />;
    }
    return { default: LiveSection };
  });

  const Island = memo(function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return Object.assign(Island, { preload });
}
