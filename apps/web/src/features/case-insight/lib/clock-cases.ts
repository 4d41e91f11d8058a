import { NOBODY, type ClockListFilter } from '@casekeeper/contract';
import { paths } from '@/config/paths';

/** A clock figure's cases: which clock, what its clocks did, when they stopped, and whose cases. */
export type ClockCases = {
  clockId: number;
  state: ClockListFilter;
  /** The months the clocks stopped in (met and missed figures); none for what stands now. */
  months?: { from: string; to: string };
  /** An officer's cases; null: the unassigned. */
  officerId?: number | null;
  /** A contractor's cases; null: those without one. */
  contractorId?: number | null;
};

/**
 * The case list filtered to exactly the clocks a dashboard figure counts (docs/clocks.md): the
 * server counts each figure as the list's total with this filter.
 */
export function clockCasesHref({ clockId, state, months, officerId, contractorId }: ClockCases): string {
  return paths.authority.caseListOf({
    clock: clockId,
    clockState: state,
    ...(months && { clockMonth: months.from }),
    ...(months && months.to !== months.from && { clockMonthTo: months.to }),
    ...(officerId !== undefined && { officer: officerId ?? NOBODY }),
    ...(contractorId !== undefined && { contractor: contractorId ?? NOBODY }),
  });
}
