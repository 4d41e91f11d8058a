import type { CaseListFilter } from '@casekeeper/contract';

/** The cases chosen on the case list: ticked ones by id, or every case the filter lists. */
export type ChosenCases = { kind: 'CASES'; caseIds: number[] } | { kind: 'FILTER'; filter: CaseListFilter };
