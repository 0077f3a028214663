/**
 * Runs `callback` once the browser is idle, or after `timeoutMs` at the latest.
 * Safari has no requestIdleCallback: there it waits the timeout. Returns a
 * function that cancels the call.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, timeoutMs);
  return () => window.clearTimeout(handle);
}
