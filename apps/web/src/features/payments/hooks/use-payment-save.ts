import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { paymentFailure, StalePayments } from '../lib/payment-failure';

/**
 * A payment form's save: the server's message toasted; a refusal thrown in the form's words (its
 * fields named within the request's `within` part); payments changed meanwhile handed to
 * `onStale`, which reads them again, so the form's next save is on the payment as it is now.
 */
export function usePaymentSave(onStale: () => void, within?: string) {
  return useCallback(
    async <T extends { message: string }>(send: () => Promise<T>): Promise<T> => {
      try {
        const saved = await send();
        toast.success(saved.message);
        return saved;
      } catch (error) {
        const failure = paymentFailure(error, within);
        if (failure instanceof StalePayments) onStale();
        throw failure;
      }
    },
    [onStale, within],
  );
}
