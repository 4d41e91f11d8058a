import { contractorPerformanceEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/** How the authority's contractors performed over a period (docs/contractor-performance.md). */
const contractorPerformanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContractorsPerformance: build.query({ ...contractQuery(contractorPerformanceEndpoints.list) }),
    getContractorPerformance: build.query({ ...contractQuery(contractorPerformanceEndpoints.one) }),
  }),
});

export const { useGetContractorsPerformanceQuery, useGetContractorPerformanceQuery } =
  contractorPerformanceApi;
