import type { Page, SortDirection } from '@casekeeper/contract';
import TablePagination from '@mui/material/TablePagination';
import { DataTable } from './data-table';
import { displayedRows, pagerMoveProps, type PageMove } from './pager-moves';
import type { RecordColumn } from './record-column';
import type { RowAction } from './row-actions';

const NO_ROWS: never[] = [];

/** What a record table needs of a list: a page of rows, its state, and how to page and sort it. */
export type PagedRecords<C extends string, R> = {
  page: Page<R> | null;
  error: string | null;
  loading: boolean;
  query: { pageNo: number; pageSize: number; sortCol: C; sortDir: SortDirection };
  setPageNo: (pageNo: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: { sortCol: C; sortDir: SortDirection }) => void;
  reload: () => void;
  /** A list that goes between pages itself: its pager gets first and last buttons too. */
  move?: (to: PageMove) => void;
  /** An error that trying again would not mend: what it says in full, and the way out. */
  recovery?: { message: string; label: string; run: () => void };
};

export type RecordTableProps<R extends { id: number }, C extends string> = {
  /** The table's accessible name: "Cases". */
  label: string;
  list: PagedRecords<C, R>;
  columns: readonly RecordColumn<R>[];
  /** Columns the server sorts by; others cannot be sorted. */
  sortColumns: readonly C[];
  rowActions: (row: R) => RowAction[];
  /** What the table says when it has no rows. */
  emptyText: string;
  pageSizes: readonly number[];
};

/**
 * A record list on a wide screen: a table paged and sorted by the server, whose last column
 * holds the row actions (icons with tooltips).
 */
export function RecordTable<R extends { id: number }, C extends string>({
  label,
  list,
  columns,
  sortColumns,
  rowActions,
  emptyText,
  pageSizes,
}: RecordTableProps<R, C>) {
  const { query } = list;
  const total = list.page?.totalRecords ?? 0;

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={list.page?.data ?? NO_ROWS}
      loading={list.loading}
      emptyText={emptyText}
      sort={{ columns: sortColumns, value: query, onChange: list.setSort }}
      rowActions={rowActions}
      footer={
        // Until the first page is here, its count is unknown.
        list.page && (
          <TablePagination
            component="div"
            count={total}
            page={total === 0 ? 0 : query.pageNo - 1}
            rowsPerPage={query.pageSize}
            rowsPerPageOptions={[...pageSizes]}
            onPageChange={(_, page) => list.setPageNo(page + 1)}
            onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
            labelDisplayedRows={displayedRows}
            {...pagerMoveProps(list.move)}
          />
        )
      }
    />
  );
}
