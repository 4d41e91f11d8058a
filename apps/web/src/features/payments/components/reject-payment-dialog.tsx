import { PAYMENT_NOTE_MAX_LENGTH, type Payment } from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/form-dialog';
import { LongTextField } from '@/components/long-text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useRejectPaymentMutation } from '../api/payments-api';
import { usePaymentSave } from '../hooks/use-payment-save';
import { rejectFormSchema } from '../lib/decision-forms';
import { paymentInWords } from '../lib/payment-words';

type RejectPaymentDialogProps = {
  caseId: number;
  /** The payment as it is now: read again after a refusal, its version with it. */
  payment: Payment;
  onClose: () => void;
  onStale: () => void;
};

/** Rejects a payment awaiting authorisation, saying why: the officer who requested it is told. */
export function RejectPaymentDialog({ caseId, payment, onClose, onStale }: RejectPaymentDialogProps) {
  const form = useContractForm({ defaultValues: { reason: '' }, schema: rejectFormSchema });
  const save = usePaymentSave(onStale);
  const [reject] = useRejectPaymentMutation();

  const send = async ({ reason }: { reason: string }) => {
    await save(() =>
      reject({ params: { caseId }, body: { id: payment.id, version: payment.version, reason } }).unwrap(),
    );
    onClose();
  };

  return (
    <FormDialog
      title={`Reject the payment of ${paymentInWords(payment)}?`}
      form={form}
      onSave={send}
      saveLabel="Reject payment"
      busyLabel="Rejecting…"
      onClose={onClose}
    >
      <Typography>
        Invoice {payment.invoiceReference}, requested by {payment.requested.name}. They are told why.
      </Typography>
      <LongTextField
        id="reject-reason"
        label="Why the payment is rejected"
        required
        hint={`For example: the invoice is for another address. At most ${PAYMENT_NOTE_MAX_LENGTH} characters.`}
        {...form.field('reason')}
      />
    </FormDialog>
  );
}
