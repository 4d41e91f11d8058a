import { spendEndpoints, spendExportFileName } from '@casekeeper/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { downloadFile } from '@/lib/api/download-file';

/** The year's Spend figures as an Excel workbook: the year, paid by month, by adaptation type. */
export function ExportSpendButton({ year }: { year: number }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const download = await downloadFile({
      endpoint: spendEndpoints.export,
      params: { year },
      fallbackName: spendExportFileName(year),
    });
    setBusy(false);
    if ('saved' in download) toast.success(`Saved ${download.saved.name}.`);
    else toast.error(`The export failed: ${download.failure.message}`);
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined aria-hidden />}
      onClick={() => void start()}
      loading={busy}
    >
      Export to Excel
    </Button>
  );
}
