import {
  authorityUserEndpoints,
  invitationEndpoints,
  signedInDeviceEndpoints,
  type AuthoritySummary,
  type Envelope,
} from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';
import { LIST, recordCalls } from '@/lib/api/record-calls';

const USERS = { type: 'AuthorityUser', id: LIST } as const;
/** The authorities list counts each authority's users. */
const AUTHORITIES = { type: 'Authority', id: LIST } as const;

/**
 * An authority's users: list, read, add, update, activate, deactivate and delete, an invited
 * user's invitation sent again, signing a user out everywhere, and the authority's name for the
 * user form.
 */
const authorityUsersApi = api.injectEndpoints({
  endpoints: (build) => {
    const calls = recordCalls(build, authorityUserEndpoints, 'AuthorityUser');
    const list = contractQuery(authorityUserEndpoints.list);
    return {
      getAuthorityUsers: calls.list,
      getAuthorityUser: calls.edit,
      addAuthorityUser: { ...calls.add, invalidatesTags: [USERS, AUTHORITIES] },
      updateAuthorityUser: calls.update,
      setAuthorityUserActive: calls.setActive,
      deleteAuthorityUser: build.mutation({
        ...contractMutation(authorityUserEndpoints.delete),
        invalidatesTags: [USERS, AUTHORITIES],
      }),
      // A new link changes nothing the list shows.
      resendAuthorityUserInvitation: build.mutation(
        contractMutation(invitationEndpoints.resendToAuthorityUser),
      ),
      // Nor does signing them out everywhere.
      endAllSignInsOfAuthorityUser: build.mutation(
        contractMutation(signedInDeviceEndpoints.endAllOfAuthorityUser),
      ),
      /**
       * The authority a user belongs to, for the user form's help text. The users list names its
       * authority and is open to everyone who may add or edit that authority's users, so a
       * one-row page of it answers (there is no separate endpoint for the name).
       */
      getAuthoritySummary: build.query<AuthoritySummary, number>({
        query: (authorityId) => list.query({ params: { authorityId }, query: { pageNo: 1, pageSize: 1 } }),
        transformResponse: (envelope: Envelope<unknown>) => list.transformResponse(envelope).authority,
        providesTags: (_summary, _error, authorityId) => [{ type: 'Authority', id: authorityId }],
      }),
    };
  },
});

export const {
  useGetAuthorityUsersQuery,
  useGetAuthorityUserQuery,
  useAddAuthorityUserMutation,
  useUpdateAuthorityUserMutation,
  useSetAuthorityUserActiveMutation,
  useDeleteAuthorityUserMutation,
  useResendAuthorityUserInvitationMutation,
  useEndAllSignInsOfAuthorityUserMutation,
  useGetAuthoritySummaryQuery,
} = authorityUsersApi;
