import { caseViewEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/**
 * Who has looked at a case (issue 38), a page at a time. Nothing the page does changes it (the
 * page's own read of the case adds to it), so nothing is made stale: it is read again when shown.
 */
export const caseViewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaseViews: build.query({ ...contractQuery(caseViewEndpoints.list), keepUnusedDataFor: 0 }),
  }),
});

export const { useGetCaseViewsQuery } = caseViewsApi;
