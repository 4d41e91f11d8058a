import {
  API_PATHS,
  type AcceptInvitationRequest,
  type Envelope,
  type SessionUser,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** POST /invitation/accept: sets the first password; answers the session (and the refresh cookie). */
export async function postAcceptInvitation(request: AcceptInvitationRequest): Promise<SessionUser> {
  const { data } = await publicClient.post<Envelope<SessionUser>>(API_PATHS.invitationAccept, request);
  return data.data;
}
