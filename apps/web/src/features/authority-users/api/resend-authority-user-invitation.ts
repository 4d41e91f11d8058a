import { endpointPath, invitationEndpoints, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Mails an authority's invited user a new link; answers the message to show. */
export async function postResendAuthorityUserInvitation(id: number): Promise<string> {
  const { data } = await authenticatedClient.post<Envelope<null>>(
    endpointPath(invitationEndpoints.resendToAuthorityUser, { id }),
  );
  return data.message;
}
