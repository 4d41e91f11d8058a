import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSidewaysScrollRegion } from '@/components/data-list/use-sideways-scroll-region';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';

/** A count and the case list of exactly what it counts. */
export type LinkedCount = { count: number; href: string };

/** One row: what it is about, its met and missed counts, and (for people) its working days. */
export type ClockFigureRow = {
  key: string;
  label: string;
  met: LinkedCount;
  missed: LinkedCount;
  days?: { median: number | null; p90: number | null };
};

export const countText = (count: number) => count.toLocaleString('en-GB');

/** Working days to one decimal place; none as a dash that is read out as "none". */
export function DaysText({ days }: { days: number | null }) {
  if (days === null) {
    return (
      <>
        <span aria-hidden>–</span>
        <Box component="span" sx={SCREEN_READER_ONLY}>
          none
        </Box>
      </>
    );
  }
  return <>{days.toLocaleString('en-GB', { maximumFractionDigits: 1 })}</>;
}

function CountLink({ count, href }: LinkedCount) {
  return (
    <Link component={RouterLink} to={href}>
      {countText(count)}
    </Link>
  );
}

type ClockFiguresTableProps = {
  caption: string;
  /** The first column's heading: Month, Officer, Contractor. */
  about: string;
  rows: ClockFigureRow[];
  withDays?: boolean;
  empty: string;
};

/** Met and missed (and working days) by month or by person, each count opening its cases. */
export function ClockFiguresTable({ caption, about, rows, withDays = false, empty }: ClockFiguresTableProps) {
  const scroller = useSidewaysScrollRegion<HTMLDivElement>(caption);
  if (rows.length === 0) return <Typography sx={{ py: 1 }}>{empty}</Typography>;
  const numeric = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <Box ref={scroller} sx={{ overflowX: 'auto', mt: 1 }}>
      <Table size="small" sx={{ '& th, & td': { px: 1 } }}>
        <Box component="caption" sx={SCREEN_READER_ONLY}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{about}</TableCell>
            <TableCell scope="col" sx={numeric}>
              Met
            </TableCell>
            <TableCell scope="col" sx={numeric}>
              Missed
            </TableCell>
            {withDays && (
              <>
                <TableCell scope="col" sx={numeric}>
                  Median days
                </TableCell>
                <TableCell scope="col" sx={numeric}>
                  90th percentile
                </TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell sx={numeric}>
                <CountLink {...row.met} />
              </TableCell>
              <TableCell sx={numeric}>
                <CountLink {...row.missed} />
              </TableCell>
              {withDays && (
                <>
                  <TableCell sx={numeric}>
                    <DaysText days={row.days?.median ?? null} />
                  </TableCell>
                  <TableCell sx={numeric}>
                    <DaysText days={row.days?.p90 ?? null} />
                  </TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
