import { PAYMENT_KIND_WORDS, type Payment } from '@casekeeper/contract';
import { useCallback } from 'react';
import { useConfirm } from '@/components/data-list/use-confirm';
import { useRecordAction } from '@/lib/forms/use-record-action';
import { useAuthorisePaymentMutation } from '../api/payments-api';
import { paymentInWords } from '../lib/payment-words';

/**
 * Authorising a payment, asked first (it releases money): the server's message toasted, a refusal
 * toasted in its words, and payments changed meanwhile handed to `onStale`. Wire `dialogProps` to
 * a ConfirmDialog.
 */
export function useAuthorisePayment(onStale: () => void) {
  const [authorise] = useAuthorisePaymentMutation();
  const { busy, run } = useRecordAction(onStale);
  const { ask: askToConfirm, dialogProps } = useConfirm();

  const ask = useCallback(
    (caseId: number, payment: Payment) =>
      askToConfirm({
        title: `Authorise the payment of ${paymentInWords(payment)}?`,
        message: `${PAYMENT_KIND_WORDS[payment.kind]}, invoice ${payment.invoiceReference}, requested by ${payment.requested.name}. Once authorised, it can be marked paid.`,
        confirmLabel: 'Authorise payment',
        onConfirm: () =>
          run(`authorise-${payment.id}`, () =>
            authorise({ params: { caseId }, body: { id: payment.id, version: payment.version } }).unwrap(),
          ),
      }),
    [askToConfirm, run, authorise],
  );

  return { ask, busy, dialogProps };
}
