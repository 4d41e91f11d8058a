import type { Payment } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentAction } from '../lib/payment-actions';
import { paymentInWords } from '../lib/payment-words';

type PaymentActionsProps = {
  payment: Payment;
  actions: readonly PaymentAction[];
  onAction: (action: PaymentAction, payment: Payment) => void;
  /** The change running, if any (`authorise-12`): its button says so. */
  busy: string | null;
  /** Said above the buttons: why one expected is not offered (one's own request). */
  note?: string | null;
};

const LABELS: Record<PaymentAction, string> = {
  authorise: 'Authorise',
  reject: 'Reject',
  markPaid: 'Mark paid',
  attach: 'Attach invoice',
};

/** The buttons of one payment, each named with the payment it acts on for screen readers. */
export function PaymentActions({ payment, actions, onAction, busy, note }: PaymentActionsProps) {
  const what = paymentInWords(payment);
  const label = (action: PaymentAction) =>
    action === 'attach' && payment.invoiceFile ? 'Replace invoice' : LABELS[action];
  return (
    <Stack spacing={1}>
      {note && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
      {actions.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'authorise' || action === 'markPaid' ? 'contained' : 'outlined'}
              color={action === 'reject' ? 'error' : 'primary'}
              aria-label={`${label(action)}: the payment of ${what}`}
              aria-disabled={busy !== null}
              onClick={() => busy === null && onAction(action, payment)}
            >
              {busy === `${action}-${payment.id}` ? 'Working…' : label(action)}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
