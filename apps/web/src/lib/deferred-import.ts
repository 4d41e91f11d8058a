export type DeferredImport<T> = {
  /** Starts loading without waiting, e.g. when someone starts using a form. */
  preload: () => void;
  load: () => Promise<T>;
};

/**
 * A module loaded on demand, once: code a page needs only when someone acts on it stays out
 * of what the page loads up front. A failed load is tried again on the next call.
 */
export function deferredImport<T>(loader: () => Promise<T>): DeferredImport<T> {
  let pending: Promise<T> | null = null;

  const load = () => {
    pending ??= loader().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };

  return {
    preload: () => {
      load().catch(() => undefined);
    },
    load,
  };
}
