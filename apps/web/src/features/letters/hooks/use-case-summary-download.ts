import { caseSummaryFileName, endpointPath, letterEndpoints } from '@casekeeper/contract';
import { useCallback, useState } from 'react';
import { toApiFailure } from '@/lib/api/api-failure';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** The path of a case's summary under the API, from the contract's definition. */
const summaryPath = (caseId: number) => endpointPath(letterEndpoints.caseSummary, { caseId });

/** Reads a refused download's JSON envelope out of its Blob, for its message. */
async function failureMessage(error: unknown): Promise<string> {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (data instanceof Blob) {
    try {
      const parsed = JSON.parse(await data.text()) as { message?: string };
      if (parsed.message) return parsed.message;
    } catch {
      // not JSON: the status's own words follow
    }
  }
  return toApiFailure(error).message;
}

/** Downloads the case summary PDF with the session's token, saving it under its case number. */
export function useCaseSummaryDownload(caseId: number, caseNumber: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = useCallback(async () => {
    setBusy(true);
    setFailure(null);
    try {
      const response = await authenticatedClient.get<Blob>(summaryPath(caseId), { responseType: 'blob' });
      const url = URL.createObjectURL(response.data);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = caseSummaryFileName(caseNumber);
      link.rel = 'noopener';
      window.document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      setFailure(`The case summary could not be made: ${await failureMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }, [caseId, caseNumber]);
  return { download, busy, failure, dismiss: () => setFailure(null) };
}
