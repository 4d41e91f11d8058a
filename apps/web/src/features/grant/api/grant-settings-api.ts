import {
  authorityChoiceEndpoints,
  grantEndpoints,
  type AuthorityChoice,
  type ChoiceList,
} from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';
import { EVERY_GRANT } from './grant-api';

const SETTINGS = { type: 'GrantSettings', id: 'AUTHORITY' } as const;
const listTag = (list: ChoiceList) => ({ type: 'AuthorityChoice' as const, id: list });

/**
 * What a change to a list's entry makes stale: the list, wherever it is read (the settings page,
 * the works form, the refusal's reasons); and for an adaptation type, the works of every case,
 * which carry its name.
 */
const choiceChanged = (entry: AuthorityChoice | undefined) => {
  if (!entry) return [];
  return entry.list === 'ADAPTATION_TYPE' ? [listTag(entry.list), EVERY_GRANT] : [listTag(entry.list)];
};

/**
 * The authority's grant settings (its mandatory maximum, whether it gives top-ups) and its lists
 * (adaptation types, reasons for refusal). Saved settings are written into their read's cache;
 * grants, whose limits and type names come from these, are read again.
 */
export const grantSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGrantSettings: build.query({ ...contractQuery(grantEndpoints.settings), providesTags: [SETTINGS] }),
    saveGrantSettings: build.mutation({
      ...contractMutation(grantEndpoints.saveSettings),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          void dispatch(grantSettingsApi.util.upsertQueryData('getGrantSettings', undefined, data.data));
      },
      invalidatesTags: (saved) => (saved ? [EVERY_GRANT] : []),
    }),
    getAuthorityChoices: build.query({
      ...contractQuery(authorityChoiceEndpoints.list),
      providesTags: (_entries, _error, { params }) => [listTag(params.list)],
    }),
    addAuthorityChoice: build.mutation({
      ...contractMutation(authorityChoiceEndpoints.add),
      invalidatesTags: (saved) => choiceChanged(saved?.data),
    }),
    updateAuthorityChoice: build.mutation({
      ...contractMutation(authorityChoiceEndpoints.update),
      invalidatesTags: (saved) => choiceChanged(saved?.data),
    }),
  }),
});

export const {
  useGetGrantSettingsQuery,
  useSaveGrantSettingsMutation,
  useGetAuthorityChoicesQuery,
  useAddAuthorityChoiceMutation,
  useUpdateAuthorityChoiceMutation,
} = grantSettingsApi;
