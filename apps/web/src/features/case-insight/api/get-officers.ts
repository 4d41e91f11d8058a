import { caseEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/**
 * The officers an authority ADMIN may look at the caseload of: those the case options offer
 * (`GET /case/options`), read here under the dashboard's own name.
 */
const officersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaseloadOfficers: build.query({
      ...contractQuery(caseEndpoints.options),
      providesTags: ['Contractor'],
    }),
  }),
});

export const { useGetCaseloadOfficersQuery } = officersApi;
