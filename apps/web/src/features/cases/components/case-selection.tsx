import { BULK_CASE_IDS_MAX, type CaseListRow } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RecordColumn } from '@/components/data-list/record-column';
import type { CaseListSelection, CaseSelectionState } from '../hooks/use-case-selection';
import { clientName } from './case-list-columns';

/** What the case list shows beside the chosen cases: the bulk actions (given by the app). */
export type BulkToolbar = (selection: CaseListSelection) => ReactNode;

const rowLabel = (row: CaseListRow) => `Select case ${row.caseNumber}, ${clientName(row)}`;

/** A row's tick box: 44 px square on phones as on desktops. */
export function CaseTickBox({ row, selection }: { row: CaseListRow; selection: CaseSelectionState }) {
  return (
    <Checkbox
      checked={selection.isChosen(row.id)}
      disabled={selection.allMatching}
      onChange={() => selection.toggle(row.id)}
      slotProps={{ input: { 'aria-label': rowLabel(row) } }}
      sx={{ width: 44, height: 44, m: -1 }}
    />
  );
}

/** The table's first column: a tick box per case. */
export const selectionColumn = (selection: CaseSelectionState): RecordColumn<CaseListRow> => ({
  field: 'select',
  headerName: 'Select',
  width: 72,
  renderCell: ({ row }) => <CaseTickBox row={row} selection={selection} />,
});

type SelectionBarProps = {
  rows: readonly CaseListRow[];
  total: number | undefined;
  selection: CaseSelectionState;
  toolbar: BulkToolbar;
};

/**
 * Above the list: tick every case of the page, then every case the filter lists; how many are
 * chosen, with the bulk actions once any are.
 */
export function CaseSelectionBar({ rows, total, selection, toolbar }: SelectionBarProps) {
  const pageIds = rows.map((row) => row.id);
  const ticked = pageIds.filter((id) => selection.isChosen(id)).length;
  const wholePage = pageIds.length > 0 && ticked === pageIds.length;
  const { bulk } = selection;
  const mayChooseAll = wholePage && !selection.allMatching && total !== undefined && total > pageIds.length;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1, md: 2 }}
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <FormControlLabel
          label="Select all on this page"
          sx={{ minHeight: 44, mr: 0 }}
          control={
            <Checkbox
              checked={wholePage}
              indeterminate={ticked > 0 && !wholePage}
              disabled={pageIds.length === 0 || selection.allMatching}
              onChange={(event) => selection.setPage(pageIds, event.target.checked)}
            />
          }
        />
        {mayChooseAll && (
          <Button onClick={selection.selectAllMatching} sx={{ minHeight: 44 }}>
            Select all {total.toLocaleString('en-GB')} cases that match
          </Button>
        )}
        {bulk.count > 0 && (
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {bulk.allMatching
              ? `All ${bulk.count.toLocaleString('en-GB')} matching cases selected`
              : `${bulk.count.toLocaleString('en-GB')} selected`}
          </Typography>
        )}
        {bulk.count > 0 && (
          <Button onClick={selection.clear} sx={{ minHeight: 44 }}>
            Clear selection
          </Button>
        )}
        {!bulk.allMatching && bulk.count > BULK_CASE_IDS_MAX && (
          <Typography sx={{ color: 'error.main' }}>
            Tick at most {BULK_CASE_IDS_MAX} cases, or select all that match.
          </Typography>
        )}
      </Stack>
      {bulk.count > 0 && <Stack sx={{ pt: 1 }}>{toolbar(bulk)}</Stack>}
    </Paper>
  );
}
