import { applicantAccessEndpoints } from '@casekeeper/contract';
import { api } from '@/lib/api/api';
import { contractMutation, contractQuery } from '@/lib/api/contract-endpoint';

const accessOf = (caseId: unknown) => [{ type: 'ApplicantAccess' as const, id: Number(caseId) }];

/** A case's applicant access, from the officer's side: reading it, inviting the client, revoking. */
const applicantAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicantAccess: build.query({
      ...contractQuery(applicantAccessEndpoints.read),
      providesTags: (_access, _error, { params }) => accessOf(params.caseId),
    }),
    inviteApplicant: build.mutation({
      ...contractMutation(applicantAccessEndpoints.invite),
      invalidatesTags: (_saved, _error, { params }) => accessOf(params.caseId),
    }),
    revokeApplicantAccess: build.mutation({
      ...contractMutation(applicantAccessEndpoints.revoke),
      invalidatesTags: (_saved, _error, { params }) => accessOf(params.caseId),
    }),
  }),
});

export const { useGetApplicantAccessQuery, useInviteApplicantMutation, useRevokeApplicantAccessMutation } =
  applicantAccessApi;
