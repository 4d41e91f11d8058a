import { profileEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';
import { LIST } from '@/lib/api/record-calls';

/** A failed write leaves the cache as it was; whoever called it says why. */
const ignoreFailure = () => null;

/**
 * The signed-in user's own profile: read, saved, and the theme kept with it. A save answers the
 * profile as saved, which replaces the one read (reading it again would restart the form).
 */
const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query({
      ...contractQuery(profileEndpoints.get),
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation({
      ...contractMutation(profileEndpoints.update),
      // Your name and e-mail address show in the list you are on, as a platform admin or a user.
      invalidatesTags: [
        { type: 'PlatformAdmin', id: LIST },
        { type: 'AuthorityUser', id: LIST },
      ],
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.catch(ignoreFailure);
        if (saved) dispatch(profileApi.util.updateQueryData('getProfile', undefined, () => saved.data.data));
      },
    }),
    saveThemeMode: build.mutation({
      ...contractMutation(profileEndpoints.saveTheme),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.catch(ignoreFailure);
        if (!saved) return;
        dispatch(
          profileApi.util.updateQueryData('getProfile', undefined, (profile) => {
            profile.themeMode = saved.data.data.themeMode;
          }),
        );
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useSaveThemeModeMutation } = profileApi;
