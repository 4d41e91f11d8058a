import { PAYMENT_MESSAGES, PAYMENTS_TO_AUTHORISE_MAX, type PaymentToAuthorise } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { ListPageHeader } from '@/components/data-list/list-page-header';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetPaymentsToAuthoriseQuery } from '../api/payments-api';
import { PaymentsToAuthoriseList } from '../components/payments-to-authorise-list';
import { RejectPaymentDialog } from '../components/reject-payment-dialog';
import { useAuthorisePayment } from '../hooks/use-authorise-payment';
import { useReadAgain } from '../hooks/use-read-again';
import type { PaymentAction } from '../lib/payment-actions';
import { PAYMENTS_READ_AGAIN } from '../lib/payment-words';

const HEADING = 'Payments to authorise';

/** How many await, in words, and how many of them the list shows when it cannot show them all. */
function countWords(shown: number, count: number): string {
  const awaiting = `${count} ${count === 1 ? 'payment awaits' : 'payments await'} your authorisation, oldest first.`;
  return shown < count ? `${awaiting} The oldest ${PAYMENTS_TO_AUTHORISE_MAX} are shown.` : awaiting;
}

/** A refusal to whoever may not authorise payments is no fault to try again: the server's words say why. */
function ListFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = toApiFailure(error);
  if (failure.status === 403) return <Alert severity="info">{failure.message}</Alert>;
  return <LoadFailure message={failure.message} onRetry={onRetry} />;
}

/**
 * /authority/payments-to-authorise (docs/payments.md): every payment of the authority awaiting
 * authorisation that the viewer may authorise (not their own requests), to authorise or reject
 * from the list itself. Whoever may not authorise payments is told so.
 */
export function PaymentsToAuthorisePage() {
  const list = useGetPaymentsToAuthoriseQuery();
  const { readAgain, onStale, dismiss } = useReadAgain(list.refetch);
  const authorise = useAuthorisePayment(onStale);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const items = list.data?.items ?? [];
  // Only while it still awaits: one decided meanwhile closes its dialog.
  const rejected = items.find((item) => item.payment.id === rejecting);

  const onAction = (action: PaymentAction, item: PaymentToAuthorise) => {
    if (action === 'authorise') authorise.ask(item.caseId, item.payment);
    else setRejecting(item.payment.id);
  };

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <ListPageHeader
        heading={HEADING}
        subheading={list.data && items.length > 0 ? countWords(items.length, list.data.count) : ' '}
      />
      <Stack spacing={2}>
        {readAgain && (
          <Alert severity="warning" onClose={dismiss}>
            {PAYMENTS_READ_AGAIN}
          </Alert>
        )}
        {list.error && !list.data ? (
          <ListFailure error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <PageLoading inline />
        ) : !list.data.mayAuthorise ? (
          <Alert severity="info">{PAYMENT_MESSAGES.mayNotAuthorise}</Alert>
        ) : items.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No payments await your authorisation.</Typography>
        ) : (
          <PaymentsToAuthoriseList items={items} onAction={onAction} busy={authorise.busy} />
        )}
      </Stack>
      {rejected && (
        <RejectPaymentDialog
          caseId={rejected.caseId}
          payment={rejected.payment}
          onClose={() => setRejecting(null)}
          onStale={onStale}
        />
      )}
      <ConfirmDialog {...authorise.dialogProps} />
    </Box>
  );
}
