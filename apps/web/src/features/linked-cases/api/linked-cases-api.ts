import { linkedCaseEndpoints } from '@casekeeper/contract';
import { api, type ApiTag } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

type Tag = { type: ApiTag; id: string | number };

/** A link shows on both cases: a change makes every case's links stale, and the case page's history. */
const linksChanged: Tag[] = [
  { type: 'CaseLinks', id: 'LIST' },
  { type: 'CaseHistory', id: 'LIST' },
];

/** Possible duplicates of a new case; a case's links, added and removed. */
export const linkedCasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A read sent as a POST: the client's name and date of birth stay out of the URL.
    getPossibleDuplicates: build.query({
      ...contractQuery(linkedCaseEndpoints.possibleDuplicates),
      keepUnusedDataFor: 0,
    }),
    getCaseLinks: build.query({
      ...contractQuery(linkedCaseEndpoints.list),
      providesTags: (_list, _error, { params }) => [
        { type: 'CaseLinks', id: 'LIST' },
        { type: 'CaseLinks', id: Number(params.caseId) },
      ],
    }),
    addCaseLink: build.mutation({
      ...contractMutation(linkedCaseEndpoints.add),
      invalidatesTags: () => linksChanged,
    }),
    removeCaseLink: build.mutation({
      ...contractMutation(linkedCaseEndpoints.remove),
      invalidatesTags: () => linksChanged,
    }),
  }),
});

export const {
  useGetPossibleDuplicatesQuery,
  useGetCaseLinksQuery,
  useAddCaseLinkMutation,
  useRemoveCaseLinkMutation,
} = linkedCasesApi;
