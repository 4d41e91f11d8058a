import type { Payment } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { UploadField } from '@/components/upload-field';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { useChosenFile, type FirstFile } from '@/lib/forms/use-chosen-file';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useInvoiceFile } from '../hooks/use-invoice-file';
import { paymentFailure, StalePayments } from '../lib/payment-failure';
import { paymentInWords } from '../lib/payment-words';

type InvoiceFileDialogProps = {
  caseId: number;
  /** The payment as it is now: read again after a refusal, its version with it. */
  payment: Payment;
  onClose: () => void;
  onStale: () => void;
  /** Why the dialog opened, when not asked for: a request saved whose invoice was refused. */
  notice?: string;
  /** A file already chosen, with why it was refused, to choose again or send again. */
  chosen?: FirstFile;
};

const NO_FIELDS = z.object({});

/** Attaches the payment's invoice, replacing any earlier one: chosen or dropped, checked, then uploaded. */
export function InvoiceFileDialog({
  caseId,
  payment,
  onClose,
  onStale,
  notice,
  chosen,
}: InvoiceFileDialogProps) {
  const form = useContractForm({ defaultValues: {}, schema: NO_FIELDS });
  const { attach, progress } = useInvoiceFile(caseId);
  const picked = useChosenFile(chosen);
  const { file } = picked;

  const send = async () => {
    if (!file) {
      picked.setError('Choose the invoice to attach');
      throw new SubmitFailure({ message: '', fields: {} });
    }
    try {
      await attach(payment.id, payment.version, file);
    } catch (error) {
      const failure = paymentFailure(error);
      if (failure instanceof StalePayments) onStale();
      else if (failure.fields.file) picked.setError(failure.fields.file);
      throw failure;
    }
    onClose();
  };

  return (
    <FormDialog
      title={`Attach the invoice of the payment of ${paymentInWords(payment)}`}
      form={form}
      onSave={send}
      saveLabel="Attach invoice"
      onClose={onClose}
      notice={notice && <Alert severity="warning">{notice}</Alert>}
    >
      <UploadField
        id="invoice-file"
        label={payment.invoiceFile ? `Invoice (replaces ${payment.invoiceFile.name})` : 'Invoice'}
        chosen={picked}
        progress={progress}
      />
    </FormDialog>
  );
}
