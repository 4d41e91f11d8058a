import { grantEndpoints, type Quote } from '@casekeeper/contract';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { downloadFile } from '@/lib/api/download-file';

/**
 * Downloads a quote's document through the authenticated client (the API wants the bearer token,
 * so a plain link would not do), saved under its own name; a refusal is toasted.
 */
export function useQuoteDownload(caseId: number) {
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = useCallback(
    async (quote: Quote) => {
      setDownloading(quote.id);
      const result = await downloadFile({
        endpoint: grantEndpoints.downloadQuoteFile,
        params: { caseId, quoteId: quote.id },
        fallbackName: quote.file?.name ?? 'quote',
      });
      setDownloading(null);
      if ('failure' in result) toast.error(result.failure.message);
    },
    [caseId],
  );
  return { download, downloading };
}
