import type { YearAllocation, YearSpend } from '@casekeeper/contract';

const MONTHS = ['04', '05', '06', '07', '08', '09', '10', '11', '12', '01', '02', '03'];

/** Paid by month of 2026/27: nothing, but for the months given (`YYYY-MM`). */
export function paidByMonth(paid: Record<string, { pence: number; cases: number }> = {}) {
  return MONTHS.map((month, index) => {
    const key = `${index < 9 ? 2026 : 2027}-${month}`;
    return { month: key, ...(paid[key] ?? { pence: 0, cases: 0 }) };
  });
}

/** 2026/27 as GET /spend/2026 answers it on 27 November 2026: £1.2m allocated, some paid and committed. */
export function sampleSpend(overrides: Partial<YearSpend> = {}): YearSpend {
  return {
    year: 2026,
    label: '2026/27',
    from: '2026-04-01',
    to: '2027-03-31',
    asAt: '2026-11-27',
    allocationPence: 120_000_000,
    paid: { pence: 4_250_050, cases: 3 },
    committed: { pence: 6_100_000, cases: 4 },
    remainingPence: 109_649_950,
    paidByMonth: paidByMonth({
      '2026-06': { pence: 1_250_050, cases: 1 },
      '2026-10': { pence: 3_000_000, cases: 2 },
    }),
    approvedByAdaptationType: [
      { adaptationTypeId: 13, name: 'Level-access shower', pence: 5_600_000, cases: 2 },
      { adaptationTypeId: 14, name: 'Stairlift', pence: 2_900_000, cases: 1 },
    ],
    approved: { cases: 3, pence: 8_500_000, averagePence: 2_833_333, medianPence: 2_900_000 },
    approvalToFinalPayment: { cases: 2, averageDays: 47.5, medianDays: 47.5 },
    ...overrides,
  };
}

/** 2026/27's allocation as GET /spend/allocation/2026 answers it: recorded, with one change, for an ADMIN. */
export function sampleAllocation(overrides: Partial<YearAllocation> = {}): YearAllocation {
  return {
    year: 2026,
    label: '2026/27',
    allocationPence: 100_000_000,
    changes: [
      {
        id: 1,
        amountPence: 20_000_000,
        reason: 'In-year top-up from the Better Care Fund',
        changedOn: '2026-10-01',
        recordedBy: 'Ada Admin',
      },
    ],
    totalPence: 120_000_000,
    version: 2,
    can: { change: true },
    ...overrides,
  };
}

/** A year with no allocation recorded yet (version 0 records it). */
export function noAllocation(overrides: Partial<YearAllocation> = {}): YearAllocation {
  return sampleAllocation({ allocationPence: null, changes: [], totalPence: null, version: 0, ...overrides });
}
