import {
  endpointPath,
  invitationEndpoints,
  type AcceptInvitationRequest,
  type Envelope,
  type SessionUser,
} from '@casekeeper/contract';
import { publicClient } from '@/lib/api/public-client';

/** Sets the first password; answers the session (and the refresh cookie). */
export async function postAcceptInvitation(request: AcceptInvitationRequest): Promise<SessionUser> {
  const { data } = await publicClient.post<Envelope<SessionUser>>(
    endpointPath(invitationEndpoints.accept),
    request,
  );
  return data.data;
}
