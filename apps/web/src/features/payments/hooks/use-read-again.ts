import { useCallback, useState } from 'react';

/**
 * A change refused because someone else changed the payments first: they are read again at once
 * (`onStale`), and `readAgain` stays true so the list can say so until it is dismissed.
 */
export function useReadAgain(refetch: () => unknown) {
  const [readAgain, setReadAgain] = useState(false);
  const onStale = useCallback(() => {
    setReadAgain(true);
    refetch();
  }, [refetch]);
  const dismiss = useCallback(() => setReadAgain(false), []);
  return { readAgain, onStale, dismiss };
}
