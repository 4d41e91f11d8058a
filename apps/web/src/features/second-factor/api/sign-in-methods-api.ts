import { secondFactorPolicyEndpoints, signInMethodEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

const METHODS = ['SignInMethods'] as const;
const ifSaved = (saved: unknown) => (saved ? METHODS : []);

/**
 * The signed-in person's own sign-in methods (authenticator app, recovery codes), and their
 * authority's second factor policy. A change reads the methods again; the policy saved is
 * written into its read.
 */
export const signInMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignInMethods: build.query({ ...contractQuery(signInMethodEndpoints.get), providesTags: METHODS }),
    startTotp: build.mutation(contractMutation(signInMethodEndpoints.startTotp)),
    confirmTotp: build.mutation({
      ...contractMutation(signInMethodEndpoints.confirmTotp),
      invalidatesTags: ifSaved,
    }),
    removeTotp: build.mutation({
      ...contractMutation(signInMethodEndpoints.removeTotp),
      invalidatesTags: ifSaved,
    }),
    renewRecoveryCodes: build.mutation({
      ...contractMutation(signInMethodEndpoints.renewRecoveryCodes),
      invalidatesTags: ifSaved,
    }),
    getSecondFactorPolicy: build.query(contractQuery(secondFactorPolicyEndpoints.get)),
    saveSecondFactorPolicy: build.mutation({
      ...contractMutation(secondFactorPolicyEndpoints.save),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          void dispatch(signInMethodsApi.util.upsertQueryData('getSecondFactorPolicy', undefined, data.data));
      },
      invalidatesTags: ifSaved,
    }),
  }),
});

export const {
  useGetSignInMethodsQuery,
  useStartTotpMutation,
  useConfirmTotpMutation,
  useRemoveTotpMutation,
  useRenewRecoveryCodesMutation,
  useGetSecondFactorPolicyQuery,
  useSaveSecondFactorPolicyMutation,
} = signInMethodsApi;
