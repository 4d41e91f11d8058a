import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { allocationFailure, StaleAllocation, type FieldOfRule } from '../lib/allocation-failure';

/**
 * An allocation form's save: the server's message toasted; a refusal thrown in the form's words
 * (fields named within the request's `within` part, a broken rule beside its field); an
 * allocation changed meanwhile read again (`reload`) before the form says so, so that its next
 * save is on the allocation as it now is.
 */
export function useAllocationSave(reload: () => Promise<unknown>, within: string, fieldOfRule: FieldOfRule) {
  return useCallback(
    async (send: () => Promise<{ message: string }>): Promise<void> => {
      try {
        toast.success((await send()).message);
      } catch (error) {
        const failure = allocationFailure(error, within, fieldOfRule);
        if (failure instanceof StaleAllocation) await reload();
        throw failure;
      }
    },
    [reload, within, fieldOfRule],
  );
}
