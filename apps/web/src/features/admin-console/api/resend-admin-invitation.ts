import { endpointPath, invitationEndpoints, type Envelope } from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** Mails an invited platform admin a new link; answers the message to show. */
export async function postResendAdminInvitation(id: number): Promise<string> {
  const { data } = await authenticatedClient.post<Envelope<null>>(
    endpointPath(invitationEndpoints.resendToPlatformAdmin, { id }),
  );
  return data.message;
}
