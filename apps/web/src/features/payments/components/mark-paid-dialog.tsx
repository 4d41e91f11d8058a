import { type Payment } from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { londonDayOf } from '@/lib/london-day';
import { useMarkPaymentPaidMutation } from '../api/payments-api';
import { usePaymentSave } from '../hooks/use-payment-save';
import { markPaidFormSchema, markPaidFormValues } from '../lib/decision-forms';
import { paymentInWords } from '../lib/payment-words';

type MarkPaidDialogProps = {
  caseId: number;
  /** The payment as it is now: read again after a refusal, its version with it. */
  payment: Payment;
  onClose: () => void;
  onStale: () => void;
};

type MarkPaidFields = { paidOn: string; financeReference: string };

/** Marks an authorised payment paid: the day it went (today unless said otherwise) and the finance system's reference. */
export function MarkPaidDialog({ caseId, payment, onClose, onStale }: MarkPaidDialogProps) {
  const authorisedOn = payment.authorised ? londonDayOf(payment.authorised.at) : null;
  const form = useContractForm({
    defaultValues: markPaidFormValues(),
    schema: markPaidFormSchema(authorisedOn),
  });
  const save = usePaymentSave(onStale);
  const [markPaid] = useMarkPaymentPaidMutation();

  const send = async (fields: MarkPaidFields) => {
    await save(() =>
      markPaid({
        params: { caseId },
        body: { id: payment.id, version: payment.version, ...fields },
      }).unwrap(),
    );
    onClose();
  };

  return (
    <FormDialog
      title={`Mark the payment of ${paymentInWords(payment)} paid`}
      form={form}
      onSave={send}
      saveLabel="Mark paid"
      onClose={onClose}
    >
      <Typography>
        Invoice {payment.invoiceReference}
        {payment.authorised && `, authorised by ${payment.authorised.name}`}.
      </Typography>
      <LabelledInput
        id="paid-on"
        label="Paid on"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="The day the payment was made. For example 20/05/2026."
        {...form.field('paidOn')}
      />
      <LabelledInput
        id="finance-reference"
        label="Finance system reference"
        required
        autoComplete="off"
        hint="The payment's reference in the finance system, for example AP-884120."
        {...form.field('financeReference')}
      />
    </FormDialog>
  );
}
