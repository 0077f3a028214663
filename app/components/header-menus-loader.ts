import { useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "#app/lib/rendering/idle.ts";
import { loadOnce } from "#app/lib/rendering/load-once.ts";

type HeaderMenus = typeof import("#app/components/header-menus.tsx");

/** Long enough for the page's own scripts to settle first, as the contact popup's code waits (contact-popup.tsx). */
const PRELOAD_TIMEOUT_MS = 3_000;

let menus: HeaderMenus | undefined;
const listeners = new Set<() => void>();

// A fetch that failed (offline, a new deployment) is asked again by the next open.
const loadMenus = loadOnce(() =>
  import("#app/components/header-menus.tsx").then((module) => {
    menus = module;
    listeners.forEach((listener) => listener());
    return module;
  }),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What the header's menus show while open (app/components/header-menus.tsx), once its code is there: fetched in an
 * idle moment after the page is live, so a menu opens at once, or by a menu opened before that (`open`), which
 * then fills in as soon as the code arrives. Nothing while the page hydrates: a closed menu draws nothing anyway.
 */
export function useHeaderMenus(open: boolean): HeaderMenus | undefined {
  const loaded = useSyncExternalStore(
    subscribe,
    () => menus,
    () => undefined,
  );
  useEffect(() => whenIdle(() => void loadMenus().catch(() => undefined), PRELOAD_TIMEOUT_MS), []);
  useEffect(() => {
    if (open) void loadMenus().catch(() => undefined);
  }, [open]);
  return loaded;
}
