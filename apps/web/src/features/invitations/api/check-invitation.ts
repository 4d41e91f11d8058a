import { endpointPath, invitationEndpoints, type Envelope, type Invitation } from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** Who the link is for; a used, expired or unknown link is a 400. */
export async function postCheckInvitation(token: string): Promise<Invitation> {
  const { data } = await publicClient.post<Envelope<Invitation>>(endpointPath(invitationEndpoints.check), {
    token,
  });
  return data.data;
}
