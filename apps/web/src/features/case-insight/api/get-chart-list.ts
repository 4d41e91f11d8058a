import { caseInsightEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/** The dashboard's charts over the cases the caller may see (`GET /case/chartList/`). */
const chartListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChartList: build.query({
      ...contractQuery(caseInsightEndpoints.chartList),
      // Any change to a case changes the figures: they are stale with the case list.
      providesTags: [{ type: 'Case', id: 'LIST' }],
    }),
  }),
});

export const { useGetChartListQuery } = chartListApi;
