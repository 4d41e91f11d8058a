import { API_PATHS, type Envelope, type Invitation } from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** POST /invitation/check: who the link is for; a used, expired or unknown link is a 400. */
export async function postCheckInvitation(token: string): Promise<Invitation> {
  const { data } = await publicClient.post<Envelope<Invitation>>(API_PATHS.invitationCheck, { token });
  return data.data;
}
