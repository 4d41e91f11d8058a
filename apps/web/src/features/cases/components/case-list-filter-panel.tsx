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
import { filterCount, isFiltered, moreFilterCount, NO_CASE_FILTERS } from '../lib/case-list-address';
import { CaseSearchField } from './case-search-field';
import { CaseStatusFilter } from './case-status-filter';
import { MonthFilters } from './month-filters';
import { MoreCaseFilters } from './more-case-filters';
import { OfficerFilter } from './officer-filter';
import { SavedFilters } from './saved-filters';

type CaseListFilterPanelProps = {
  list: CaseList;
  bookmark: ReturnType<typeof useChosenBookmark>;
  options: CaseOptions | undefined;
  /** The authority's clocks, for the clock filter; undefined while they load. */
  clocks: readonly Pick<ClockDefinition, 'id' | 'name'>[] | undefined;
};

type FoldButtonProps = { label: string; open: boolean; controls: string; onToggle: () => void };

/** A button that folds a part of the filters away and opens it again, saying which way it goes. */
function FoldButton({ label, open, controls, onToggle }: FoldButtonProps) {
  return (
    <Button
      variant="outlined"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      startIcon={<FilterListOutlined />}
      endIcon={open ? <ExpandLess /> : <ExpandMore />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}

const counted = (label: string, count: number) => (count > 0 ? `${label} (${count})` : label);

/**
 * The case list's search, saved filters and filters, above the list, taking as little of the
 * screen as they can so the cases are in sight. On a wide screen the search, officer, saved
 * filters and statuses stay open and the filters used less often fold behind "More filters",
 * which counts those set. On a phone only the search stays in sight: everything else folds
 * behind "Filters", which counts every filter set. One Clear filters button clears them all
 * and lets go of a saved filter chosen.
 */
export function CaseListFilterPanel({ list, bookmark, options, clocks }: CaseListFilterPanelProps) {
  const cards = useCardLayout();
  const [open, setOpen] = useState(false);
  const foldId = useId();
  const { view, filter, searchText, setSearchText } = list;

  const search = <CaseSearchField searchText={searchText} setSearchText={setSearchText} />;
  const officer = <OfficerFilter view={view} filter={filter} options={options} />;
  const savedFilters = (
    <SavedFilters
      filters={bookmark.filters}
      chosen={bookmark.chosen}
      view={view}
      onChoose={bookmark.choose}
    />
  );
  const statuses = (
    <CaseStatusFilter
      selected={view.statusIds}
      onChange={(statusIds) => filter({ statusIds })}
      awaitingApproval={view.awaitingApproval}
      onAwaitingApprovalChange={(awaitingApproval) => filter({ awaitingApproval })}
      dense={!cards}
    />
  );
  const more = <MoreCaseFilters view={view} filter={filter} options={options} clocks={clocks} />;
  const months = <MonthFilters view={view} filter={filter} />;
  const clear = (isFiltered(view) || bookmark.chosen !== null) && (
    <Button
      size="small"
      onClick={() => {
        setSearchText('');
        filter(NO_CASE_FILTERS);
        bookmark.choose(null);
      }}
      sx={{ alignSelf: 'flex-start' }}
    >
      Clear filters
    </Button>
  );

  if (cards) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          {search}
          <FoldButton
            label={counted('Filters', filterCount(view))}
            open={open}
            controls={foldId}
            onToggle={() => setOpen(!open)}
          />
        </Stack>
        <Collapse in={open} id={foldId}>
          <Stack spacing={2} sx={{ pt: 2 }}>
            {savedFilters}
            {officer}
            {more}
            {statuses}
            {months}
            {clear}
          </Stack>
        </Collapse>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {search}
          {officer}
          {savedFilters}
          <FoldButton
            label={counted('More filters', moreFilterCount(view))}
            open={open}
            controls={foldId}
            onToggle={() => setOpen(!open)}
          />
          {clear}
        </Stack>
        {statuses}
        {months}
      </Stack>
      {/* Outside the stack's spacing: folded, it takes no room at all. */}
      <Collapse in={open} id={foldId}>
        <Stack sx={{ pt: 2 }}>{more}</Stack>
      </Collapse>
    </Paper>
  );
}
