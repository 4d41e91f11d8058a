import { caseDocumentEndpoints, diaryEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

/** A case's documents: the list (of every source), deleting a filed one, and marking what the applicant sent as seen. */
export const caseDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaseDocuments: build.query({
      ...contractQuery(caseDocumentEndpoints.list),
      providesTags: (_list, _error, { params }) => [{ type: 'CaseDocument', id: Number(params.caseId) }],
    }),
    // The case's diaries, for the one a new document may be filed beside.
    getDocumentDiaries: build.query({
      ...contractQuery(diaryEndpoints.list),
      providesTags: ['Diary'],
    }),
    deleteCaseDocument: build.mutation({
      ...contractMutation(caseDocumentEndpoints.delete),
      invalidatesTags: (_answer, _error, { params }) => [{ type: 'CaseDocument', id: Number(params.caseId) }],
    }),
    // Seen, it leaves the alarms and the diary shows it done.
    markApplicantItemSeen: build.mutation({
      ...contractMutation(caseDocumentEndpoints.markSeen),
      invalidatesTags: (_answer, _error, { params }) => [
        { type: 'CaseDocument', id: Number(params.caseId) },
        { type: 'Alarm', id: 'LIST' },
        'Diary',
      ],
    }),
  }),
});

export const {
  useGetCaseDocumentsQuery,
  useGetDocumentDiariesQuery,
  useDeleteCaseDocumentMutation,
  useMarkApplicantItemSeenMutation,
} = caseDocumentsApi;

/** After an upload (sent outside RTK Query for its progress) or a download that marked a file seen. */
export const invalidateCaseDocuments = (caseId: number) =>
  caseDocumentsApi.util.invalidateTags([
    { type: 'CaseDocument', id: caseId },
    { type: 'Alarm', id: 'LIST' },
  ]);
