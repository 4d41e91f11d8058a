import { endpointPath, invitationEndpoints, type Envelope } from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** Adds the invited case to an applicant's account from their link; answers the server's message. */
export async function postAcceptApplicantAccess(token: string): Promise<string> {
  const { data } = await publicClient.post<Envelope<null>>(endpointPath(invitationEndpoints.acceptAccess), {
    token,
  });
  return data.message;
}
