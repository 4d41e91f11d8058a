import type { CaseDocument } from '@casekeeper/contract';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { toApiFailure } from '@/lib/api/api-failure';
import { authenticatedClient } from '@/lib/api/authenticated-client';
import { invalidateCaseDocuments } from '../api/case-documents-api';

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

/**
 * A document's bytes through its own download route (with the session's token): to save, or to
 * preview in the page. Opening what the applicant sent marks it seen, so the list is read again.
 */
export function useDocumentFile(caseId: number) {
  const dispatch = useDispatch();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const fetchBlob = useCallback(
    async (document: CaseDocument): Promise<Blob | null> => {
      setBusy(document.key);
      setFailure(null);
      try {
        const response = await authenticatedClient.get<Blob>(document.downloadPath, { responseType: 'blob' });
        if (document.isNew) dispatch(invalidateCaseDocuments(caseId));
        return response.data;
      } catch (error) {
        setFailure(`${document.fileName} could not be opened: ${await failureMessage(error)}`);
        return null;
      } finally {
        setBusy(null);
      }
    },
    [caseId, dispatch],
  );

  const save = useCallback(
    async (document: CaseDocument) => {
      const blob = await fetchBlob(document);
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = document.fileName;
      link.rel = 'noopener';
      window.document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    [fetchBlob],
  );

  return { fetchBlob, save, busy, failure, clearFailure: () => setFailure(null) };
}
