import { singleSignOnEndpoints, type IdentityProviderAnswer } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

/**
 * The single sign-on providers: an authority's, and the platform's own. What a save or a removal
 * answers is the provider as it now is, written into its read's cache.
 */
export const identityProviderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthorityIdentityProvider: build.query(contractQuery(singleSignOnEndpoints.getForAuthority)),
    saveAuthorityIdentityProvider: build.mutation({
      ...contractMutation(singleSignOnEndpoints.saveForAuthority),
      onQueryStarted: async ({ params }, { dispatch, queryFulfilled }) => {
        const answer = await answered(queryFulfilled);
        if (answer) void dispatch(upsertAuthority({ params }, answer));
      },
    }),
    removeAuthorityIdentityProvider: build.mutation({
      ...contractMutation(singleSignOnEndpoints.removeForAuthority),
      onQueryStarted: async ({ params }, { dispatch, queryFulfilled }) => {
        const answer = await answered(queryFulfilled);
        if (answer) void dispatch(upsertAuthority({ params }, answer));
      },
    }),
    getPlatformIdentityProvider: build.query(contractQuery(singleSignOnEndpoints.getForPlatform)),
    savePlatformIdentityProvider: build.mutation({
      ...contractMutation(singleSignOnEndpoints.saveForPlatform),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const answer = await answered(queryFulfilled);
        if (answer) void dispatch(upsertPlatform(undefined, answer));
      },
    }),
    removePlatformIdentityProvider: build.mutation({
      ...contractMutation(singleSignOnEndpoints.removeForPlatform),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const answer = await answered(queryFulfilled);
        if (answer) void dispatch(upsertPlatform(undefined, answer));
      },
    }),
  }),
});

/** The provider a write answered, or null when it failed (the form shows why). */
const answered = (fulfilled: Promise<{ data: { data: IdentityProviderAnswer } }>) =>
  fulfilled.then(
    ({ data }) => data.data,
    () => null,
  );

type AuthorityArg = Parameters<typeof identityProviderApi.endpoints.getAuthorityIdentityProvider.initiate>[0];

const upsertAuthority = (arg: AuthorityArg, answer: IdentityProviderAnswer) =>
  identityProviderApi.util.upsertQueryData('getAuthorityIdentityProvider', arg, answer);
const upsertPlatform = (arg: undefined, answer: IdentityProviderAnswer) =>
  identityProviderApi.util.upsertQueryData('getPlatformIdentityProvider', arg, answer);

export const {
  useGetAuthorityIdentityProviderQuery,
  useSaveAuthorityIdentityProviderMutation,
  useRemoveAuthorityIdentityProviderMutation,
  useGetPlatformIdentityProviderQuery,
  useSavePlatformIdentityProviderMutation,
  useRemovePlatformIdentityProviderMutation,
} = identityProviderApi;
