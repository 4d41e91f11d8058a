import type { CaseOptions, ClockDefinition } from '@casekeeper/contract';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import type { CaseList } from '../hooks/use-case-list';
import type { useChosenBookmark } from '../hooks/use-chosen-bookmark';
import { filterCount } from '../lib/case-list-address';
import { CaseListFilters } from './case-list-filters';
import { CaseSearchField } from './case-search-field';
import { SavedFilters } from './saved-filters';

type CaseListFilterPanelProps = {
  list: CaseList;
  bookmark: ReturnType<typeof useChosenBookmark>;
  options: CaseOptions | undefined;
  /** The authority's clocks, for the clock filter; undefined while they load. */
  clocks: readonly Pick<ClockDefinition, 'id' | 'name'>[] | undefined;
};

/**
 * The case list's saved filters, search and filters, above the list. On a phone they would fill
 * the first screen before any case: there the search stays in sight and the rest fold behind a
 * Filters button that says how many apply, closed at first.
 */
export function CaseListFilterPanel({ list, bookmark, options, clocks }: CaseListFilterPanelProps) {
  const cards = useCardLayout();
  const [open, setOpen] = useState(false);
  const foldId = useId();
  const count = filterCount(list.view);

  const savedFilters = (
    <SavedFilters
      filters={bookmark.filters}
      chosen={bookmark.chosen}
      view={list.view}
      onChoose={bookmark.choose}
    />
  );
  const filters = (
    <CaseListFilters
      view={list.view}
      filter={list.filter}
      searchText={list.searchText}
      setSearchText={list.setSearchText}
      options={options}
      clocks={clocks}
      withSearch={!cards}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      {cards ? (
        <>
          <Stack spacing={1.5}>
            <CaseSearchField searchText={list.searchText} setSearchText={list.setSearchText} />
            <Button
              variant="outlined"
              aria-expanded={open}
              aria-controls={foldId}
              onClick={() => setOpen(!open)}
              startIcon={<FilterListOutlined />}
              endIcon={open ? <ExpandLess /> : <ExpandMore />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {count > 0 ? `Filters (${count})` : 'Filters'}
            </Button>
          </Stack>
          <Collapse in={open} id={foldId}>
            <Stack spacing={2} sx={{ pt: 2 }}>
              {savedFilters}
              {filters}
            </Stack>
          </Collapse>
        </>
      ) : (
        <Stack spacing={2}>
          {savedFilters}
          {filters}
        </Stack>
      )}
    </Paper>
  );
}
