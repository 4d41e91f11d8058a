import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

type PersistedStoreGateProps = {
  persistor: Persistor;
  /** Shown until the store is restored from `persist:Case`. */
  loading: ReactNode;
  children: ReactNode;
};

/**
 * redux-persist's PersistGate, except that the page behind it renders as a transition: React then
 * builds a heavy page (the case list's grid) in slices between other work instead of in one long
 * task, which PersistGate's update from componentDidMount forces.
 */
export function PersistedStoreGate({ persistor, loading, children }: PersistedStoreGateProps) {
  const [restored, setRestored] = useState(() => persistor.getState().bootstrapped);

  useEffect(() => {
    const lift = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setRestored(true));
    };
    const unsubscribe = persistor.subscribe(lift);
    lift();
    return unsubscribe;
  }, [persistor]);

  return restored ? children : loading;
}
