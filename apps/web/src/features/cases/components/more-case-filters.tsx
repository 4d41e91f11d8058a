import { CASE_PRIORITIES, NOBODY, type CaseOptions, type ClockDefinition } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { memo } from 'react';
import type { CaseList } from '../hooks/use-case-list';
import { ClockFilters } from './clock-filters';
import { DateFilter } from '@/components/date-filter';
import { FilterSelect } from './filter-select';

type MoreCaseFiltersProps = Pick<CaseList, 'view' | 'filter'> & {
  options: CaseOptions | undefined;
  /** The authority's clocks, for the clock filter; undefined while they load. */
  clocks: readonly Pick<ClockDefinition, 'id' | 'name'>[] | undefined;
};

const ANY = '';
const contractorOrNull = (value: string) =>
  value === ANY ? null : value === NOBODY ? NOBODY : Number(value);

/**
 * The filters used less often (moreFilterCount): contractor, priority, clocks and referral dates.
 * Memoised: the page renders again as each of its queries answers, and these fields need not.
 */
export const MoreCaseFilters = memo(function MoreCaseFilters({
  view,
  filter,
  options,
  clocks,
}: MoreCaseFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: { md: 'wrap' } }}>
      <FilterSelect
        label="Contractor"
        width={220}
        value={view.contractorId === null ? ANY : String(view.contractorId)}
        onChange={(value) => filter({ contractorId: contractorOrNull(value) })}
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
  );
});
