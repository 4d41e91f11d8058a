import type { PaymentTotals as Totals } from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { DetailList, type Detail } from '@/components/detail-list';
import { formatPence } from '@/lib/money';

/** The approved grant and how much of it each stage holds, as a short statement, ending with what is left. */
export function PaymentTotals({ totals }: { totals: Totals }) {
  const details: Detail[] = [
    { label: 'Approved total', text: formatPence(totals.approvedTotalPence) },
    { label: 'Awaiting authorisation', text: formatPence(totals.requestedPence) },
    { label: 'Authorised', text: formatPence(totals.authorisedPence) },
    { label: 'Paid', text: formatPence(totals.paidPence) },
    {
      label: 'Left',
      text: (
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {formatPence(totals.leftPence)}
        </Typography>
      ),
    },
  ];
  return <DetailList details={details} rowGap={0.75} />;
}
