import { BULK_RESULTS_PAGE_SIZE_DEFAULT, type BulkCaseOutcome, type BulkRunCase } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { OUTCOME_LABELS } from '../lib/bulk-run-words';

export type ResultsFilter = '' | Exclude<BulkCaseOutcome, 'PENDING'>;

const FILTERS: { value: ResultsFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'REFUSED', label: 'Refused' },
  { value: 'DONE', label: 'Done' },
];

const CHIP_COLOURS = { PENDING: 'default', DONE: 'success', REFUSED: 'warning' } as const;

type BulkRunResultsProps = {
  rows: readonly BulkRunCase[] | undefined;
  total: number;
  pageNo: number;
  filter: ResultsFilter;
  error: string | null;
  onPageNo: (pageNo: number) => void;
  onFilter: (filter: ResultsFilter) => void;
};

/** What became of each case of a run, with a link to it; refused ones say why. */
export function BulkRunResults({
  rows,
  total,
  pageNo,
  filter,
  error,
  onPageNo,
  onFilter,
}: BulkRunResultsProps) {
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Show cases"
        value={filter}
        onChange={(_, value: ResultsFilter | null) => value !== null && onFilter(value)}
      >
        {FILTERS.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            sx={{ minHeight: 44, px: 2, color: 'text.primary' }}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && <Alert severity="error">{error}</Alert>}
      {/* Fixed columns, words wrapping within them: as narrow as a phone, never wider. */}
      <Table size="small" aria-label="Cases of the bulk action" sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col" sx={{ width: '38%' }}>
              Case
            </TableCell>
            <TableCell scope="col" sx={{ width: '24%' }}>
              Result
            </TableCell>
            <TableCell scope="col">Why</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(rows ?? []).map((row) => (
            <TableRow key={row.caseId}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={paths.caseManager.edit(row.caseId)}>
                  {row.caseNumber}
                </Link>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={CHIP_COLOURS[row.outcome]}
                  label={OUTCOME_LABELS[row.outcome]}
                />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.reason ?? ''}</TableCell>
            </TableRow>
          ))}
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>
                <Typography sx={{ color: 'text.secondary', py: 1 }}>No cases to show.</Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={pageNo - 1}
        rowsPerPage={BULK_RESULTS_PAGE_SIZE_DEFAULT}
        rowsPerPageOptions={[]}
        onPageChange={(_, page) => onPageNo(page + 1)}
      />
    </Stack>
  );
}
