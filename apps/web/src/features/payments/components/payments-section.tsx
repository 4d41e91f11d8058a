import type { Payment } from '@casekeeper/contract';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/data-list/confirm-dialog';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { anyBeingChecked, useRereadWhileChecked } from '@/lib/files/use-reread-while-checked';
import { useGetCasePaymentsQuery } from '../api/payments-api';
import { useAuthorisePayment } from '../hooks/use-authorise-payment';
import { useReadAgain } from '../hooks/use-read-again';
import { paymentActions, type PaymentAction } from '../lib/payment-actions';
import { PAYMENTS_READ_AGAIN } from '../lib/payment-words';
import { InvoiceFileDialog } from './invoice-file-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import { PaymentTotals } from './payment-totals';
import { PaymentsList } from './payments-list';
import { RejectPaymentDialog } from './reject-payment-dialog';
import { RequestPaymentDialog } from './request-payment-dialog';

type Open = { kind: 'request' } | { kind: Exclude<PaymentAction, 'authorise'>; paymentId: number } | null;

const HEADING = 'Payments';

/**
 * The payments of the case's approved grant (docs/payments.md): the totals, each payment with who
 * requested, authorised or rejected and paid it, and what the viewer may do, as the server says
 * (`can`). Until the grant is approved there is nothing to pay against, and it says so.
 */
export function PaymentsSection({ caseId }: { caseId: number }) {
  const query = useGetCasePaymentsQuery({ params: { caseId } });
  const payments = query.data;
  const { readAgain, onStale, dismiss } = useReadAgain(query.refetch);
  useRereadWhileChecked(
    anyBeingChecked(payments?.payments.map((payment) => payment.invoiceFile) ?? []),
    query.refetch,
  );
  const authorise = useAuthorisePayment(onStale);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);

  if (query.error && !payments) {
    return (
      <SectionCard heading={HEADING}>
        <LoadFailure
          message={`The payments could not be loaded: ${toApiFailure(query.error).message}`}
          onRetry={() => void query.refetch()}
        />
      </SectionCard>
    );
  }
  if (!payments) {
    return (
      <SectionCard heading={HEADING}>
        <PageLoading inline />
      </SectionCard>
    );
  }
  const { totals, can } = payments;
  if (!totals) {
    return (
      <SectionCard heading={HEADING}>
        <Typography sx={{ color: 'text.secondary' }}>
          Payments can be requested once the grant is approved.
        </Typography>
      </SectionCard>
    );
  }

  const onAction = (action: PaymentAction, payment: Payment) => {
    if (action === 'authorise') authorise.ask(caseId, payment);
    else setOpen({ kind: action, paymentId: payment.id });
  };
  // A dialog stays open only while its payment still offers it: one decided meanwhile closes it.
  const chosen =
    open && open.kind !== 'request'
      ? payments.payments.find(
          (payment) => payment.id === open.paymentId && paymentActions(payment, can).includes(open.kind),
        )
      : undefined;

  return (
    <SectionCard heading={HEADING}>
      {readAgain && (
        <Alert severity="warning" onClose={dismiss}>
          {PAYMENTS_READ_AGAIN}
        </Alert>
      )}
      <PaymentTotals totals={totals} />
      {can.request && (
        <Button
          variant="outlined"
          startIcon={<Add aria-hidden />}
          onClick={() => setOpen({ kind: 'request' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          Request a payment
        </Button>
      )}
      <PaymentsList
        caseId={caseId}
        payments={payments.payments}
        can={can}
        onAction={onAction}
        busy={authorise.busy}
      />

      {open?.kind === 'request' && (
        <RequestPaymentDialog payments={payments} totals={totals} onClose={close} onStale={onStale} />
      )}
      {chosen && open?.kind === 'reject' && (
        <RejectPaymentDialog caseId={caseId} payment={chosen} onClose={close} onStale={onStale} />
      )}
      {chosen && open?.kind === 'markPaid' && (
        <MarkPaidDialog caseId={caseId} payment={chosen} onClose={close} onStale={onStale} />
      )}
      {chosen && open?.kind === 'attach' && (
        <InvoiceFileDialog caseId={caseId} payment={chosen} onClose={close} onStale={onStale} />
      )}
      <ConfirmDialog {...authorise.dialogProps} />
    </SectionCard>
  );
}
