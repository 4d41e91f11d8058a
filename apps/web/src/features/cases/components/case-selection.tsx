import type { CaseListRow } from '@casekeeper/contract';
import Checkbox from '@mui/material/Checkbox';
import type { ReactNode } from 'react';
import type { RecordColumn } from '@/components/data-list/record-column';
import type { CaseListSelection, CaseSelectionState } from '../hooks/use-case-selection';
import { clientName } from './case-list-columns';

/** What the case list shows beside the chosen cases: the bulk actions (given by the app). */
export type BulkToolbar = (selection: CaseListSelection) => ReactNode;

export const SELECT_PAGE_LABEL = 'Select all on this page';

const rowLabel = (row: CaseListRow) => `Select case ${row.caseNumber}, ${clientName(row)}`;

/** A 44 px square tick box, on phones as on desktops, level with the text beside it. */
const TICK_BOX_SX = { width: 44, height: 44, m: -1 } as const;

/** A row's tick box. */
export function CaseTickBox({ row, selection }: { row: CaseListRow; selection: CaseSelectionState }) {
  return (
    <Checkbox
      checked={selection.isChosen(row.id)}
      disabled={selection.allMatching}
      onChange={() => selection.toggle(row.id)}
      slotProps={{ input: { 'aria-label': rowLabel(row) } }}
      sx={TICK_BOX_SX}
    />
  );
}

type PageTickBoxProps = {
  rows: readonly CaseListRow[];
  selection: CaseSelectionState;
  /** Its name when no words stand beside it (in the table's header). */
  ariaLabel?: string;
};

/**
 * Ticks every case of the page, or none: ticked when all of them are, half-ticked (mixed) when
 * some are. Once every case that matches is chosen, it stays ticked until the choice is cleared.
 */
export function PageTickBox({ rows, selection, ariaLabel }: PageTickBoxProps) {
  const pageIds = rows.map((row) => row.id);
  const ticked = pageIds.filter((id) => selection.isChosen(id)).length;
  const wholePage = pageIds.length > 0 && ticked === pageIds.length;
  return (
    <Checkbox
      checked={wholePage}
      indeterminate={ticked > 0 && !wholePage}
      disabled={pageIds.length === 0 || selection.allMatching}
      onChange={(event) => selection.setPage(pageIds, event.target.checked)}
      slotProps={{ input: ariaLabel ? { 'aria-label': ariaLabel } : {} }}
      sx={TICK_BOX_SX}
    />
  );
}

/** The table's first column: a tick box per case, and one in its header for the whole page. */
export const selectionColumn = (
  selection: CaseSelectionState,
  rows: readonly CaseListRow[],
): RecordColumn<CaseListRow> => ({
  field: 'select',
  headerName: 'Select',
  width: 72,
  renderHeader: () => <PageTickBox rows={rows} selection={selection} ariaLabel={SELECT_PAGE_LABEL} />,
  renderCell: ({ row }) => <CaseTickBox row={row} selection={selection} />,
});
