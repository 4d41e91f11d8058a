import {
  PAYEE_WORDS,
  PAYEES,
  PAYMENT_KIND_WORDS,
  PAYMENT_KINDS,
  PAYMENT_NOTE_MAX_LENGTH,
  type CasePayments,
  type Payment,
  type PaymentTotals,
} from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { LongTextField } from '@/components/long-text-field';
import { SelectInput } from '@/components/select-input';
import { UploadField } from '@/components/upload-field';
import { useChosenFile } from '@/lib/forms/use-chosen-file';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { formatPence, tidyPounds } from '@/lib/money';
import { useRequestPaymentMutation } from '../api/payments-api';
import { useInvoiceFile } from '../hooks/use-invoice-file';
import { usePaymentSave } from '../hooks/use-payment-save';
import { paymentFailure, StalePayments } from '../lib/payment-failure';
import { REQUEST_FORM_VALUES, requestFormSchema, type RequestFields } from '../lib/request-form';
import { InvoiceFileDialog } from './invoice-file-dialog';

type RequestPaymentDialogProps = {
  payments: CasePayments;
  totals: PaymentTotals;
  onClose: () => void;
  onStale: () => void;
};

const KIND_OPTIONS = [
  { value: '', label: 'Choose interim or final' },
  ...PAYMENT_KINDS.map((kind) => ({ value: kind, label: PAYMENT_KIND_WORDS[kind] })),
];
const PAYEE_OPTIONS = [
  { value: '', label: 'Choose who is paid' },
  ...PAYEES.map((payee) => ({ value: payee, label: PAYEE_WORDS[payee] })),
];

/** The invoice of a request saved but refused: the dialog then only attaches it. */
type Refused = { payment: Payment; file: File; error: string | null };

/**
 * Requests a payment against the approved grant: its kind, amount in pounds (at most what is
 * left), who is paid, the invoice's reference and the day the work was certified, and the invoice
 * itself if chosen (uploaded once the request is saved, with its progress).
 */
export function RequestPaymentDialog({ payments, totals, onClose, onStale }: RequestPaymentDialogProps) {
  const form = useContractForm({
    defaultValues: REQUEST_FORM_VALUES,
    schema: requestFormSchema(totals.leftPence),
  });
  const save = usePaymentSave(onStale, 'payment');
  const [requestPayment] = useRequestPaymentMutation();
  const { attach, progress } = useInvoiceFile(payments.caseId);
  const chosen = useChosenFile();
  const { file } = chosen;
  const [refused, setRefused] = useState<Refused | null>(null);
  const { caseId } = payments;
  const amount = form.field('amountPence');

  const send = async (fields: RequestFields) => {
    const { data } = await save(() =>
      requestPayment({ params: { caseId }, body: { payment: fields } }).unwrap(),
    );
    const known = new Set(payments.payments.map((payment) => payment.id));
    const requested = data.payments.find((payment) => !known.has(payment.id));
    if (file && requested) {
      try {
        await attach(requested.id, requested.version, file);
      } catch (error) {
        const failure = paymentFailure(error);
        const stale = failure instanceof StalePayments;
        if (stale) onStale();
        setRefused({
          payment: requested,
          file,
          error: stale ? null : (failure.fields.file ?? failure.message),
        });
        return;
      }
    }
    onClose();
  };

  if (refused) {
    return (
      <InvoiceFileDialog
        caseId={caseId}
        payment={payments.payments.find((payment) => payment.id === refused.payment.id) ?? refused.payment}
        onClose={onClose}
        onStale={onStale}
        notice="The payment is requested, but its invoice was not attached: see below, then attach it again."
        chosen={{ file: refused.file, error: refused.error }}
      />
    );
  }

  return (
    <FormDialog
      title="Request a payment"
      form={form}
      onSave={send}
      saveLabel="Request payment"
      onClose={onClose}
    >
      <SelectInput
        id="payment-kind"
        label="Kind of payment"
        required
        options={KIND_OPTIONS}
        hint="Once the final payment is requested, no further payment can be."
        {...form.field('kind')}
      />
      <LabelledInput
        id="payment-amount"
        label="Amount (£)"
        required
        inputMode="decimal"
        autoComplete="off"
        hint={`At most ${formatPence(totals.leftPence)}, what is left of the approved grant. For example 2,500.00.`}
        {...amount}
        onBlur={(event) => {
          amount.onBlur(event);
          form.setValue('amountPence', tidyPounds(event.target.value));
        }}
      />
      <SelectInput
        id="payment-payee"
        label="Paid to"
        required
        options={PAYEE_OPTIONS}
        {...form.field('payee')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id="payment-invoice-reference"
          label="Invoice reference"
          required
          autoComplete="off"
          hint="As written on the invoice."
          {...form.field('invoiceReference')}
        />
        <LabelledInput
          id="payment-certified-on"
          label="Work certified on"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="For example 14/05/2026."
          {...form.field('certifiedOn')}
        />
      </Stack>
      <LongTextField
        id="payment-note"
        label="Note"
        hint={`Optional. At most ${PAYMENT_NOTE_MAX_LENGTH} characters.`}
        {...form.field('note')}
      />
      <UploadField
        id="payment-invoice-file"
        label="Invoice"
        required={false}
        chosen={chosen}
        progress={progress}
      />
    </FormDialog>
  );
}
