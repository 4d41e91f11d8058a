import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { toApiFailure } from '@/lib/api/api-failure';
import { isStaleRecord } from './to-submit-failure';

/**
 * A change made by a button of a list (move, remove, authorise): the server's message toasted,
 * a refusal toasted in its words, and a stale record handed to `onStale` (the list reads it
 * again or offers to). `busy` names the change running, so its button can say so.
 */
export function useRecordAction(onStale: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async (name: string, change: () => Promise<{ message: string }>) => {
      setBusy(name);
      try {
        toast.success((await change()).message);
      } catch (error) {
        if (isStaleRecord(error)) onStale();
        else toast.error(toApiFailure(error).message);
      } finally {
        setBusy(null);
      }
    },
    [onStale],
  );
  return { busy, run };
}
