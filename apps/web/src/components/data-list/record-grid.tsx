import { ACTIVE_FILTERS, LIST_SEARCH_MAX_LENGTH, type ActiveFilter, type Page } from '@casekeeper/contract';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useId } from 'react';
import type { PagedList } from '@/lib/use-paged-list';

const STATUS_LABELS: Record<ActiveFilter, string> = { all: 'All', active: 'Active', inactive: 'Inactive' };
const PAGE_SIZES = [10, 25, 50, 100];

type RecordGridProps<R extends GridValidRowModel, C extends string> = {
  /** What the rows are, plural and lower case: "authorities". */
  noun: string;
  list: PagedList<C, Page<R>>;
  columns: GridColDef<R>[];
  /** Columns the server sorts by; others cannot be sorted. */
  sortColumns: readonly C[];
  searchLabel: string;
};

function NoRows({ text }: { text: string }) {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Stack>
  );
}

/**
 * A list of records: search (debounced), an active filter, and a data grid paged and sorted
 * by the server. Errors say what went wrong with a way to try again; an empty list says why.
 */
export function RecordGrid<R extends GridValidRowModel, C extends string>({
  noun,
  list,
  columns,
  sortColumns,
  searchLabel,
}: RecordGridProps<R, C>) {
  const searchId = useId();
  const { query } = list;
  const sortable = new Set<string>(sortColumns);
  const gridColumns = columns.map((column) => ({
    ...column,
    sortable: sortable.has(column.field),
    filterable: false,
  }));
  const sortModel: GridSortModel = [{ field: query.sortCol, sort: query.sortDir }];
  const emptyText =
    query.search !== '' || query.status !== 'all'
      ? `No ${noun} match your search. Try other words or show all.`
      : `There are no ${noun} yet.`;

  const onSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    if (first?.sort && sortable.has(first.field)) {
      list.setSort({ sortCol: first.field as C, sortDir: first.sort });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          id={searchId}
          label={searchLabel}
          type="search"
          size="small"
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          sx={{ minWidth: { md: 320 } }}
          slotProps={{
            htmlInput: { maxLength: LIST_SEARCH_MAX_LENGTH },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={`Show ${noun}`}
          value={query.status}
          onChange={(_, value: ActiveFilter | null) => value && list.setStatus(value)}
        >
          {ACTIVE_FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter} sx={{ color: 'text.primary', px: 1.5 }}>
              {STATUS_LABELS[filter]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {list.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={list.reload}>
              Try again
            </Button>
          }
        >
          The {noun} could not be loaded: {list.error}
        </Alert>
      )}
      <Box sx={{ width: '100%' }}>
        <DataGrid<R>
          aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)}
          autoHeight
          rows={list.page?.data ?? []}
          columns={gridColumns}
          rowCount={list.page?.totalRecords ?? 0}
          loading={list.loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={{ page: query.pageNo - 1, pageSize: query.pageSize }}
          onPaginationModelChange={(model) => {
            if (model.pageSize !== query.pageSize) {
              list.setPageSize(model.pageSize);
              list.setPageNo(1);
            } else list.setPageNo(model.page + 1);
          }}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          sortingOrder={['asc', 'desc']}
          disableColumnFilter
          disableColumnSelector
          disableRowSelectionOnClick
          disableColumnMenu
          slots={{ noRowsOverlay: () => <NoRows text={list.error ? `No ${noun} to show.` : emptyText} /> }}
          sx={{
            '& .MuiDataGrid-cell:focus-visible, & .MuiDataGrid-cell:focus-within': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
            '& .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
          }}
        />
      </Box>
    </Stack>
  );
}
