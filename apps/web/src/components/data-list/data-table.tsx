import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { CELL_PADDING_X, ColumnGroup, leastTableWidth } from './column-widths';
import { DataTableHead, type TableSort } from './data-table-head';
import { DataTableRows, useRowActions } from './data-table-rows';
import type { RecordColumn } from './record-column';
import { actionsColumnWidth } from './row-action-buttons';
import type { RowAction } from './row-actions';
import { useSidewaysScrollRegion } from './use-sideways-scroll-region';

const NO_ROWS: never[] = [];

/**
 * A header's sort arrow sits in the padding beside its words (and the next column's, 12 + 12 px
 * for an 18 px arrow) instead of taking room from them: narrow columns keep their header on one
 * line, and showing the arrow (on hover, or when sorted) moves nothing. A right-aligned header has
 * its arrow on the left. The last column, always the actions, has none.
 */
const SORT_ARROW_BESIDE_HEADER = {
  '& .MuiTableSortLabel-root': { position: 'relative' },
  '& .MuiTableSortLabel-icon': { position: 'absolute', left: '100%', mx: '1px' },
  '& .MuiTableCell-alignRight .MuiTableSortLabel-icon': { left: 'auto', right: '100%' },
};

export type DataTableProps<R extends { id: number | string }, C extends string> = {
  /** The table's accessible name: "Cases". */
  label: string;
  columns: readonly RecordColumn<R>[];
  rows: readonly R[];
  /** Rows are on their way: a bar across the top, the table aria-busy, and the rows before still shown. */
  loading: boolean;
  /** What the table says when it has no rows. */
  emptyText: string;
  /** Sorted by the server: headers to sort by. Absent, the rows stay in the order given. */
  sort?: TableSort<C>;
  /** A last column of icon buttons for what each row lets you do. */
  rowActions?: (row: R) => RowAction[];
  /** Below the table, inside its border: the paging. */
  footer?: ReactNode;
};

/**
 * Records as an HTML table: a header, a row per record, its values and its actions. Wider than
 * the screen, it scrolls sideways inside its border.
 */
export function DataTable<R extends { id: number | string }, C extends string>({
  label,
  columns,
  rows,
  loading,
  emptyText,
  sort,
  rowActions,
  footer,
}: DataTableProps<R, C>) {
  // The rows render apart from the rest of the page, in a render React may pause for other
  // work: a page of rows arriving never holds the main thread long. Until they have, the table
  // shows the rows before, and no paging while it has none to show (it would only move down).
  const shownRows = useDeferredValue(rows, NO_ROWS);
  const busy = loading || shownRows !== rows;
  const firstRowsToCome = shownRows.length === 0 && rows.length > 0;
  const actions = useRowActions(shownRows, rowActions);
  // As wide as the most actions a row has, leaving the rest to names and addresses.
  const maxActions = rowActions && Math.max(1, ...rows.map((row) => rowActions(row).length));
  const sizes = useMemo(
    () => (maxActions === undefined ? columns : [...columns, { width: actionsColumnWidth(maxActions) }]),
    [columns, maxActions],
  );
  const scrollBox = useSidewaysScrollRegion<HTMLDivElement>(`${label}, scrolls sideways`);

  return (
    <Paper variant="outlined" sx={{ position: 'relative' }}>
      {busy && (
        <LinearProgress
          aria-label={`Loading ${label.toLowerCase()}`}
          sx={{
            position: 'absolute',
            inset: '0 0 auto 0',
            zIndex: 1,
            borderTopLeftRadius: 'inherit',
            borderTopRightRadius: 'inherit',
          }}
        />
      )}
      <TableContainer
        ref={scrollBox}
        sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
        <Table
          size="small"
          aria-label={label}
          aria-busy={busy}
          sx={{
            tableLayout: 'fixed',
            minWidth: leastTableWidth(sizes),
            '& th, & td': { px: `${CELL_PADDING_X}px` },
            // Headers sit on the header row's last line, level with a two-line header's second name.
            '& th': { verticalAlign: 'bottom' },
            '& td': { py: 1, overflowWrap: 'anywhere' },
            ...SORT_ARROW_BESIDE_HEADER,
          }}
        >
          <ColumnGroup sizes={sizes} />
          <DataTableHead columns={columns} sort={sort} actions={rowActions !== undefined} />
          <TableBody>
            <DataTableRows rows={shownRows} columns={columns} actions={actions} />
            {rows.length === 0 && !busy && (
              <TableRow>
                <TableCell colSpan={sizes.length} align="center" sx={{ height: 96, color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {!firstRowsToCome && footer}
    </Paper>
  );
}
