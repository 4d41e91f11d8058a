import type { EndpointDefinition, StoredFile } from '@casekeeper/contract';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { downloadFile } from '@/lib/api/download-file';

type Filed = { id: number; file: StoredFile | null };

/**
 * Downloads a quote's or a variation's document through the authenticated client (the API wants
 * the bearer token, so a plain link would not do), saved under its own name; a refusal is toasted.
 * `downloading` names the record whose document is on its way.
 */
export function useGrantDownload<T extends Filed>(
  endpoint: EndpointDefinition,
  paramsOf: (record: T) => Record<string, number>,
  fallbackName: string,
) {
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = useCallback(
    async (record: T) => {
      setDownloading(record.id);
      const result = await downloadFile({
        endpoint,
        params: paramsOf(record),
        fallbackName: record.file?.name ?? fallbackName,
      });
      setDownloading(null);
      if ('failure' in result) toast.error(result.failure.message);
    },
    [endpoint, paramsOf, fallbackName],
  );
  return { download, downloading };
}
