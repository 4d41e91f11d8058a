import { warningNoteEndpoints } from '@casekeeper/contract';
import { api, type ApiTag } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

type Tag = { type: ApiTag; id: string | number };

/** A change to a case's notes makes stale its notes and the case list, whose rows show an icon for them. */
const notesChanged = (caseId: number | undefined): Tag[] => [
  { type: 'Case', id: 'LIST' },
  caseId === undefined ? { type: 'WarningNote', id: 'LIST' } : { type: 'WarningNote', id: caseId },
];

/** A case's warning notes: read them, add, change and remove one. */
export const warningNotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWarningNotes: build.query({
      ...contractQuery(warningNoteEndpoints.list),
      providesTags: (_list, _error, { params }) => [
        { type: 'WarningNote', id: 'LIST' },
        { type: 'WarningNote', id: Number(params.caseId) },
      ],
    }),
    addWarningNote: build.mutation({
      ...contractMutation(warningNoteEndpoints.add),
      invalidatesTags: (saved) => notesChanged(saved?.data.caseId),
    }),
    // A 409 also reads the notes again: the dialog then shows them as they are.
    updateWarningNote: build.mutation({
      ...contractMutation(warningNoteEndpoints.update),
      invalidatesTags: (saved) => notesChanged(saved?.data.caseId),
    }),
    removeWarningNote: build.mutation({
      ...contractMutation(warningNoteEndpoints.remove),
      invalidatesTags: () => notesChanged(undefined),
    }),
  }),
});

export const {
  useGetWarningNotesQuery,
  useAddWarningNoteMutation,
  useUpdateWarningNoteMutation,
  useRemoveWarningNoteMutation,
} = warningNotesApi;
