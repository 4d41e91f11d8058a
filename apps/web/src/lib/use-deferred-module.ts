import { startTransition, useEffect, useState } from 'react';
import type { DeferredImport } from './deferred-import';

type Loaded<T> = { module: T } | { error: unknown };

/**
 * The module `source` loads, once it is here (null until then, and while `source` is null). It
 * arrives as a transition after the first render, so what it renders is built in a commit of its
 * own while the rest of the page is already on screen; unlike a Suspense boundary, waiting for it
 * never holds back other updates (a filter chosen meanwhile). A load that fails is thrown for the
 * route's error boundary.
 */
export function useDeferredModule<T>(source: DeferredImport<T> | null): T | null {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);

  useEffect(() => {
    if (!source) return;
    let wanted = true;
    source.load().then(
      (module) => wanted && startTransition(() => setLoaded({ module })),
      (error: unknown) => wanted && setLoaded({ error }),
    );
    return () => {
      wanted = false;
    };
  }, [source]);

  if (loaded && 'error' in loaded) throw loaded.error;
  return source && loaded ? loaded.module : null;
}
