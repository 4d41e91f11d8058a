import type { MyWork } from '@casekeeper/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { formatPence } from '@/lib/money';
import { CaseLines } from './case-lines';
import { PartCard } from './part-card';

/**
 * Payments awaiting the person: to authorise (opening the list to authorise them), and their own
 * requests rejected lately (opening the case, to ask again or put it right).
 */
export function PaymentsPart({ payments }: { payments: MyWork['payments'] }) {
  return (
    <PartCard
      heading="Payments awaiting you"
      count={payments.count}
      shown={payments.items.length}
      empty="No payment awaits you."
      more={
        <Link component={RouterLink} to={paths.authority.paymentsToAuthorise}>
          Payments to authorise
        </Link>
      }
    >
      <CaseLines
        label="Payments awaiting you"
        lines={payments.items.map((item) =>
          item.reason === 'to-authorise'
            ? {
                key: `a${item.id}`,
                to: paths.authority.paymentsToAuthorise,
                title: `To authorise: ${formatPence(item.amountPence)}`,
                details: `${item.caseNumber} · ${item.clientName} · asked by ${item.by ?? 'someone'} on ${formatDate(item.at)}`,
              }
            : {
                key: `r${item.id}`,
                to: paths.caseManager.edit(item.caseId),
                title: `Rejected: ${formatPence(item.amountPence)}`,
                details: `${item.caseNumber} · ${item.clientName} · by ${item.by ?? 'someone'} on ${formatDate(item.at)}${item.rejectionReason ? `: ${item.rejectionReason}` : ''}`,
              },
        )}
      />
    </PartCard>
  );
}
