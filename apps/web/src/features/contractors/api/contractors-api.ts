import { contractorEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { recordCalls } from '@/lib/api/record-calls';

/** An authority's contractors: list, read, add, update, activate and deactivate. */
const contractorsApi = api.injectEndpoints({
  endpoints: (build) => {
    const calls = recordCalls(build, contractorEndpoints, 'Contractor');
    return {
      getContractors: calls.list,
      getContractor: calls.edit,
      addContractor: calls.add,
      updateContractor: calls.update,
      setContractorActive: calls.setActive,
    };
  },
});

export const {
  useGetContractorsQuery,
  useGetContractorQuery,
  useAddContractorMutation,
  useUpdateContractorMutation,
  useSetContractorActiveMutation,
} = contractorsApi;
