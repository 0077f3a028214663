/**
 * A loader of code that runs once and hands every caller the same promise; a failure (offline, a new deployment
 * replaced the chunk) is forgotten, so the next call asks again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
