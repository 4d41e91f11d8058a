import { PAYMENT_KIND_WORDS, type Payment, type PaymentToAuthorise } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import { DetailList } from '@/components/detail-list';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { formatPence } from '@/lib/money';
import type { PaymentAction } from '../lib/payment-actions';
import { payeeWords } from '../lib/payment-words';
import { InvoiceCell } from './invoice-cell';
import { PaymentActions } from './payment-actions';

type PaymentsToAuthoriseListProps = {
  items: readonly PaymentToAuthorise[];
  onAction: (action: PaymentAction, item: PaymentToAuthorise) => void;
  busy: string | null;
};

const DECISIONS = ['authorise', 'reject'] as const;

function CaseLink({ item }: { item: PaymentToAuthorise }) {
  return (
    <Link component={RouterLink} to={paths.caseManager.edit(item.caseId)} sx={{ fontWeight: 700 }}>
      {item.caseNumber}
    </Link>
  );
}

const requestedWords = (payment: Payment) => `${payment.requested.name}, ${formatDate(payment.requested.at)}`;

/**
 * The payments awaiting the viewer's authorisation, oldest first, each with all an authoriser
 * needs to decide without opening the case (which may not be theirs): a table on a wide
 * screen, a card each on a phone, with Authorise and Reject.
 */
export function PaymentsToAuthoriseList({ items, onAction, busy }: PaymentsToAuthoriseListProps) {
  const cards = useCardLayout();
  const actions = (item: PaymentToAuthorise) => (
    <PaymentActions
      payment={item.payment}
      actions={DECISIONS}
      onAction={(action) => onAction(action, item)}
      busy={busy}
    />
  );

  if (cards) {
    return (
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        aria-label="Payments to authorise"
      >
        {items.map((item) => (
          <Paper component="li" key={item.payment.id} variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <CaseLink item={item} />
                <Typography sx={{ fontWeight: 700 }}>{formatPence(item.payment.amountPence)}</Typography>
              </Stack>
              <DetailList
                details={[
                  { label: 'Client', text: item.clientName },
                  { label: 'Payment', text: PAYMENT_KIND_WORDS[item.payment.kind] },
                  { label: 'Paid to', text: payeeWords(item.payment) },
                  { label: 'Requested', text: requestedWords(item.payment) },
                  { label: 'Invoice', text: <InvoiceCell caseId={item.caseId} payment={item.payment} /> },
                  ...(item.payment.note ? [{ label: 'Note', text: item.payment.note }] : []),
                ]}
              />
              {actions(item)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Payments to authorise">
        <TableHead>
          <TableRow>
            <TableCell>Case</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Payment</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Paid to</TableCell>
            <TableCell>Requested</TableCell>
            <TableCell>Invoice</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.payment.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <CaseLink item={item} />
              </TableCell>
              <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>{item.clientName}</TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                {PAYMENT_KIND_WORDS[item.payment.kind]}
                {item.payment.note && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {item.payment.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPence(item.payment.amountPence)}
              </TableCell>
              <TableCell sx={{ minWidth: 140, overflowWrap: 'anywhere' }}>
                {payeeWords(item.payment)}
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>{requestedWords(item.payment)}</TableCell>
              <TableCell sx={{ minWidth: 120, maxWidth: 220 }}>
                <InvoiceCell caseId={item.caseId} payment={item.payment} />
              </TableCell>
              <TableCell sx={{ minWidth: 180 }}>{actions(item)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
