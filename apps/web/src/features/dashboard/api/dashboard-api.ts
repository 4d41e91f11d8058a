import { platformDashboardEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/** The platform dashboard's counts. */
const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlatformDashboard: build.query({
      ...contractQuery(platformDashboardEndpoints.get),
      providesTags: ['PlatformDashboard'],
    }),
  }),
});

export const { useGetPlatformDashboardQuery } = dashboardApi;
