import { ACTIVE_FILTERS, LIST_SEARCH_MAX_LENGTH, type ActiveFilter, type Page } from '@casekeeper/contract';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, type ReactNode } from 'react';
import type { PagedList } from '@/lib/use-paged-list';
import { RecordCards, type CardView } from './record-cards';
import type { RecordColumn } from './record-column';
import { RecordTable, type PagedRecords } from './record-table';
import { SortSelect } from './sort-select';
import { useCardLayout } from './use-card-layout';

const STATUS_LABELS: Record<ActiveFilter, string> = { all: 'All', active: 'Active', inactive: 'Inactive' };
const PAGE_SIZES = [10, 25, 50, 100];

/** Either the usual search box and active filter, or a list's own filters above the rows. */
type Toolbar<R, C extends string> =
  | { list: PagedList<C, Page<R>>; searchLabel: string }
  | { list: PagedRecords<C, R>; toolbar: ReactNode; filtered: boolean };

const hasOwnToolbar = <R, C extends string>(
  props: Toolbar<R, C>,
): props is Extract<Toolbar<R, C>, { toolbar: ReactNode }> => 'toolbar' in props;

type RecordListProps<R extends { id: number }, C extends string> = CardView<R> &
  Toolbar<R, C> & {
    /** What the rows are, plural and lower case: "authorities". */
    noun: string;
    columns: RecordColumn<R>[];
    /** Columns the server sorts by; others cannot be sorted. */
    sortColumns: readonly C[];
    /** Names for sorts that no column shows (the phone's sort choice needs words for them). */
    sortLabels?: Partial<Record<C, string>>;
  };

type SearchAndActiveFilterProps<C extends string, R> = {
  noun: string;
  list: PagedList<C, Page<R>>;
  searchLabel: string;
};

/** The usual toolbar of a record list: a debounced search and an All / Active / Inactive filter. */
function SearchAndActiveFilter<C extends string, R>({
  noun,
  list,
  searchLabel,
}: SearchAndActiveFilterProps<C, R>) {
  const searchId = useId();
  return (
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
        value={list.query.status}
        onChange={(_, value: ActiveFilter | null) => value && list.setStatus(value)}
      >
        {ACTIVE_FILTERS.map((filter) => (
          <ToggleButton key={filter} value={filter} sx={{ color: 'text.primary', px: 1.5 }}>
            {STATUS_LABELS[filter]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/**
 * A list of records, the one every list page uses: search (debounced), an active filter, and
 * rows paged and sorted by the server. Wide screens get a table whose last column holds the row
 * actions (icons with tooltips); phones get a card per row with a row menu, so nothing needs
 * sideways scrolling. Errors say what went wrong with a way to try again; an empty list says why.
 */
export function RecordList<R extends { id: number }, C extends string>(props: RecordListProps<R, C>) {
  const { noun, list, columns, sortColumns, sortLabels, ...cardView } = props;
  const phone = useCardLayout();
  const { query } = list;
  const records: PagedRecords<C, R> = list;
  const recovery = records.recovery ?? {
    message: `The ${noun} could not be loaded: ${list.error}`,
    label: 'Try again',
    run: list.reload,
  };
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  const filtered = hasOwnToolbar(props)
    ? props.filtered
    : props.list.query.search !== '' || props.list.query.status !== 'all';
  const emptyText = filtered
    ? `No ${noun} match your search. Try other words or show all.`
    : `There are no ${noun} yet.`;

  return (
    <Stack spacing={2}>
      {hasOwnToolbar(props) ? (
        props.toolbar
      ) : (
        <SearchAndActiveFilter noun={noun} list={props.list} searchLabel={props.searchLabel} />
      )}
      {list.error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={recovery.run} sx={{ minHeight: { xs: 44, sm: 0 } }}>
              {recovery.label}
            </Button>
          }
        >
          {recovery.message}
        </Alert>
      )}
      {phone ? (
        <>
          <SortSelect
            columns={columns}
            sortColumns={sortColumns}
            labels={sortLabels}
            value={query}
            onChange={list.setSort}
          />
          <RecordCards
            {...cardView}
            label={label}
            rows={list.page?.data ?? []}
            loading={list.loading}
            emptyText={list.error ? `No ${noun} to show.` : emptyText}
            total={list.page?.totalRecords ?? 0}
            pageNo={query.pageNo}
            pageSize={query.pageSize}
            pageSizes={PAGE_SIZES}
            onPageNo={list.setPageNo}
            onPageSize={list.setPageSize}
            onMove={records.move}
          />
        </>
      ) : (
        <RecordTable
          label={label}
          list={list}
          columns={columns}
          sortColumns={sortColumns}
          rowActions={cardView.rowActions}
          emptyText={list.error ? `No ${noun} to show.` : emptyText}
          pageSizes={PAGE_SIZES}
        />
      )}
    </Stack>
  );
}
