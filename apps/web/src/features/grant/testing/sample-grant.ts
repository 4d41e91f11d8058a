import type { CaseGrant, Quote, Variation, Work } from '@casekeeper/contract';

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
    variations: [],
    approvedTotalPence: null,
    limits: { mandatoryMaxPence: 3_000_000, discretionaryTopUps: false },
    can: { prepare: false, propose: false, approve: false, vary: false, decideVariations: false },
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
    estimatedWorkingDays: 15,
    file: null,
    accepted: false,
    lowest: true,
    version: 1,
    ...overrides,
  };
}

/** A variation that raises the grant by £185.00, recorded by someone else and awaiting approval. */
export function sampleVariation(overrides: Partial<Variation> = {}): Variation {
  return {
    id: 701,
    worksAdded: 'Grab rail beside the shower',
    worksRemoved: null,
    costChangePence: 18_500,
    reason: 'The occupational therapist asked for a rail at the second visit',
    file: null,
    state: 'PROPOSED',
    recorded: { name: 'Sam Officer', at: '2026-11-25T10:00:00.000Z', byCaller: false },
    decided: null,
    rejectionReason: null,
    version: 1,
    ...overrides,
  };
}
