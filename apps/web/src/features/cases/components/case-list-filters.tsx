import { CASE_PRIORITIES, NOBODY, type CaseOptions, type ClockDefinition } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memo } from 'react';
import type { CaseList } from '../hooks/use-case-list';
import { isFiltered } from '../lib/case-list-address';
import { CaseSearchField } from './case-search-field';
import { CaseStatusFilter } from './case-status-filter';
import { ClockFilters } from './clock-filters';
import { DateFilter } from './date-filter';
import { FilterSelect } from './filter-select';
import { MonthFilters } from './month-filters';

type CaseListFiltersProps = Pick<CaseList, 'view' | 'filter' | 'searchText' | 'setSearchText'> & {
  options: CaseOptions | undefined;
  /** The authority's clocks, for the clock filter; undefined while they load. */
  clocks: readonly Pick<ClockDefinition, 'id' | 'name'>[] | undefined;
  /** The search box leads the filters; on a phone it stands apart, above their Filters button. */
  withSearch: boolean;
};

const ANY = '';
const personOrNull = (value: string) => (value === ANY ? null : value === NOBODY ? NOBODY : Number(value));

/**
 * What narrows the case list: search, statuses, officer, contractor, priority, clocks, referral dates.
 * Memoised: the page renders again as each of its queries answers, and these two dozen fields
 * need not.
 */
export const CaseListFilters = memo(function CaseListFilters({
  view,
  filter,
  searchText,
  setSearchText,
  options,
  clocks,
  withSearch,
}: CaseListFiltersProps) {
  // An officer is offered only themselves: choosing "their own cases" among their own says nothing.
  const officers = options && options.officers.length > 1 ? options.officers : null;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: { md: 'wrap' } }}>
        {withSearch && <CaseSearchField searchText={searchText} setSearchText={setSearchText} />}
        {officers && (
          <FilterSelect
            label="Officer"
            width={220}
            value={view.officerId === null ? ANY : String(view.officerId)}
            onChange={(value) => filter({ officerId: personOrNull(value) })}
            options={[
              { value: ANY, label: 'Any officer' },
              { value: NOBODY, label: 'Unassigned' },
              ...officers.map((officer) => ({ value: String(officer.id), label: officer.name })),
            ]}
          />
        )}
        <FilterSelect
          label="Contractor"
          width={220}
          value={view.contractorId === null ? ANY : String(view.contractorId)}
          onChange={(value) => filter({ contractorId: personOrNull(value) })}
          options={[
            { value: ANY, label: 'Any contractor' },
            { value: NOBODY, label: 'No contractor' },
            ...(options?.contractors ?? []).map((contractor) => ({
              value: String(contractor.id),
              label: contractor.name,
            })),
          ]}
        />
        <FilterSelect
          label="Priority"
          width={160}
          value={view.priority ?? ANY}
          onChange={(value) =>
            filter({ priority: CASE_PRIORITIES.find((priority) => priority === value) ?? null })
          }
          options={[
            { value: ANY, label: 'Any priority' },
            ...CASE_PRIORITIES.map((priority) => ({ value: priority, label: priority })),
          ]}
        />
        <ClockFilters view={view} filter={filter} clocks={clocks} />
        {/* The two referral dates wrap together, as one range. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateFilter
            label="Referred from"
            value={view.referralDateFrom}
            onChange={(referralDateFrom) => filter({ referralDateFrom })}
          />
          <DateFilter
            label="Referred to"
            value={view.referralDateTo}
            onChange={(referralDateTo) => filter({ referralDateTo })}
          />
        </Stack>
      </Stack>
      <CaseStatusFilter selected={view.statusIds} onChange={(statusIds) => filter({ statusIds })} />
      <MonthFilters view={view} filter={filter} />
      {isFiltered(view) && (
        <div>
          <Button
            size="small"
            onClick={() => {
              setSearchText('');
              filter({
                statusIds: [],
                search: '',
                officerId: null,
                contractorId: null,
                priority: null,
                referralDateFrom: null,
                referralDateTo: null,
                openedMonth: null,
                closedMonth: null,
                clockId: null,
                clockState: null,
                clockMonth: null,
                clockMonthTo: null,
              });
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
    </Stack>
  );
});
