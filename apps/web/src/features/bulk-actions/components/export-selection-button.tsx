import { caseExportFileName, caseInsightEndpoints } from '@casekeeper/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { downloadFile } from '@/lib/api/download-file';
import type { ChosenCases } from '../lib/chosen-cases';
import { exportQueryOfSelection } from '../lib/export-query';

const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** The chosen cases as an Excel file: the case list's own export, of these cases only. */
export function ExportSelectionButton({ selection }: { selection: ChosenCases }) {
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    void downloadFile({
      endpoint: caseInsightEndpoints.export,
      query: exportQueryOfSelection(selection),
      fallbackName: caseExportFileName(ukToday()),
    })
      .then((download) => {
        if ('saved' in download) toast.success(`Saved ${download.saved.name}.`);
        else toast.error(`The export failed: ${download.failure.message}`);
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined aria-hidden />}
      onClick={start}
      disabled={busy}
      sx={{ minHeight: 44 }}
    >
      {busy ? 'Exporting…' : 'Export selection'}
    </Button>
  );
}
