import { actionItemEndpoints, caseEndpoints, diaryEndpoints } from '@casekeeper/contract';
import { api, type ApiTag } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

type Tag = { type: ApiTag; id: string | number };

const DIARY_LISTS: Tag = { type: 'Diary', id: 'LIST' };
const ALARMS: Tag = { type: 'Alarm', id: 'LIST' };

/** What a change to a diary makes stale: every diary list, the diary, and the alarms its items raise. */
const diaryChanged = (id: number | undefined): Tag[] =>
  id === undefined ? [DIARY_LISTS, ALARMS] : [DIARY_LISTS, ALARMS, { type: 'Diary', id }];

/** What a change to an item makes stale: as its diary's change, and the item's own form. */
const itemChanged = (item: { id: number; diaryId: number } | undefined): Tag[] =>
  item ? [...diaryChanged(item.diaryId), { type: 'ActionItem', id: item.id }] : [DIARY_LISTS, ALARMS];

/**
 * A case's action diaries and their items: read, add, change, complete and delete. A file item is
 * added through `uploadFileItem` (its progress needs the client itself), then `invalidateDiaries`.
 */
export const diariesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCaseDiaries: build.query({
      ...contractQuery(diaryEndpoints.list),
      providesTags: (diaries) => [
        DIARY_LISTS,
        ...(diaries ?? []).map((diary): Tag => ({ type: 'Diary', id: diary.id })),
      ],
    }),
    /** The case a diary page is about, for its heading (the case page's own read). */
    getDiaryCase: build.query({
      ...contractQuery(caseEndpoints.edit),
      providesTags: (found) => (found ? [{ type: 'Case', id: found.id }] : []),
    }),
    getDiary: build.query({
      ...contractQuery(diaryEndpoints.edit),
      providesTags: (diary) => (diary ? [{ type: 'Diary', id: diary.id }] : []),
    }),
    addDiary: build.mutation({ ...contractMutation(diaryEndpoints.add), invalidatesTags: [DIARY_LISTS] }),
    updateDiary: build.mutation({
      ...contractMutation(diaryEndpoints.update),
      invalidatesTags: (saved) => diaryChanged(saved?.data.id),
    }),
    deleteDiary: build.mutation({
      ...contractMutation(diaryEndpoints.delete),
      invalidatesTags: (_done, _error, { params }) => diaryChanged(Number(params.id)),
    }),

    getActionItem: build.query({
      ...contractQuery(actionItemEndpoints.edit),
      providesTags: (item) => (item ? [{ type: 'ActionItem', id: item.id }] : []),
    }),
    addTextItem: build.mutation({
      ...contractMutation(actionItemEndpoints.addText),
      invalidatesTags: (saved) => itemChanged(saved?.data),
    }),
    updateTextItem: build.mutation({
      ...contractMutation(actionItemEndpoints.updateText),
      invalidatesTags: (saved) => itemChanged(saved?.data),
    }),
    updateFileItem: build.mutation({
      ...contractMutation(actionItemEndpoints.updateFile),
      invalidatesTags: (saved) => itemChanged(saved?.data),
    }),
    completeItem: build.mutation({
      ...contractMutation(actionItemEndpoints.complete),
      invalidatesTags: (saved) => itemChanged(saved?.data),
    }),
    reopenItem: build.mutation({
      ...contractMutation(actionItemEndpoints.reopen),
      invalidatesTags: (saved) => itemChanged(saved?.data),
    }),
    deleteItem: build.mutation({
      ...contractMutation(actionItemEndpoints.delete),
      invalidatesTags: (_done, _error, { params }) => [
        DIARY_LISTS,
        ALARMS,
        { type: 'ActionItem', id: Number(params.id) },
      ],
    }),
  }),
});

/** After a file item is added outside RTK Query: the diaries and alarms are read again. */
export const invalidateDiaries = (diaryId: number) => diariesApi.util.invalidateTags(diaryChanged(diaryId));

export const {
  useGetCaseDiariesQuery,
  useGetDiaryCaseQuery,
  useGetDiaryQuery,
  useAddDiaryMutation,
  useUpdateDiaryMutation,
  useDeleteDiaryMutation,
  useGetActionItemQuery,
  useAddTextItemMutation,
  useUpdateTextItemMutation,
  useUpdateFileItemMutation,
  useCompleteItemMutation,
  useReopenItemMutation,
  useDeleteItemMutation,
} = diariesApi;
