import { DISPOSAL_KEEP_REASON_LABELS, type DisposalReviewRow } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';
import { dayInWords, statusName } from '../lib/disposal-words';

type ReviewTableProps = {
  rows: DisposalReviewRow[];
  selected: ReadonlySet<number>;
  onToggle: (caseId: number) => void;
  onToggleAll: (select: boolean) => void;
  onDispose: (row: DisposalReviewRow) => void;
  onKeep: (row: DisposalReviewRow) => void;
  disabled: boolean;
};

function stateInWords(row: DisposalReviewRow): string {
  if (row.state !== 'KEPT') return 'Waiting for a decision';
  const reason = row.keepReason ? DISPOSAL_KEEP_REASON_LABELS[row.keepReason] : '';
  return `Kept until ${dayInWords(row.keptUntil)} (${reason}${row.keepNote ? `: ${row.keepNote}` : ''})`;
}

/** The cases past their date, each with a box to choose it for a bulk disposal and its own actions. */
export function ReviewTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  onDispose,
  onKeep,
  disabled,
}: ReviewTableProps) {
  const all = rows.length > 0 && rows.every((row) => selected.has(row.caseId));
  const some = rows.some((row) => selected.has(row.caseId));
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Cases past their retention date"
      // Positioned, so the hidden "Actions" heading scrolls with the table instead of widening the page.
      sx={{ overflowX: 'auto', position: 'relative' }}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={some && !all}
                disabled={disabled || rows.length === 0}
                onChange={(event) => onToggleAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Choose every case on this page' } }}
              />
            </TableCell>
            <TableCell>Case</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Ended</TableCell>
            <TableCell>Due for disposal</TableCell>
            <TableCell>Officer</TableCell>
            <TableCell>Decision</TableCell>
            <TableCell>
              <Typography component="span" sx={SCREEN_READER_ONLY}>
                Actions
              </Typography>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.caseId} selected={selected.has(row.caseId)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.caseId)}
                  disabled={disabled}
                  onChange={() => onToggle(row.caseId)}
                  slotProps={{ input: { 'aria-label': `Choose case ${row.caseNumber}` } }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{row.caseNumber}</TableCell>
              <TableCell>{statusName(row.statusId)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayInWords(row.endedOn)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayInWords(row.dueOn)}</TableCell>
              <TableCell>{row.officerName ?? 'Nobody'}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>{stateInWords(row)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    disabled={disabled}
                    onClick={() => onKeep(row)}
                    aria-label={`Keep case ${row.caseNumber}`}
                  >
                    Keep
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={disabled}
                    onClick={() => onDispose(row)}
                    aria-label={`Dispose of case ${row.caseNumber}`}
                  >
                    Dispose
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
