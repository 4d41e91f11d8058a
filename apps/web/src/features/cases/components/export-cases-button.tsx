import { caseExportFileName, caseInsightEndpoints } from '@casekeeper/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { downloadFile } from '@/lib/api/download-file';
import { type CaseListView, exportQueryOf } from '../lib/case-list-address';

/** Today in the UK, YYYY-MM-DD: the name the file falls back to. */
const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-GB')} KB`;

/**
 * Exports exactly the list on screen (its filter and order, every page) as an Excel file. The
 * button shows the bytes received while the server streams it, and can stop it.
 */
export function ExportCasesButton({ view, total }: { view: CaseListView; total: number | undefined }) {
  const [received, setReceived] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = received !== null;

  const start = () => {
    const controller = new AbortController();
    abort.current = controller;
    setReceived(0);
    void downloadFile({
      endpoint: caseInsightEndpoints.export,
      query: exportQueryOf(view),
      fallbackName: caseExportFileName(ukToday()),
      onProgress: setReceived,
      signal: controller.signal,
    })
      .then((download) => {
        if ('saved' in download) {
          toast.success(`Saved ${download.saved.name} (${kilobytes(download.saved.bytes)}).`);
        } else if (!controller.signal.aborted) {
          toast.error(`The export failed: ${download.failure.message}`);
        }
      })
      .finally(() => setReceived(null));
  };

  if (busy) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          Exporting… {kilobytes(received)} received
        </Typography>
        <Button variant="outlined" onClick={() => abort.current?.abort()}>
          Stop export
        </Button>
      </Stack>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined aria-hidden />}
      onClick={start}
      disabled={total === 0}
    >
      Export to Excel
    </Button>
  );
}
