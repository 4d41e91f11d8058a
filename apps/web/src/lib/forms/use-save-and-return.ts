import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { LEAVE_FORM_STATE } from './leave-form';
import { isStaleRecord, toSubmitFailure } from './to-submit-failure';

/**
 * Saving on an add or edit page: the server's message as a toast and back to the list on
 * success; on failure the per-field errors for the form, and a remembered 409 (someone else
 * changed the record) so the page can offer to reload it.
 */
export function useSaveAndReturn(listPath: string, reloadRecord: () => void) {
  const navigate = useNavigate();
  const [stale, setStale] = useState(false);

  const save = useCallback(
    async (send: () => Promise<{ message: string }>) => {
      setStale(false);
      try {
        const { message } = await send();
        toast.success(message);
        await navigate(listPath, { state: LEAVE_FORM_STATE });
      } catch (failure) {
        if (isStaleRecord(failure)) setStale(true);
        throw toSubmitFailure(failure);
      }
    },
    [navigate, listPath],
  );

  const reloadStaleRecord = useCallback(() => {
    setStale(false);
    reloadRecord();
  }, [reloadRecord]);

  return { save, stale, reloadStaleRecord };
}
