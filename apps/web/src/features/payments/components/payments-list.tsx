import { PAYMENT_KIND_WORDS, type Payment } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import { DetailList } from '@/components/detail-list';
import { formatIsoDay } from '@/lib/format-date';
import { formatPence } from '@/lib/money';
import {
  ownRequestWords,
  paymentActions,
  type PaymentAbilities,
  type PaymentAction,
} from '../lib/payment-actions';
import { payeeWords } from '../lib/payment-words';
import { InvoiceCell } from './invoice-cell';
import { PaymentActions } from './payment-actions';
import { PaymentHistory } from './payment-history';
import { PaymentStateChip } from './payment-state-chip';

type PaymentsListProps = {
  caseId: number;
  payments: readonly Payment[];
  can: PaymentAbilities;
  onAction: (action: PaymentAction, payment: Payment) => void;
  busy: string | null;
};

function Kind({ payment }: { payment: Payment }) {
  return (
    <>
      <Typography sx={{ fontWeight: 700 }}>{PAYMENT_KIND_WORDS[payment.kind]}</Typography>
      {payment.note && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {payment.note}
        </Typography>
      )}
    </>
  );
}

/**
 * A case's payments, oldest first: a table on a wide screen, a card each on a phone; each with
 * its state, who did what and when, and the buttons the viewer is offered.
 */
export function PaymentsList({ caseId, payments, can, onAction, busy }: PaymentsListProps) {
  const cards = useCardLayout();
  if (payments.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No payments are requested yet.</Typography>;
  }

  const actions = (payment: Payment) => (
    <PaymentActions
      payment={payment}
      actions={paymentActions(payment, can)}
      onAction={onAction}
      busy={busy}
      note={ownRequestWords(payment, can)}
    />
  );
  const offersAny = payments.some(
    (payment) => paymentActions(payment, can).length > 0 || ownRequestWords(payment, can) !== null,
  );

  if (cards) {
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Payments">
        {payments.map((payment) => (
          <Paper component="li" key={payment.id} variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Kind payment={payment} />
                </Box>
                <PaymentStateChip state={payment.state} />
              </Stack>
              <DetailList
                details={[
                  { label: 'Amount', text: formatPence(payment.amountPence) },
                  { label: 'Paid to', text: payeeWords(payment) },
                  { label: 'Invoice', text: <InvoiceCell caseId={caseId} payment={payment} /> },
                  { label: 'Certified', text: formatIsoDay(payment.certifiedOn) },
                ]}
              />
              <PaymentHistory payment={payment} />
              {actions(payment)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Payments">
        <TableHead>
          <TableRow>
            <TableCell>Payment</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Paid to</TableCell>
            <TableCell>Invoice</TableCell>
            <TableCell>State, who and when</TableCell>
            {offersAny && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell sx={{ minWidth: 140 }}>
                <Kind payment={payment} />
                <Typography variant="body2" color="text.secondary">
                  Certified {formatIsoDay(payment.certifiedOn)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPence(payment.amountPence)}
              </TableCell>
              <TableCell sx={{ minWidth: 140, overflowWrap: 'anywhere' }}>{payeeWords(payment)}</TableCell>
              <TableCell sx={{ minWidth: 120, maxWidth: 220 }}>
                <InvoiceCell caseId={caseId} payment={payment} />
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
                  <PaymentStateChip state={payment.state} />
                  <PaymentHistory payment={payment} />
                </Stack>
              </TableCell>
              {offersAny && <TableCell sx={{ minWidth: 160 }}>{actions(payment)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
