import type { ComponentType } from 'react';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

/** A route `lazy` function that loads a page module and returns its component. */
export function lazyPage<TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
): () => Promise<{ Component: ComponentType }> {
  const loadModule = lazyWithTimeout(load);
  return async () => ({ Component: pick(await loadModule()) });
}
