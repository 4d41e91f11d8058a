import { caseRestrictionEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

/** The tag of a case's restriction (the param arrives as the caller gave it). */
const restrictionTag = (caseId: unknown) => `restriction-${String(caseId)}`;

/**
 * Who may see a restricted case (issue 38). A change makes stale the restriction, the case (its
 * header's "Restricted" tag, the officers its form offers) and every case list.
 */
export const caseRestrictionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaseRestriction: build.query({
      ...contractQuery(caseRestrictionEndpoints.read),
      providesTags: (_found, _error, { params }) => [{ type: 'Case', id: restrictionTag(params.caseId) }],
    }),
    changeCaseRestriction: build.mutation({
      ...contractMutation(caseRestrictionEndpoints.change),
      invalidatesTags: (_saved, _error, { params }) => [
        { type: 'Case', id: 'LIST' },
        { type: 'Case', id: Number(params.caseId) },
        { type: 'Case', id: restrictionTag(params.caseId) },
      ],
    }),
  }),
});

export const { useGetCaseRestrictionQuery, useChangeCaseRestrictionMutation } = caseRestrictionsApi;
