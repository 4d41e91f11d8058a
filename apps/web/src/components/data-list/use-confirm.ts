import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import type { ConfirmRequest } from './confirm-dialog';

/**
 * The state of a confirmation: what is asked, and whether the confirmed action is running;
 * `dialogProps` wires a ConfirmDialog to it.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = useCallback(() => {
    if (!request || busy) return;
    setBusy(true);
    request
      .onConfirm()
      .then(() => setRequest(null))
      .catch((error: unknown) => {
        toast.error(error instanceof Error ? error.message : String(error));
        setRequest(null);
      })
      .finally(() => setBusy(false));
  }, [request, busy]);

  const cancel = useCallback(() => {
    if (!busy) setRequest(null);
  }, [busy]);

  return {
    request,
    busy,
    ask: setRequest,
    confirm,
    cancel,
    dialogProps: { request, busy, onCancel: cancel, onConfirm: confirm },
  };
}
