import { caseInsightEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/** One user's caseload at a glance (`GET /case/user-summary/{authorityId}/{webUserId}`). */
const userSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserSummary: build.query({
      ...contractQuery(caseInsightEndpoints.userSummary),
      providesTags: [{ type: 'Case', id: 'LIST' }],
    }),
  }),
});

export const { useGetUserSummaryQuery } = userSummaryApi;
