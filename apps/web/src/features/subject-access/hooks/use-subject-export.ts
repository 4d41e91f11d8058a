import {
  subjectAccessEndpoints,
  subjectAccessFileName,
  type SubjectAccessExport,
} from '@casekeeper/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { downloadFile } from '@/lib/api/download-file';
import { londonDayOf } from '@/lib/london-day';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`;

/** Downloads the chosen records' ZIP with the session, saying how much has arrived while it streams. */
export function useSubjectExport() {
  const [received, setReceived] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = (chosen: SubjectAccessExport) => {
    setFailure(null);
    setReceived(0);
    void downloadFile({
      endpoint: subjectAccessEndpoints.export,
      body: chosen,
      fallbackName: subjectAccessFileName(londonDayOf(new Date())),
      onProgress: setReceived,
    })
      .then((result) => {
        if ('saved' in result)
          toast.success(`Saved ${result.saved.name} (${kilobytes(result.saved.bytes)}).`);
        else setFailure(`The export failed: ${result.failure.message}`);
      })
      .finally(() => setReceived(null));
  };

  return {
    download,
    failure,
    /** Bytes received while downloading; null when not. */
    received,
    progress: received === null ? null : `Preparing the ZIP… ${kilobytes(received)} received`,
  };
}
