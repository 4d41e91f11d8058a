import { letterEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

/**
 * Letter templates and the letterhead (an ADMIN changes them, officers read them), and a letter
 * previewed and generated on a case, which files it under Documents and notes it in the diary.
 */
export const lettersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLetterTemplates: build.query({
      ...contractQuery(letterEndpoints.listTemplates),
      providesTags: [{ type: 'LetterTemplate', id: 'LIST' }],
    }),
    addLetterTemplate: build.mutation({
      ...contractMutation(letterEndpoints.addTemplate),
      invalidatesTags: [{ type: 'LetterTemplate', id: 'LIST' }],
    }),
    // A 409 also reads the list again, so the editor's next open shows the template as it is.
    updateLetterTemplate: build.mutation({
      ...contractMutation(letterEndpoints.updateTemplate),
      invalidatesTags: [{ type: 'LetterTemplate', id: 'LIST' }],
    }),
    deleteLetterTemplate: build.mutation({
      ...contractMutation(letterEndpoints.deleteTemplate),
      invalidatesTags: [{ type: 'LetterTemplate', id: 'LIST' }],
    }),
    getLetterhead: build.query({
      ...contractQuery(letterEndpoints.letterhead),
      providesTags: [{ type: 'LetterTemplate', id: 'LETTERHEAD' }],
    }),
    updateLetterhead: build.mutation({
      ...contractMutation(letterEndpoints.updateLetterhead),
      invalidatesTags: [{ type: 'LetterTemplate', id: 'LETTERHEAD' }],
    }),
    previewLetter: build.mutation({ ...contractMutation(letterEndpoints.preview) }),
    // The letter is a new document and a new diary note on the case.
    generateLetter: build.mutation({
      ...contractMutation(letterEndpoints.generate),
      invalidatesTags: (_answer, _error, { params }) => [
        { type: 'CaseDocument', id: Number(params.caseId) },
        'Diary',
        { type: 'CaseHistory', id: Number(params.caseId) },
      ],
    }),
  }),
});

export const {
  useGetLetterTemplatesQuery,
  useAddLetterTemplateMutation,
  useUpdateLetterTemplateMutation,
  useDeleteLetterTemplateMutation,
  useGetLetterheadQuery,
  useUpdateLetterheadMutation,
  usePreviewLetterMutation,
  useGenerateLetterMutation,
} = lettersApi;
