import { actionItemEndpoints, type ActionItem } from '@casekeeper/contract';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { downloadFile } from '@/lib/api/download-file';

/**
 * Downloads an item's file through the authenticated client (the API wants the bearer token, so
 * a plain link would not do) and saves it under its own name; a refusal is toasted.
 */
export function useItemDownload() {
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = useCallback(async (item: ActionItem) => {
    setDownloading(item.id);
    const result = await downloadFile({
      endpoint: actionItemEndpoints.download,
      params: { id: item.id },
      fallbackName: item.file?.name ?? 'file',
    });
    setDownloading(null);
    if ('failure' in result) toast.error(result.failure.message);
  }, []);
  return { download, downloading };
}
