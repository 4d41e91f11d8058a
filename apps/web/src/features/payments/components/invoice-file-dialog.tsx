import type { Payment } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { z } from 'zod';
import { FileDropZone } from '@/components/file-drop-zone';
import { FormDialog } from '@/components/form-dialog';
import { UploadProgress } from '@/components/upload-progress';
import { fileProblem } from '@/lib/files/file-checks';
import { SubmitFailure } from '@/lib/forms/form-failure';
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
  chosen?: { file: File; error: string | null };
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
  const [file, setFile] = useState<File | null>(chosen?.file ?? null);
  const [fileError, setFileError] = useState<string | null>(chosen?.error ?? null);

  const choose = (picked: File) => {
    const problem = fileProblem(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
  };

  const send = async () => {
    if (!file) {
      setFileError('Choose the invoice to attach');
      throw new SubmitFailure({ message: '', fields: {} });
    }
    try {
      await attach(payment.id, payment.version, file);
    } catch (error) {
      const failure = paymentFailure(error);
      if (failure instanceof StalePayments) onStale();
      else if (failure.fields.file) setFileError(failure.fields.file);
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
      <FileDropZone
        id="invoice-file"
        label={payment.invoiceFile ? `Invoice (replaces ${payment.invoiceFile.name})` : 'Invoice'}
        file={file}
        onChoose={choose}
        error={fileError ?? undefined}
        disabled={progress !== null && progress < 1}
      />
      {progress !== null && file && <UploadProgress fileName={file.name} share={progress} />}
    </FormDialog>
  );
}
