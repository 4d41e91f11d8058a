import type { ContractorPerformance } from '@casekeeper/contract';

/** A contractor's performance as the server answers it, with any field overridden. */
export function samplePerformance(overrides: Partial<ContractorPerformance> = {}): ContractorPerformance {
  return {
    contractorId: 31,
    name: 'Borchester Builders',
    active: true,
    quotesGiven: 5,
    quotesAccepted: 4,
    jobs: 4,
    finished: 3,
    medianWorkingDays: 10,
    medianEstimatedWorkingDays: 7.5,
    onTime: 1,
    noEstimate: 1,
    onTimeShare: 0.5,
    variations: { count: 2, pence: 15_000 },
    ...overrides,
  };
}

/** A contractor with nothing in the period. */
export const idlePerformance = (overrides: Partial<ContractorPerformance> = {}) =>
  samplePerformance({
    quotesGiven: 0,
    quotesAccepted: 0,
    jobs: 0,
    finished: 0,
    medianWorkingDays: null,
    medianEstimatedWorkingDays: null,
    onTime: 0,
    noEstimate: 0,
    onTimeShare: null,
    variations: { count: 0, pence: 0 },
    ...overrides,
  });
