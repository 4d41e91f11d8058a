import { portalEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

/** The applicant's own case, as the portal shows it (the case master), and their messages to its officer. */
export const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPortalCase: build.query({ ...contractQuery(portalEndpoints.case) }),
    // The message joins the applicant's conversation (features/applicant-conversation).
    sendPortalMessage: build.mutation({
      ...contractMutation(portalEndpoints.message),
      invalidatesTags: [{ type: 'Conversation', id: 'PORTAL' }],
    }),
  }),
});

export const { useGetPortalCaseQuery, useSendPortalMessageMutation } = portalApi;
