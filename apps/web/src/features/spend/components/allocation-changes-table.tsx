import type { YearAllocation } from '@casekeeper/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatIsoDay } from '@/lib/format-date';
import { ChangeAmount } from './change-amount';

/** The year's in-year changes as a table, oldest first: the day, more or less, why, and who recorded it. */
export function AllocationChangesTable({ allocation }: { allocation: YearAllocation }) {
  return (
    <Table size="small" aria-label={`In-year changes to the allocation for ${allocation.label}`}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Date
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Change
          </TableCell>
          <TableCell component="th" scope="col">
            Reason
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {allocation.changes.map((change) => (
          <TableRow key={change.id} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatIsoDay(change.changedOn)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <ChangeAmount pence={change.amountPence} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {change.reason}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Recorded by {change.recordedBy}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
