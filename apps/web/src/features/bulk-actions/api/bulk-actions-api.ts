import { bulkActionEndpoints, caseEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

/**
 * Bulk actions: starting one, and following it. The cases change as the job goes, so the page
 * following a run marks the cases' reads stale when it finishes (`caseListsStale`).
 */
export const bulkActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    startBulkRun: build.mutation(contractMutation(bulkActionEndpoints.start)),
    getBulkRun: build.query(contractQuery(bulkActionEndpoints.get)),
    getBulkRunCases: build.query(contractQuery(bulkActionEndpoints.cases)),
    /** The officers a reassignment may name: those the case form offers the caller. */
    getBulkOfficerChoices: build.query(contractQuery(caseEndpoints.options)),
  }),
});

export const caseListsStale = () =>
  bulkActionsApi.util.invalidateTags(['Case', 'CaseHistory', 'Diary', 'ActionItem']);

export const {
  useStartBulkRunMutation,
  useGetBulkRunQuery,
  useGetBulkRunCasesQuery,
  useGetBulkOfficerChoicesQuery,
} = bulkActionsApi;
