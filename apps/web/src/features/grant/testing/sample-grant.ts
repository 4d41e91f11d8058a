import type { CaseGrant, Quote, Work } from '@casekeeper/contract';

/** A case's grant as GET /case/{caseId}/grant answers it: nothing prepared, nothing the caller may do. */
export function sampleGrant(overrides: Partial<CaseGrant> = {}): CaseGrant {
  return {
    caseId: 41,
    state: 'DRAFT',
    version: 1,
    works: [],
    quotes: [],
    acceptedQuoteId: null,
    acceptedReason: null,
    costs: null,
    figures: null,
    proposed: null,
    approved: null,
    limits: { mandatoryMaxPence: 3_000_000, discretionaryTopUps: false },
    can: { prepare: false, propose: false, approve: false },
    ...overrides,
  };
}

export function sampleWork(overrides: Partial<Work> = {}): Work {
  return {
    id: 501,
    adaptationTypeId: 13,
    adaptationTypeName: 'Level-access shower',
    description: 'Replace the bath with a level-access shower',
    location: 'First-floor bathroom',
    otRecommended: true,
    otRecommendedOn: '2026-03-02',
    position: 1,
    version: 1,
    ...overrides,
  };
}

export function sampleQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 601,
    contractorId: 31,
    contractorName: 'Ambridge Builders',
    amountPence: 850_000,
    receivedOn: '2026-03-20',
    validUntil: '2026-06-20',
    notes: null,
    file: null,
    accepted: false,
    lowest: true,
    version: 1,
    ...overrides,
  };
}
