import { DEFAULT_DEBOUNCE_MS } from '@casekeeper/contract';
import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (the contract's default debounce). */
export function useDebouncedValue<T>(value: T, delayMs: number = DEFAULT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
