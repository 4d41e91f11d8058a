import { passkeyEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

const CHANGED = ['SignInMethods', 'Passkeys'] as const;
const ifSaved = (saved: unknown) => (saved ? CHANGED : []);

/** The signed-in person's own passkeys: listed (the portal's profile), added, renamed and removed. */
export const passkeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query({ ...contractQuery(passkeyEndpoints.list), providesTags: ['Passkeys'] }),
    startPasskeyRegistration: build.mutation(contractMutation(passkeyEndpoints.registrationOptions)),
    registerPasskey: build.mutation({
      ...contractMutation(passkeyEndpoints.register),
      invalidatesTags: ifSaved,
    }),
    renamePasskey: build.mutation({
      ...contractMutation(passkeyEndpoints.rename),
      invalidatesTags: ifSaved,
    }),
    removePasskey: build.mutation({
      ...contractMutation(passkeyEndpoints.remove),
      invalidatesTags: ifSaved,
    }),
  }),
});

export const {
  useGetPasskeysQuery,
  useStartPasskeyRegistrationMutation,
  useRegisterPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
} = passkeysApi;
