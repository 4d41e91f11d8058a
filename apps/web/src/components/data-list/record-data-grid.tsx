import type { Page, SortDirection } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortDirection,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { gridActionItems } from './row-action-items';
import type { RowAction } from './row-actions';

const SORTING_ORDER: GridSortDirection[] = ['asc', 'desc'];
const NO_ROWS: never[] = [];
const FOCUS_OUTLINE = { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -2 };
const GRID_FOCUS_OUTLINES = {
  '& .MuiDataGrid-cell:focus-visible, & .MuiDataGrid-cell:focus-within': FOCUS_OUTLINE,
  '& .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within': FOCUS_OUTLINE,
};

/** What the grid needs of a list: a page of rows, its state, and how to page and sort it. */
export type GridList<C extends string, R> = {
  page: Page<R> | null;
  error: string | null;
  loading: boolean;
  query: { pageNo: number; pageSize: number; sortCol: C; sortDir: SortDirection };
  setPageNo: (pageNo: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: { sortCol: C; sortDir: SortDirection }) => void;
  reload: () => void;
};

export type RecordDataGridProps<R extends { id: number }, C extends string> = {
  /** The grid's accessible name: "Cases". */
  label: string;
  list: GridList<C, R>;
  columns: GridColDef<R>[];
  /** Columns the server sorts by; others cannot be sorted. */
  sortColumns: readonly C[];
  rowActions: (row: R) => RowAction[];
  /** What the grid says when it has no rows. */
  emptyText: string;
  pageSizes: number[];
};

function NoRows({ text }: { text: string }) {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Stack>
  );
}

/**
 * A record list on a wide screen: MUI's data grid, paged and sorted by the server, whose last
 * column holds the row actions (icons with tooltips). The heaviest part of a list page, so the
 * page loads it apart (record-grid.tsx).
 */
export function RecordDataGrid<R extends { id: number }, C extends string>({
  label,
  list,
  columns,
  sortColumns,
  rowActions,
  emptyText,
  pageSizes,
}: RecordDataGridProps<R, C>) {
  const { query } = list;
  const rows = list.page?.data ?? NO_ROWS;
  // The grid redoes its columns, sorting and paging whenever one of these props is a new object,
  // so each stays the same object until what it holds changes: the page re-rendered for other
  // data (options, saved filters) then leaves the grid alone. The actions column is rebuilt when
  // the actions it shows change (an ability arriving after the rows, a record deactivated), and a
  // click runs the page's latest handler for it.
  const latest = useRef({ list, sortColumns, rowActions });
  useLayoutEffect(() => {
    latest.current = { list, sortColumns, rowActions };
  });
  const shownActions = rows.map((row) => rowActions(row).map(({ key, name }) => `${row.id}:${key}:${name}`));
  // As wide as the most actions a row on this page has, leaving the rest to names and addresses.
  const maxActions = Math.max(1, ...shownActions.map((actions) => actions.length));
  const actionsKey = shownActions.join('|');
  const gridColumns = useMemo((): GridColDef<R>[] => {
    const sortable = new Set<string>(sortColumns);
    const currentActions = (row: R) =>
      latest.current.rowActions(row).map((action) => ({
        ...action,
        onClick: () =>
          latest.current
            .rowActions(row)
            .find(({ key }) => key === action.key)
            ?.onClick(),
      }));
    return [
      ...columns.map((column) => ({ ...column, sortable: sortable.has(column.field), filterable: false })),
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: Math.max(90, maxActions * 36 + 20),
        getActions: ({ row }) => gridActionItems(currentActions(row)),
      },
    ];
    // actionsKey: the actions shown changed, though rowActions is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, sortColumns, maxActions, actionsKey]);
  const sortModel = useMemo(
    (): GridSortModel => [{ field: query.sortCol, sort: query.sortDir }],
    [query.sortCol, query.sortDir],
  );
  const paginationModel = useMemo(
    () => ({ page: query.pageNo - 1, pageSize: query.pageSize }),
    [query.pageNo, query.pageSize],
  );
  const slots = useMemo(() => ({ noRowsOverlay: () => <NoRows text={emptyText} /> }), [emptyText]);

  const onSortModelChange = useCallback((model: GridSortModel) => {
    const [first] = model;
    const { list: current, sortColumns: allowed } = latest.current;
    if (first?.sort && (allowed as readonly string[]).includes(first.field)) {
      current.setSort({ sortCol: first.field as C, sortDir: first.sort });
    }
  }, []);
  const onPaginationModelChange = useCallback((model: GridPaginationModel) => {
    const { list: current } = latest.current;
    if (model.pageSize !== current.query.pageSize) current.setPageSize(model.pageSize);
    else current.setPageNo(model.page + 1);
  }, []);

  return (
    <DataGrid<R>
      aria-label={label}
      autoHeight
      rows={rows}
      columns={gridColumns}
      rowCount={list.page?.totalRecords ?? 0}
      loading={list.loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      pageSizeOptions={pageSizes}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      sortingOrder={SORTING_ORDER}
      disableColumnFilter
      disableColumnSelector
      disableRowSelectionOnClick
      disableColumnMenu
      slots={slots}
      sx={GRID_FOCUS_OUTLINES}
    />
  );
}
