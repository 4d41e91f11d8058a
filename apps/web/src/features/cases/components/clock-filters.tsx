import { CLOCK_LIST_FILTER_LABELS, CLOCK_LIST_FILTERS, type ClockDefinition } from '@casekeeper/contract';
import type { CaseList } from '../hooks/use-case-list';
import { FilterSelect } from './filter-select';

type ClockFiltersProps = Pick<CaseList, 'view' | 'filter'> & {
  /** The authority's clocks; undefined while they load. */
  clocks: readonly Pick<ClockDefinition, 'id' | 'name'>[] | undefined;
};

const ANY = '';

/**
 * Which clock, and what it did: due soon, missed or met (docs/clocks.md). A clock chosen in the
 * address but not among the authority's (deleted since, or still loading) keeps an option of its
 * own, so the select never shows a choice that is not applied.
 */
export function ClockFilters({ view, filter, clocks }: ClockFiltersProps) {
  const { clockId } = view;
  const unknownClock = clockId !== null && !clocks?.some((clock) => clock.id === clockId);
  return (
    <>
      <FilterSelect
        label="Clock"
        width={200}
        value={clockId === null ? ANY : String(clockId)}
        onChange={(value) => filter({ clockId: value === ANY ? null : Number(value) })}
        options={[
          { value: ANY, label: 'Any clock' },
          ...(clocks ?? []).map((clock) => ({ value: String(clock.id), label: clock.name })),
          ...(unknownClock
            ? [{ value: String(clockId), label: clocks ? 'A clock since removed' : 'Loading clocks…' }]
            : []),
        ]}
      />
      <FilterSelect
        label="Clock status"
        width={220}
        value={view.clockState ?? ANY}
        onChange={(value) =>
          filter({ clockState: CLOCK_LIST_FILTERS.find((state) => state === value) ?? null })
        }
        options={[
          { value: ANY, label: 'Any status' },
          ...CLOCK_LIST_FILTERS.map((state) => ({ value: state, label: CLOCK_LIST_FILTER_LABELS[state] })),
        ]}
      />
    </>
  );
}
