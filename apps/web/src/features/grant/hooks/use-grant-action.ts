import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { isStaleRecord } from '@/lib/forms/to-submit-failure';
import { refusalMessage } from '../lib/grant-failure';

/**
 * A change made by a button of the grant (move, remove, accept): the server's message toasted,
 * a refusal toasted in its words, and a stale grant handed to `onStale` (the section offers to
 * read it again). `busy` names the change running, so its button can say so.
 */
export function useGrantAction(onStale: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async (name: string, change: () => Promise<{ message: string }>) => {
      setBusy(name);
      try {
        toast.success((await change()).message);
      } catch (error) {
        if (isStaleRecord(error)) onStale();
        else toast.error(refusalMessage(error));
      } finally {
        setBusy(null);
      }
    },
    [onStale],
  );
  return { busy, run };
}
