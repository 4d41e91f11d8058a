import type { CaseGrant } from '@casekeeper/contract';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { grantFailure, StaleGrant } from '../lib/grant-failure';

export type ReloadGrant = () => Promise<unknown>;

/**
 * A grant form's save, on the version of the grant the page shows: the server's message toasted;
 * a refusal in the form's words (its fields named within the request's `within` part); a stale
 * grant kept for the form to offer Reload, after which the same values save on the grant read.
 */
export function useGrantFormSave(grant: CaseGrant, within: string, onReload: ReloadGrant) {
  const [stale, setStale] = useState(false);
  const { version } = grant;

  const save = useCallback(
    async <T extends { message: string }>(send: (version: number) => Promise<T>): Promise<T> => {
      setStale(false);
      try {
        const saved = await send(version);
        toast.success(saved.message);
        return saved;
      } catch (error) {
        const failure = grantFailure(error, within);
        if (failure instanceof StaleGrant) setStale(true);
        throw failure;
      }
    },
    [version, within],
  );

  const reload = useCallback(async () => {
    await onReload();
    setStale(false);
  }, [onReload]);

  const markStale = useCallback(() => setStale(true), []);

  return { save, stale, markStale, reload, version };
}
