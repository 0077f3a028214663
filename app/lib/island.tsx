import {
  Suspense,
  use,
  type ComponentType,
  type FulfilledReactPromise,
  type PendingReactPromise,
  type RejectedReactPromise,
} from "react";

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

/** Resolves when the element comes within a screen of the viewport; at once where it is not in the page. */
function whenNearViewport(elementId: string): Promise<void> {
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
  });
}

/**
 * A part of a pre-rendered page below the fold. Its server HTML is complete
 * from the start (readable, its links work as plain links); its code loads,
 * and it hydrates, only when `elementId` comes near the viewport. That keeps
 * the first load small and the main thread free while the page starts.
 *
 * Call `preload()` before rendering it outside hydration (a client-side
 * navigation), so it renders at once instead of appearing later.
 */
export function island<P extends object>(elementId: string, load: () => Promise<Module<P>>) {
  let module: TrackedPromise<Module<P>> | undefined;
  let gate: TrackedPromise<Module<P>> | undefined;

  const preload = () => (module ??= track(load()));

  function Body(props: P) {
    // Once loaded, render at once; before that (hydration), wait until the element nears the viewport.
    const source =
      module?.status === "fulfilled" ? module : (gate ??= track(whenNearViewport(elementId).then(preload)));
    const { default: Component } = use(source);
    return <Component {...props} />;
  }

  function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    );
  }
  Island.preload = preload;
  return Island;
}
