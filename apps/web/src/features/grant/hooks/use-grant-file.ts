import type { CaseGrant, grantEndpoints } from '@casekeeper/contract';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { useUpload } from '@/lib/forms/use-upload';
import { useWriteGrant } from '../api/grant-api';

/** Where the grant's documents go: a quote's, a variation's. */
export type GrantFileEndpoint = typeof grantEndpoints.quoteFile | typeof grantEndpoints.variationFile;

/**
 * Attaches a document to a quote or a variation (multipart, with its progress), on the grant's
 * `version`; the grant it answers goes into the read's cache, as every other change's does. A
 * refusal is thrown in a form's words (a file too large or of the wrong kind on the `file` field).
 */
export function useGrantFile(endpoint: GrantFileEndpoint, caseId: number) {
  const { upload, progress } = useUpload(endpoint);
  const writeGrant = useWriteGrant();
  const attach = useCallback(
    async (id: number, version: number, file: File): Promise<CaseGrant> => {
      const { data, message } = await upload({ id, version }, file, { caseId });
      writeGrant(data);
      toast.success(message);
      return data;
    },
    [upload, writeGrant, caseId],
  );
  return { attach, progress };
}
