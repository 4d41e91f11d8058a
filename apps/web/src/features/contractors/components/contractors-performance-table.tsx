import type { ContractorPerformance } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { medianText, onTimeText, variationsText } from '../lib/performance-words';

const COLUMNS = [
  'Contractor',
  'Quotes given',
  'Accepted',
  'Jobs ordered',
  'Finished',
  'Median time',
  'On time',
  'Variations',
] as const;

const CAPTION = "Contractors' performance";

/**
 * The contractors' figures side by side. On a narrow screen the table scrolls sideways in a
 * region of its own, which a keyboard can reach and scroll, so no column is dropped.
 */
export function ContractorsPerformanceTable({ rows }: { rows: readonly ContractorPerformance[] }) {
  return (
    <Box
      role="region"
      aria-label={`${CAPTION} (scrolls sideways)`}
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <Table size="small" aria-label={CAPTION} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column, index) => (
              <TableCell key={column} component="th" scope="col" align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.contractorId}>
              <TableCell component="th" scope="row">
                {row.active ? row.name : `${row.name} (inactive)`}
              </TableCell>
              <TableCell align="right">{row.quotesGiven}</TableCell>
              <TableCell align="right">{row.quotesAccepted}</TableCell>
              <TableCell align="right">{row.jobs}</TableCell>
              <TableCell align="right">{row.finished}</TableCell>
              <TableCell align="right">{medianText(row)}</TableCell>
              <TableCell align="right">{onTimeText(row)}</TableCell>
              <TableCell align="right">{variationsText(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
