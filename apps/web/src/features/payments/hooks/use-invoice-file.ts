import { paymentEndpoints, type CasePayments } from '@casekeeper/contract';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { useUpload } from '@/lib/forms/use-upload';
import { useWritePayments } from '../api/payments-api';

/**
 * Attaches a payment's invoice (multipart, with its progress), on the payment's `version`; the
 * payments it answers go into the read's cache, as every other change's do. A refusal is thrown
 * in a form's words (a file too large or of the wrong kind on the `file` field).
 */
export function useInvoiceFile(caseId: number) {
  const { upload, progress } = useUpload(paymentEndpoints.invoiceFile);
  const writePayments = useWritePayments();
  const attach = useCallback(
    async (paymentId: number, version: number, file: File): Promise<CasePayments> => {
      const { data, message } = await upload({ id: paymentId, version }, file, { caseId });
      writePayments(data);
      toast.success(message);
      return data;
    },
    [upload, writePayments, caseId],
  );
  return { attach, progress };
}
