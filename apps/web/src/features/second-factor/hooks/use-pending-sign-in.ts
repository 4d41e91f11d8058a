import type { PendingSignIn } from '@casekeeper/contract';
import { useCallback, useEffect, useState } from 'react';
import { toApiFailure } from '@/lib/api/api-failure';
import { getPendingSignIn } from '../api/pending-sign-in';

/** The pending sign-in of the browser's cookie: being read, there, or gone (and why). */
export type PendingState =
  { status: 'reading' } | { status: 'ready'; pending: PendingSignIn } | { status: 'gone'; message: string };

/**
 * Reads the pending sign-in once; `gone` says why it cannot go on (expired, never started, too
 * many wrong codes), which a later answer of the server may also say.
 */
export function usePendingSignIn() {
  const [state, setState] = useState<PendingState>({ status: 'reading' });

  useEffect(() => {
    let current = true;
    getPendingSignIn().then(
      (pending) => current && setState({ status: 'ready', pending }),
      (error: unknown) => current && setState({ status: 'gone', message: toApiFailure(error).message }),
    );
    return () => {
      current = false;
    };
  }, []);

  const gone = useCallback((message: string) => setState({ status: 'gone', message }), []);
  return { state, gone };
}
