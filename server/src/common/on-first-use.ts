/**
 * A package loaded the first time it is needed rather than when the server starts
 * (docs/architecture.md "What a start costs"): callers at the same moment share one load, and a
 * load that failed is tried again by the next caller instead of failing every later one until a
 * restart.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
