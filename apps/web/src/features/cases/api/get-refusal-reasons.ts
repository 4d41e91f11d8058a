import { authorityChoiceEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractQuery } from '@/lib/api/contract-endpoint';

/**
 * The reasons for refusal the status panel offers, from the authority's list (`GET
 * /authority-choices/REFUSAL_REASON`, which everyone who reads cases may read), under the panel's
 * own name. A change of the list on the grant settings page makes them stale.
 */
const refusalReasonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRefusalReasons: build.query({
      ...contractQuery(authorityChoiceEndpoints.list),
      providesTags: [{ type: 'AuthorityChoice', id: 'REFUSAL_REASON' }],
    }),
  }),
});

export const { useGetRefusalReasonsQuery } = refusalReasonsApi;
