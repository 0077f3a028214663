import {
  memo,
  Suspense,
  use,
  useEffect,
  type ComponentType,
  type FulfilledReactPromise,
  type PendingReactPromise,
  type RejectedReactPromise,
} from "react";
import { whenIdle } from "./idle.ts";

type Module<P> = { default: ComponentType<P> };

/** A promise that also says synchronously whether it has settled, in the protocol React's use() reads. */
type TrackedPromise<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const state = promise as Promise<T> & { status: string; value?: T; reason?: unknown };
  state.status = "pending";
  promise.then(
    (value) => Object.assign(state, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(state, { status: "rejected", reason }),
  );
  return state as TrackedPromise<T>;
}

/** How long after load an island waits for the browser to be idle before it loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves when the element comes within a screen of the viewport, or once the
 * browser is idle after load, whichever is first; at once where the element is
 * not in the page.
 */
function whenNearViewportOrIdle(elementId: string): Promise<void> {
  const element = typeof document === "undefined" ? null : document.getElementById(elementId);
  if (!element || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    whenIdle(() => {
      observer.disconnect();
      resolve();
    }, IDLE_TIMEOUT_MS);
  });
}

/**
 * A part of a pre-rendered page below the fold. Its server HTML is complete
 * from the start (readable; links work as plain links, its form posts as a
 * plain form); its code loads, and it hydrates, when it comes near the
 * viewport or the browser is idle after load. That keeps the first load small
 * and spreads hydration over short tasks.
 *
 * React throws away the HTML of a boundary that has not hydrated yet when a
 * context above it changes (any navigation, even to a #hash), so islands must
 * hydrate soon, and must load at once when their HTML is gone.
 *
 * Call `preload()` before rendering it outside hydration (a client-side
 * navigation), so it renders at once instead of appearing later.
 */
export function island<P extends object>(elementId: string, load: () => Promise<Module<P>>) {
  let module: TrackedPromise<Module<P>> | undefined;
  let gate: TrackedPromise<Module<P>> | undefined;

  const preload = () => (module ??= track(load()));

  function Body(props: P) {
    // Loaded: render at once. Hydrating: wait for the viewport or idle time. Server HTML gone: load now.
    const htmlGone = typeof document !== "undefined" && !document.getElementById(elementId);
    if (gate?.status === "pending" && htmlGone) gate = preload();
    const source =
      module?.status === "fulfilled" ? module : (gate ??= track(whenNearViewportOrIdle(elementId).then(preload)));
    const { default: Component } = use(source);
    // A marker for tests and debugging: from now on the section's buttons and fields are live.
    useEffect(() => document.getElementById(elementId)?.setAttribute("data-hydrated", ""), []);
    return <Component {...props} />;
  }

  // memo: while its HTML waits to hydrate, an island must not re-render, or React would
  // throw the server HTML away (a navigation that only adds a #hash re-renders the
  // page). Its props are loader data, which keeps its identity between renders.
  const Island = memo(function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    );
  });
  return Object.assign(Island, { preload });
}
