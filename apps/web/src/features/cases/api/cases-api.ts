import {
  bookmarkEndpoints,
  caseEndpoints,
  postcodeEndpoints,
  type CaseSearchItem,
  type Envelope,
  type Page,
} from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

const CASE_LIST = { type: 'Case', id: 'LIST' } as const;
const BOOKMARKS = { type: 'Bookmark', id: 'LIST' } as const;

/** What a change to case `id` makes stale: the case, its history and every list it shows in. */
const caseChanged = (id: number | undefined) =>
  id === undefined
    ? [CASE_LIST]
    : [CASE_LIST, { type: 'Case' as const, id }, { type: 'CaseHistory' as const, id }];

/** A council's cases: the list, one case, its status history, writes, pins, saved filters, addresses. */
const casesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCases: build.query({ ...contractQuery(caseEndpoints.list), providesTags: [CASE_LIST] }),
    getCase: build.query({
      ...contractQuery(caseEndpoints.edit),
      providesTags: (found) => (found ? [{ type: 'Case', id: found.id }] : []),
    }),
    getCaseStatusHistory: build.query({
      ...contractQuery(caseEndpoints.statusHistory),
      providesTags: (_history, _error, { params }) => [{ type: 'CaseHistory', id: Number(params.caseId) }],
    }),
    getCaseOptions: build.query({ ...contractQuery(caseEndpoints.options), providesTags: ['Contractor'] }),
    addCase: build.mutation({ ...contractMutation(caseEndpoints.add), invalidatesTags: [CASE_LIST] }),
    updateCase: build.mutation({
      ...contractMutation(caseEndpoints.update),
      invalidatesTags: (saved) => caseChanged(saved?.data.id),
    }),
    changeCaseStatus: build.mutation({
      ...contractMutation(caseEndpoints.changeStatus),
      invalidatesTags: (saved) => caseChanged(saved?.data.id),
    }),
    // The spec's search reads `data.data`: the matches of the page answered.
    searchCases: build.query({
      ...contractQuery(caseEndpoints.search),
      transformResponse: (envelope: Envelope<Page<CaseSearchItem>>) => envelope.data.data,
      providesTags: [CASE_LIST],
    }),
    toggleCasePin: build.mutation({ ...contractMutation(caseEndpoints.pin), invalidatesTags: [CASE_LIST] }),

    getBookmarkFilters: build.query({ ...contractQuery(bookmarkEndpoints.list), providesTags: [BOOKMARKS] }),
    addBookmarkFilter: build.mutation({
      ...contractMutation(bookmarkEndpoints.add),
      invalidatesTags: [BOOKMARKS],
    }),
    updateBookmarkFilter: build.mutation({
      ...contractMutation(bookmarkEndpoints.update),
      invalidatesTags: [BOOKMARKS],
    }),
    deleteBookmarkFilter: build.mutation({
      ...contractMutation(bookmarkEndpoints.delete),
      invalidatesTags: [BOOKMARKS],
    }),

    lookUpPostcode: build.query({ ...contractQuery(postcodeEndpoints.lookup), keepUnusedDataFor: 300 }),
  }),
});

export const {
  useGetCasesQuery,
  useGetCaseQuery,
  useGetCaseStatusHistoryQuery,
  useGetCaseOptionsQuery,
  useAddCaseMutation,
  useUpdateCaseMutation,
  useChangeCaseStatusMutation,
  useToggleCasePinMutation,
  useSearchCasesQuery,
  useGetBookmarkFiltersQuery,
  useAddBookmarkFilterMutation,
  useUpdateBookmarkFilterMutation,
  useDeleteBookmarkFilterMutation,
  useLazyLookUpPostcodeQuery,
} = casesApi;
