import type { YearAllocation } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatIsoDay } from '@/lib/format-date';
import { ChangeAmount } from './change-amount';

/** The year's in-year changes on a phone, oldest first: each its amount and day, why, and who recorded it. */
export function AllocationChangeCards({ allocation }: { allocation: YearAllocation }) {
  return (
    <Box
      component="ul"
      aria-label={`In-year changes to the allocation for ${allocation.label}`}
      sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {allocation.changes.map((change) => (
        <Box component="li" key={change.id} sx={{ py: 1.25, overflowWrap: 'anywhere' }}>
          <Typography sx={{ fontWeight: 700 }}>
            <ChangeAmount pence={change.amountPence} /> on {formatIsoDay(change.changedOn)}
          </Typography>
          <Typography>{change.reason}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Recorded by {change.recordedBy}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
