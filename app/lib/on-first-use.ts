// Code a page does not need to paint, loaded the first time a reader reaches for it (issue 20: the
// first visit downloads only what the first paint needs).

/**
 * `load`, run once on the first call and shared by later ones. A failed load (a chunk gone after a
 * redeploy, a dropped connection) is forgotten, so the next use tries again.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
}
