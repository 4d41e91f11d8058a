import type { Case } from '@casekeeper/contract';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { lazy, Suspense, useState } from 'react';
import type { ActionsBar, PageAction } from '@/components/action-bar';
import { useCaseSummaryDownload } from '../hooks/use-case-summary-download';

// The dialog's code comes when it is first opened, not with the case page's first view.
const SendLetterDialog = lazy(() =>
  import('./send-letter-dialog').then((module) => ({ default: module.SendLetterDialog })),
);

/**
 * The case header's letter actions, handed to its bar: "Send letter" for those who may change the
 * case, and the case summary PDF for whoever reads it; beside the bar, what they open.
 */
export function CaseLetterActions({ record, bar }: { record: Case; bar: ActionsBar }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const summary = useCaseSummaryDownload(record.id, record.caseNumber);
  const actions: PageAction[] = [
    ...(record.can.edit
      ? [{ label: 'Send letter', icon: <MailOutlined />, onSelect: () => setSending(true) }]
      : []),
    {
      label: 'Case summary (PDF)',
      icon: <PictureAsPdfOutlined />,
      busyLabel: summary.busy ? 'Making the summary…' : null,
      onSelect: () => void summary.download(),
    },
  ];
  return (
    <>
      {bar(actions)}
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
