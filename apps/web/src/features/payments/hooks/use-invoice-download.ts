import { paymentEndpoints } from '@casekeeper/contract';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { downloadFile } from '@/lib/api/download-file';

/**
 * Downloads a payment's invoice through the authenticated client (the API wants the bearer
 * token, so a plain link would not do), saved under its own name; a refusal is toasted.
 */
export function useInvoiceDownload() {
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = useCallback(async (caseId: number, paymentId: number, name: string) => {
    setDownloading(paymentId);
    const result = await downloadFile({
      endpoint: paymentEndpoints.downloadInvoiceFile,
      params: { caseId, paymentId },
      fallbackName: name,
    });
    setDownloading(null);
    if ('failure' in result) toast.error(result.failure.message);
  }, []);
  return { download, downloading };
}
