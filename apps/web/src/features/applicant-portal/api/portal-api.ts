import { portalEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/** The applicant's own case, as the portal shows it (the case master). */
const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPortalCase: build.query({ ...contractQuery(portalEndpoints.case) }),
  }),
});

export const { useGetPortalCaseQuery } = portalApi;
