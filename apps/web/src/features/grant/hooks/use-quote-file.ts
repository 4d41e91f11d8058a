import { grantEndpoints, type CaseGrant } from '@casekeeper/contract';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { useUpload } from '@/lib/forms/use-upload';
import { useWriteGrant } from '../api/grant-api';

/**
 * Attaches a quote's document (multipart, with its progress), on the grant's `version`; the grant
 * it answers goes into the read's cache, as every other change's does. A refusal is thrown in a
 * form's words (a file too large or of the wrong kind on the `file` field).
 */
export function useQuoteFile(caseId: number) {
  const { upload, progress } = useUpload(grantEndpoints.quoteFile);
  const writeGrant = useWriteGrant();
  const attach = useCallback(
    async (quoteId: number, version: number, file: File): Promise<CaseGrant> => {
      const { data, message } = await upload({ id: quoteId, version }, file, { caseId });
      writeGrant(data);
      toast.success(message);
      return data;
    },
    [upload, writeGrant, caseId],
  );
  return { attach, progress };
}
