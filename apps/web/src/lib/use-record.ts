import { useCallback, useEffect, useState } from 'react';
import { toApiFailure } from './api/api-failure';

type Loader<T> = (signal: AbortSignal) => Promise<T>;
type RecordState<T> = {
  record: T | null;
  error: string | null;
  for: { load: Loader<T>; reloads: number } | null;
};

/** One record to edit, loaded by `load` (null: nothing to load, an add form); `reload` reads it again. */
export function useRecord<T>(load: Loader<T> | null) {
  const [state, setState] = useState<RecordState<T>>({ record: null, error: null, for: null });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    const owner = { load, reloads };
    load(controller.signal)
      .then((record) => setState({ record, error: null, for: owner }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ record: null, error: toApiFailure(error).message, for: owner });
        }
      });
    return () => controller.abort();
  }, [load, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const current = load !== null && state.for?.load === load && state.for.reloads === reloads;
  return {
    record: current ? state.record : null,
    error: current ? state.error : null,
    loading: load !== null && !current,
    reload,
  };
}
