import type { Case } from '@casekeeper/contract';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { lazy, Suspense, useState } from 'react';
import { useCaseSummaryDownload } from '../hooks/use-case-summary-download';

// The dialog's code comes when it is first opened, not with the case page's first view.
const SendLetterDialog = lazy(() =>
  import('./send-letter-dialog').then((module) => ({ default: module.SendLetterDialog })),
);

/**
 * The case header's letter actions: "Send letter" for those who may change the case, and the case
 * summary PDF for whoever reads it.
 */
export function CaseLetterActions({ record }: { record: Case }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const summary = useCaseSummaryDownload(record.id, record.caseNumber);
  return (
    <>
      {record.can.edit && (
        <Button variant="outlined" startIcon={<MailOutlined />} onClick={() => setSending(true)}>
          Send letter
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlined />}
        aria-disabled={summary.busy}
        onClick={() => void (summary.busy ? undefined : summary.download())}
      >
        {summary.busy ? 'Making the summary…' : 'Case summary (PDF)'}
      </Button>
      {sending && (
        <Suspense fallback={null}>
          <SendLetterDialog
            caseId={record.id}
            onClose={() => setSending(false)}
            onSent={(message) => {
              setSending(false);
              setSent(message);
            }}
          />
        </Suspense>
      )}
      <Snackbar open={sent !== null} autoHideDuration={8000} onClose={() => setSent(null)}>
        <Alert severity="success" onClose={() => setSent(null)} variant="filled">
          {sent}
        </Alert>
      </Snackbar>
      <Snackbar open={summary.failure !== null} onClose={summary.dismiss}>
        <Alert severity="error" onClose={summary.dismiss} variant="filled">
          {summary.failure}
        </Alert>
      </Snackbar>
    </>
  );
}
