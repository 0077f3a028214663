import { useSyncExternalStore } from "react";
import { readStorage, storageKeys, writeStorage } from "#app/lib/storage.ts";

/**
 * Light, dark, or whatever the system says (the default). The choice is kept
 * under the local-storage key `theme`; `<html data-theme>` carries the scheme
 * in effect, which app/app.css draws.
 */
export const themeChoices = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Runs in the <head> before anything paints (no flash of the wrong scheme),
 * and follows the system's setting, and choices made in other tabs, while the
 * page is open. Written out as a string: it must run before any module loads.
 */
export const themeScript = `(function(){var m=matchMedia(${JSON.stringify(DARK_QUERY)});function a(){var t=null;try{t=localStorage.getItem(${JSON.stringify(
  storageKeys.theme,
)})}catch(e){}document.documentElement.dataset.theme=t==="dark"||(t!=="light"&&m.matches)?"dark":"light"}a();m.addEventListener("change",a);addEventListener("storage",function(e){if(e.key===${JSON.stringify(storageKeys.theme)})a()});window.__applyTheme=a})();`;

function readChoice(): ThemeChoice {
  const stored = readStorage("local", storageKeys.theme);
  return stored === "light" || stored === "dark" ? stored : "system";
}

const listeners = new Set<() => void>();

export function chooseTheme(choice: ThemeChoice) {
  writeStorage("local", storageKeys.theme, choice);
  // The head script's own function: one rule for which scheme a choice means (root.tsx puts it on every page).
  (window as { __applyTheme?: () => void }).__applyTheme?.();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === storageKeys.theme && listener();
  addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener("storage", onStorage);
  };
}

/** The visitor's choice; "system" while rendering on the server and hydrating. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readChoice, () => "system");
}
