import { useSyncExternalStore } from "react";
import { readStorage, storageKeys, writeStorage } from "#app/lib/storage.ts";

/**
 * The blog's administrator flag: SPEC's client-side role, a boolean in local
 * storage that is read on load. It unlocks buttons in this browser and nothing
 * else; it is not authentication.
 */
const listeners = new Set<() => void>();
// Where storage refuses the flag (private modes, full quota), it lives for this tab only.
let memoryFlag: boolean | undefined;

export function readIsAdmin(): boolean {
  if (memoryFlag !== undefined) return memoryFlag;
  const raw = readStorage("local", storageKeys.adminAuth);
  if (raw === null) return false;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && (value as { isAdmin?: unknown }).isAdmin === true;
  } catch {
    return false;
  }
}

export function setIsAdmin(isAdmin: boolean): void {
  const saved = writeStorage("local", storageKeys.adminAuth, JSON.stringify({ isAdmin }));
  memoryFlag = saved ? undefined : isAdmin;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.adminAuth || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** False while rendering on the server and hydrating (the server cannot know), then the stored flag. */
export function useIsAdmin(): boolean {
  return useSyncExternalStore(subscribe, readIsAdmin, () => false);
}
