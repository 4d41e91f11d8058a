import { caseInsightEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/** The authority's whole caseload at a glance, for its ADMINs (`GET /case/team-summary/{authorityId}`). */
const teamSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamSummary: build.query({
      ...contractQuery(caseInsightEndpoints.teamSummary),
      providesTags: [{ type: 'Case', id: 'LIST' }],
    }),
  }),
});

export const { useGetTeamSummaryQuery } = teamSummaryApi;
